import useSWR from 'swr';
// Straight from the module: the signed-in frame reads the count on every screen.
import { notificationsEndpoints, type UnreadCount } from '../../../api/contracts/notifications.ts';
import { useApiClient, type ApiError } from '../../../api/index.ts';
import { notificationKeys } from './keys.ts';

/** How often the frame asks again while a screen stays open (and whenever the window regains focus). */
export const UNREAD_REFRESH_MS = 60_000;

/** How many of my notifications are unread: polled modestly, and again on focus. */
export function useUnreadCount(enabled: boolean) {
  const client = useApiClient();
  return useSWR<UnreadCount, ApiError>(
    enabled ? notificationKeys.unread : null,
    () => client.call(notificationsEndpoints.unreadCount),
    { refreshInterval: UNREAD_REFRESH_MS, revalidateOnFocus: true },
  );
}
