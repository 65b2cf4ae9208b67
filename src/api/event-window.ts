import { eventWindow, type CalendarEvent, type EventWindow } from './contracts/index.ts';

/**
 * The events of one window (the calendar's, a guardian's child's), read by `call`, and how many it
 * holds: the count comes in the answer's X-Total-Count, more than the list when a crowded window was
 * cut. Its own module, not in the API's index: the first load carries no event contract.
 */
export async function fetchEventWindow(
  call: (onHeaders: (headers: Headers) => void) => Promise<CalendarEvent[]>,
): Promise<EventWindow> {
  let headers: Headers | undefined;
  const events = await call((h) => (headers = h));
  return eventWindow(events, headers);
}
