export { LogoutPage } from './logout-page.tsx';
export { NotFoundPage } from './not-found-page.tsx';
