import { and, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { UserListQuery } from '../../../src/api/contracts/index.ts';
import { decodeCursor, encodeCursor } from '../../http/cursor.ts';
import { validationError } from '../../http/errors.ts';
import { users } from './schema.ts';

/**
 * The people list's keyset cursor: the list's sort and order, the last row's value in that sort
 * (as the database wrote it; null for no e-mail, never active or never activated) and its id. The
 * next page is the rows after that pair in the list's own order (admin-list-queries.ts's `orderOf`): names
 * and last activity break ties by id in the list's direction, the other orders by id ascending,
 * and people without a value come last in both directions.
 */

const TIMES = new Set(['created_at', 'last_active', 'activated_at']);
const NULLABLE = new Set(['email', 'last_active', 'activated_at']);
/** The JSON name of each sort's column in a listed row. */
const FIELD = {
  created_at: 'created_at',
  first_name: 'first_name',
  surname: 'surname',
  email: 'email',
  last_active: 'last_active_at',
  activated_at: 'activated_at',
} as const;

/** The next page's cursor from the page's last row (as json_agg wrote it). */
export function nextUserCursor(q: UserListQuery, last: Record<string, unknown>): string {
  const value = last[FIELD[q.sort]];
  return encodeCursor([q.sort, q.order, typeof value === 'string' ? value : null, last.id as string]);
}

/** The rows after a cursor, in the list's order; a cursor of another sort or order answers 400. */
export function afterUserCursor(q: UserListQuery & { cursor: string }, column: AnyPgColumn): SQL {
  const [sort, order, value, id] = decodeCursor(q.cursor, [
    { kind: 'text' },
    { kind: 'text' },
    { kind: TIMES.has(q.sort) ? 'time' : 'text', nullable: NULLABLE.has(q.sort) },
    { kind: 'uuid' },
  ]);
  if (sort !== q.sort || order !== q.order)
    throw validationError('cursor', 'cursor belongs to another order of the list (ask its first page again)');
  const later = (a: AnyPgColumn, b: SQL) => (q.order === 'asc' ? sql`${a} > ${b}` : sql`${a} < ${b}`);
  const byIdInDirection = q.sort === 'first_name' || q.sort === 'surname' || q.sort === 'last_active';
  const idAfter = byIdInDirection ? later(users.id, sql`${id}::uuid`) : sql`${users.id} > ${id}::uuid`;
  if (value === null) return and(isNull(column), idAfter) as SQL;
  const v = TIMES.has(q.sort) ? sql`${value}::timestamptz` : sql`${value}`;
  return or(
    later(column, v),
    and(sql`${column} = ${v}`, idAfter),
    NULLABLE.has(q.sort) ? isNull(column) : undefined,
  ) as SQL;
}
