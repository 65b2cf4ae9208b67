export { ProductReportsPage } from './components/product-reports-page.tsx';
export { NewsletterOptIn } from './components/newsletter-opt-in.tsx';
