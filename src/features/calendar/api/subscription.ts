import useSWR from 'swr';
import {
  calendarSubscriptionCreatedSchema,
  calendarSubscriptionSchema,
  type CalendarSubscription,
} from '../../../api/contracts/index.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';

/** The key of the guardian's private calendar address. */
const subscriptionKeys = { subscription: () => ['/calendar/subscription'] as const };

/** Whether the guardian has a private calendar address (never the address itself). */
export function useCalendarSubscription(enabled: boolean) {
  const client = useApiClient();
  return useSWR<CalendarSubscription, ApiError>(enabled ? subscriptionKeys.subscription() : null, () =>
    client.request('/calendar/subscription', { schema: calendarSubscriptionSchema }),
  );
}

const isSubscriptionKey = (key: unknown) => Array.isArray(key) && key[0] === '/calendar/subscription';
const after = revalidate(isSubscriptionKey);

const createSubscription = (client: ApiClient) =>
  client.request('/calendar/subscription', { method: 'POST', schema: calendarSubscriptionCreatedSchema });
/** Makes a new address (the answer holds it, this once); any earlier one stops working. */
export const useCreateSubscription = () => useWrite('calendar:subscribe', createSubscription, after);

const revokeSubscription = (client: ApiClient) =>
  client.request('/calendar/subscription', { method: 'DELETE' });
export const useRevokeSubscription = () => useWrite('calendar:unsubscribe', revokeSubscription, after);

/** One event as an .ics file, read with the session (the route is private). */
export const fetchEventIcs = async (client: ApiClient, id: string): Promise<Blob> =>
  (await client.request(`/event/${id}/ics`, { as: 'blob' })) as Blob;
