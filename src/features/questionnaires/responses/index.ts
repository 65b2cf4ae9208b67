export { ResponsesPage } from './responses-page.tsx';
