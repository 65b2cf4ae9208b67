import useSWR from 'swr';
import {
  calendarEndpoints,
  calendarFeedEndpoints as endpoints,
  type CalendarSubscription,
} from '../../../api/contracts/index.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';

/** The key of the guardian's private calendar address. */
const subscriptionKeys = { subscription: () => [endpoints.subscription.path] as const };

/** Whether the guardian has a private calendar address (never the address itself). */
export function useCalendarSubscription(enabled: boolean) {
  const client = useApiClient();
  return useSWR<CalendarSubscription, ApiError>(enabled ? subscriptionKeys.subscription() : null, () =>
    client.call(endpoints.subscription),
  );
}

const isSubscriptionKey = (key: unknown) => Array.isArray(key) && key[0] === endpoints.subscription.path;
const after = revalidate(isSubscriptionKey);

const createSubscription = (client: ApiClient) => client.call(endpoints.subscribe);
/** Makes a new address (the answer holds it, this once); any earlier one stops working. */
export const useCreateSubscription = () => useWrite('calendar:subscribe', createSubscription, after);

const revokeSubscription = (client: ApiClient) => client.call(endpoints.unsubscribe);
export const useRevokeSubscription = () => useWrite('calendar:unsubscribe', revokeSubscription, after);

/** One event as an .ics file, read with the session (the route is private). */
export const fetchEventIcs = (client: ApiClient, id: string): Promise<Blob> =>
  client.download(calendarEndpoints.ics, { params: { id } });
