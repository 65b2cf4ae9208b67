export { TermsAdminPage } from './components/terms-admin-page.tsx';
