export { FlagsPage } from './flags-page.tsx';
