export { AppUsersPage } from './components/app-users-page.tsx';
export { InviteDialog } from './components/invite-dialog.tsx';
export { appUserKeys, useAppUserPage } from './api/app-users.ts';
