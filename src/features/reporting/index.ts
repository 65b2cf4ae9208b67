export { ReportingListPage } from './components/reporting-list-page.tsx';
export { ReportBuilderPage } from './components/report-builder-page.tsx';
export { ReportViewPage } from './components/report-view-page.tsx';
