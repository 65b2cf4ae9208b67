export { TermsGate } from './components/terms-gate.tsx';
export { TermsAdminPage } from './components/terms-admin-page.tsx';
