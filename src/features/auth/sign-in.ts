/**
 * The sign-in page on its own, for /login: the first visit's chunk holds it with the entry, while
 * the other auth pages (and react-hook-form, zod) load with the auth chunk when opened.
 */
export { SignInPage } from './components/sign-in-page.tsx';
