export { RequestsPage } from './components/requests-page.tsx';
export { useRequestPage } from './api/requests.ts';
