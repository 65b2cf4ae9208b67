import { notificationsEndpoints } from '../../../api/contracts/notifications.ts';
import { notificationsPushEndpoints } from '../../../api/contracts/push.ts';

/** One key family for the notification centre: marking read changes the count and every page. */
export const notificationKeys = {
  unread: notificationsEndpoints.unreadCount.path,
  list: notificationsEndpoints.list.path,
  page: (cursor: string | null) => [notificationsEndpoints.list.path, cursor ?? ''] as const,
};

/** Every cached read of the centre: the count and each page of the list. */
export const isNotificationKey = (key: unknown): boolean =>
  key === notificationKeys.unread || (Array.isArray(key) && key[0] === notificationKeys.list);

/** Push on my devices: the server's key and my subscriptions. */
export const pushKeys = {
  key: notificationsPushEndpoints.key.path,
  subscriptions: notificationsPushEndpoints.subscriptions.path,
};
