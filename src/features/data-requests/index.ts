export { YourDataSection } from './components/your-data-section.tsx';
export { DataRequestsPage } from './components/data-requests-page.tsx';
