/** One key family for the notification centre: marking read changes the count and every page. */
export const notificationKeys = {
  unread: '/notifications/unread-count',
  list: '/notifications',
  page: (cursor: string | null) => ['/notifications', cursor ?? ''] as const,
};

/** Every cached read of the centre: the count and each page of the list. */
export const isNotificationKey = (key: unknown): boolean =>
  key === notificationKeys.unread || (Array.isArray(key) && key[0] === notificationKeys.list);

/** Push on my devices: the server's key and my subscriptions. */
export const pushKeys = {
  key: '/notifications/push/key',
  subscriptions: '/notifications/push/subscriptions',
};
