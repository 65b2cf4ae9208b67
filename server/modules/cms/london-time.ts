import { CMS_TIME_ZONE } from '../../../src/api/contracts/index.ts';

const format = new Intl.DateTimeFormat('en-GB', {
  timeZone: CMS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The wall-clock time of an instant in London, as `YYYY-MM-DDTHH:mm`. */
export function londonLocal(instant: Date): string {
  const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/**
 * The instant a London wall-clock time names. London is UTC or UTC+1, so the answer is one of
 * two candidates: when the clocks go back (an hour that happens twice) the earlier one; when they
 * go forward (an hour that never happens) none, and null says so.
 */
export function londonInstant(local: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi);
  // Date.UTC rolls 31 February into March: a date that does not exist is no time at all.
  if (new Date(utc).toISOString().slice(0, 16) !== local) return null;
  const candidates = [utc - 3_600_000, utc].map((ms) => new Date(ms));
  return candidates.find((instant) => londonLocal(instant) === local) ?? null;
}
