import { sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '../../src/api/contracts/time.ts';

/**
 * The product's time zone in SQL (src/api/contracts/time.ts names it): days are London days, and a
 * range of days is the half-open interval from the first day's London midnight to the midnight after
 * the last, so the 23- and 25-hour days of the clock changes count what happened on them.
 */

/** London dates, both included. */
export interface DayRange {
  from: string;
  to: string;
}

// A constant written into the SQL rather than bound: GROUP BY matches expressions by their text,
// and two bound parameters ($1, $2) would make the same day expression two different ones.
export const ZONE = sql.raw(`'${TIME_ZONE}'`);

/** A timestamp as the ISO text the contracts carry (UTC, milliseconds). */
export const isoUtc = (column: SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The London day of a timestamp. */
export const londonDayOf = (column: SQL): SQL => sql`(${column} at time zone ${ZONE})::date`;

/** Today in London, the product's calendar. */
export const londonToday = sql`(now() at time zone ${ZONE})::date`;

/** The instant a London day (`YYYY-MM-DD`, bound) starts. */
export const londonDayStart = (day: string): SQL => sql`(${day}::date::timestamp at time zone ${ZONE})`;

/** The instant after a London day (`YYYY-MM-DD`, bound) ends: the next midnight. */
export const londonDayEnd = (day: string): SQL => sql`((${day}::date + 1)::timestamp at time zone ${ZONE})`;

/** `at` falls within the range of London days. */
export const withinDays = (at: SQL, r: DayRange): SQL =>
  sql`${at} >= ${londonDayStart(r.from)} and ${at} < ${londonDayEnd(r.to)}`;
