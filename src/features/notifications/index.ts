import { lazy } from 'react';

// The signed-in frame imports this index for the unread count on every screen; the list loads only
// when its route opens.
export const NotificationsPage = lazy(async () => ({
  default: (await import('./components/notifications-page.tsx')).NotificationsPage,
}));
export const UnreadNotifications = lazy(async () => ({
  default: (await import('./components/unread-notifications.tsx')).UnreadNotifications,
}));
export { useUnreadCount } from './api/unread-count.ts';
export { isNotificationKey } from './api/keys.ts';
