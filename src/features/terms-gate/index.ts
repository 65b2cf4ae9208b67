// The gate is imported by the app layout (every signed-in screen): it stays apart from the admin
// screens of features/terms, so their grid and export do not load with the layout.
export { TermsGate } from './components/terms-gate.tsx';
export { TermsText } from './components/terms-text.tsx';
export { TERMS_KEY_ROOT, refreshTerms } from './api/current-terms.ts';
