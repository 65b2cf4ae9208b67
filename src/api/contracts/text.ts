import { z } from 'zod';

// In the portal, zod's compiled fast path probes `new Function`, which the portal's content security
// policy forbids (no 'unsafe-eval'): every page logged a refused eval, and the probe and compiling cost
// the phone's first screen time for answers read once. The server keeps the compiled path.
if (typeof document !== 'undefined') z.config({ jitless: true });

/**
 * PostgreSQL text cannot hold a NUL character: a NUL that reached a query answered 500. Every
 * string of every contract is built from these, so it is refused as a 400 naming the field.
 */
export const NUL_MESSAGE = 'must not contain the NUL character';
export const noNul = (value: string): boolean => !value.includes('\u0000');

// One instance for every field: zod's schemas are immutable (each chained `.min()` returns a copy), and
// building a string and its refinement for each of some 300 fields was a measurable part of a phone's
// start (26 µs a field against 7 µs, in Node).
const TEXT = z.string().refine(noNul, { message: NUL_MESSAGE });

/** A string field (chain `.trim()`, `.min()`, `.max()`, `.regex()` as on `z.string()`). */
export const text = () => TEXT;

/** An absolute URL field. */
export const url = () => z.url().refine(noNul, { message: NUL_MESSAGE });

/** Largest value of a PostgreSQL integer (int4) column: a bigger number must not reach a query. */
export const INT4_MAX = 2_147_483_647;

export const INSTANT_RANGE_MESSAGE = 'must be a date between the years 1 and 9999';
const yearOf = (value: string): number => new Date(value).getUTCFullYear();

/**
 * An instant as ISO 8601 with its offset (what every clock and date picker writes), in the years
 * 1–9999: PostgreSQL has no year 0 (0000-01-01 answered 500) and no client shows five-digit years.
 */
export const instant = () =>
  z.iso.datetime({ offset: true }).refine((value) => {
    const year = yearOf(value);
    return year >= 1 && year <= 9999;
  }, INSTANT_RANGE_MESSAGE);
