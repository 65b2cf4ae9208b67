export { ReportingListPage } from './components/reporting-list-page.tsx';
export { ReportBuilderPage } from './components/report-builder-page.tsx';
export { ReportViewPage } from './components/report-view-page.tsx';
export { ProductReportsPage } from './components/product-reports-page.tsx';
export { NewsletterOptIn } from './components/newsletter-opt-in.tsx';
