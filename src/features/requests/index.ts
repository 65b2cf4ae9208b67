export { RequestsPage } from './components/requests-page.tsx';
