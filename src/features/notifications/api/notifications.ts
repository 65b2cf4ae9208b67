import useSWR from 'swr';
import {
  notificationsEndpoints as endpoints,
  type NotificationPage,
} from '../../../api/contracts/notifications.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';
import { isNotificationKey, notificationKeys } from './keys.ts';

export const NOTIFICATIONS_PER_PAGE = 20;

export const fetchNotificationPage = (client: ApiClient, cursor: string | null): Promise<NotificationPage> =>
  client.call(endpoints.list, { query: { size: NOTIFICATIONS_PER_PAGE, ...(cursor ? { cursor } : {}) } });

/** One keyset page of my notifications, newest first: the first (cursor null), or the one after a cursor. */
export function useNotificationPage(cursor: string | null) {
  const client = useApiClient();
  return useSWR<NotificationPage, ApiError>(notificationKeys.page(cursor), () =>
    fetchNotificationPage(client, cursor),
  );
}

export const markRead = (client: ApiClient, id: string) =>
  client.call(endpoints.markRead, { params: { id } });

/** Marks one notification read; the pages and the count are read again. */
export const useMarkRead = () => useWrite('notifications:read', markRead, revalidate(isNotificationKey));

export const markAllRead = (client: ApiClient) => client.call(endpoints.markAllRead);

export const useMarkAllRead = () =>
  useWrite(
    'notifications:read-all',
    (client: ApiClient) => markAllRead(client),
    revalidate(isNotificationKey),
  );
