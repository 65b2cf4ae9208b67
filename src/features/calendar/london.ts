import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { EVENT_TIME_ZONE as TIME_ZONE } from '../../api/contracts/index.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** An instant as the London wall-clock time a datetime-local field shows (`YYYY-MM-DDTHH:mm`). */
export const toLondonLocal = (iso: string): string => dayjs.utc(iso).tz(TIME_ZONE).format('YYYY-MM-DDTHH:mm');

/** An instant's London calendar day (`YYYY-MM-DD`), what a date field shows. */
export const toLondonDay = (iso: string): string => dayjs.utc(iso).tz(TIME_ZONE).format('YYYY-MM-DD');

/** The instant a London wall-clock time (or a day's midnight) names, summer time included. */
export const fromLondonLocal = (local: string): string => dayjs.tz(local, TIME_ZONE).toISOString();

/** The London day after `day` (an all-day event ends at the next midnight, as the calendar draws it). */
export const nextDay = (day: string): string => dayjs.utc(day).add(1, 'day').format('YYYY-MM-DD');
export const previousDay = (day: string): string => dayjs.utc(day).subtract(1, 'day').format('YYYY-MM-DD');

/**
 * The spec's search (§7 Events): start_time at or after the first shown day's start and at or before
 * the last shown day's end. `start` and `end` are the view's range as the calendar gives it in London
 * time: `end` is the midnight after the last day, so the last day ends a millisecond before it.
 */
export function eventSearch(start: Date, end: Date): string {
  return JSON.stringify({
    start_time: [
      { type: 'date', operator: 'gte', value: start.toISOString() },
      { type: 'date', operator: 'lte', value: new Date(end.getTime() - 1).toISOString() },
    ],
  });
}
