export { FlagsPage } from './flags-page.tsx';
export { SafeguardingPage } from './safeguarding-page.tsx';
