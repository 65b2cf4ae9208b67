export { AccountPage } from './components/account-page.tsx';
export { EditAccountPage } from './components/edit-account-page.tsx';
export { useProfile, profileKeys } from './api/profile.ts';
