import { validationError } from './errors.ts';

/**
 * Opaque keyset cursors (`cursor` / `next_cursor`): the last row's sort key, as the database wrote
 * it (timestamps as text, so that no microsecond is lost), in base64url JSON. A cursor is checked
 * part by part before any of it reaches SQL: one not given by the list answers 400 naming `cursor`.
 */

export type CursorPart = 'uuid' | 'time' | 'text';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// As PostgreSQL writes a timestamptz as text or in JSON: a date, a time to the microsecond, an offset.
const TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/;

/** A real day of a year from 1 (Date would roll 31 February over into March, PostgreSQL refuses it). */
function realDay(v: string): boolean {
  const [y, m, d] = v.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(0);
  day.setUTCFullYear(y, m - 1, d);
  return y >= 1 && m >= 1 && m <= 12 && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

const fits: Record<CursorPart, (value: string) => boolean> = {
  uuid: (v) => UUID.test(v),
  time: (v) =>
    realDay(v) &&
    TIME.test(v) &&
    !Number.isNaN(Date.parse(v.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'))),
  // eslint-disable-next-line no-control-regex -- text columns refuse NUL
  text: (v) => v.length <= 1000 && !/\u0000/.test(v),
};

export function encodeCursor(parts: readonly (string | null)[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/**
 * The parts of a cursor, each of the kind `shape` names (`null` where `nullable` allows), or a 400
 * naming `cursor`.
 */
export function decodeCursor(
  cursor: string,
  shape: readonly { kind: CursorPart; nullable?: boolean }[],
): (string | null)[] {
  const refused = validationError('cursor', 'cursor is not one this list gave (ask the first page again)');
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refused;
  }
  if (!Array.isArray(parts) || parts.length !== shape.length) throw refused;
  return shape.map(({ kind, nullable }, i) => {
    const part: unknown = parts[i];
    if (part === null && nullable) return null;
    if (typeof part !== 'string' || !fits[kind](part)) throw refused;
    return part;
  });
}
