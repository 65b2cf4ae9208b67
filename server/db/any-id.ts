import { sql, type SQL } from 'drizzle-orm';

/**
 * `column = any($1::uuid[])`: one parameter for a list of ids, where drizzle's inArray writes one
 * parameter per id. For a month of a busy hospital's calendar (800 events) inArray built and sent
 * 800 parameters twice a request, about 7 ms of the server's CPU in drizzle's query builder alone.
 */
export const anyId = (column: unknown, ids: readonly string[]): SQL =>
  sql`${column} = any(${sql.param(ids)}::uuid[])`;
