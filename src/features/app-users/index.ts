export { AppUsersPage } from './components/app-users-page.tsx';
export { UserDetailPage } from './components/user-detail-page.tsx';
export { InviteDialog } from './components/invite-dialog.tsx';
export { BulkInviteDialog } from './components/bulk-invite-dialog.tsx';
export { PatientDialog } from './components/patient-dialog.tsx';
export { appUserKeys, useAppUser, useAppUserPage } from './api/app-users.ts';
