// The guardian's account page: who at the hospital viewed their family's data (the audit screen is screen/index.ts).
export { RecordViews } from './components/record-views.tsx';
