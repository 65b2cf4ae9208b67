import { lazy } from 'react';

// The signed-in frame imports this index for the admins' open-report count on every screen; the
// screens themselves load only when their route opens.
export const ReportPage = lazy(async () => ({
  default: (await import('./components/report-page.tsx')).ReportPage,
}));
export const ReportThanksPage = lazy(async () => ({
  default: (await import('./components/thanks-page.tsx')).ReportThanksPage,
}));
export const ReportDetailPage = lazy(async () => ({
  default: (await import('./components/report-detail-page.tsx')).ReportDetailPage,
}));
export { useOpenIssueReports } from './api/open-count.ts';
