export { ReportPage } from './components/report-page.tsx';
export { ReportThanksPage } from './components/thanks-page.tsx';
export { reportSentAtom } from './atoms.ts';
