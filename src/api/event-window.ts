import { calendarEventListSchema, eventWindow, type EventWindow } from './contracts/index.ts';
import type { ApiClient } from './client.ts';

/**
 * The events of one window (the calendar's `/event`, a guardian's child's events) and how many it
 * holds: the count comes in the answer's X-Total-Count, more than the list when a crowded window was
 * cut. Its own module, not in the API's index: the first load carries no event contract.
 */
export async function fetchEventWindow(
  client: ApiClient,
  path: string,
  query: Record<string, string>,
): Promise<EventWindow> {
  let headers: Headers | undefined;
  const events = await client.request(path, {
    query,
    schema: calendarEventListSchema,
    onHeaders: (h) => (headers = h),
  });
  return eventWindow(events, headers);
}
