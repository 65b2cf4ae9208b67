import { londonDay, londonInstant, londonLocal } from '../../api/contracts/index.ts';

/** An instant as the London wall-clock time a datetime-local field shows (`YYYY-MM-DDTHH:mm`). */
export const toLondonLocal = (iso: string): string => londonLocal(iso);

/** An instant's London calendar day (`YYYY-MM-DD`), what a date field shows. */
export const toLondonDay = (iso: string): string => londonDay(iso);

const HOUR = 3_600_000;

/**
 * The instant a London wall-clock time (or a day's midnight) names, summer time included. A time
 * the clocks skip (01:30 on the spring morning) is read an hour on, as the clocks themselves do.
 */
export function fromLondonLocal(local: string): string {
  const wallClock = local.length === 10 ? `${local}T00:00` : local;
  const instant = londonInstant(wallClock);
  if (instant) return instant.toISOString();
  // The skipped hour's wall clock read as UTC is the BST time an hour on (01:30 → 02:30 BST).
  return new Date(`${wallClock}:00Z`).toISOString();
}

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 24 * HOUR).toISOString().slice(0, 10);

/** The London day after `day` (an all-day event ends at the next midnight, as the calendar draws it). */
export const nextDay = (day: string): string => shiftDay(day, 1);
export const previousDay = (day: string): string => shiftDay(day, -1);

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
