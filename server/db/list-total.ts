import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * A long list's total (docs/api.md § Totals): exact while at most `limit` rows match, counted by a
 * count that stops after `limit + 1` rows; above it the planner's row estimate (EXPLAIN), which
 * costs a plan, not a scan. At 50,000 guardians an exact count read the organisation on every page.
 */
export interface ListTotal {
  total: number;
  estimate: boolean;
}

/** LIST_EXACT_TOTAL_LIMIT's default: lists with more matching rows answer an estimated total. */
export const DEFAULT_EXACT_TOTAL_LIMIT = 10_000;

/** The count of `rows` (a select without limit), stopped at `limit + 1`: an int SQL expression. */
export const boundedCount = (rows: SQLWrapper, limit: number) =>
  sql`(select count(*) from (${rows} limit ${limit + 1}) bounded)::int`;

/** The planner's estimate of the rows `rows` returns (PostgreSQL's statistics; ANALYZE keeps them). */
export async function plannedRows(db: Db, rows: SQLWrapper): Promise<number> {
  const { rows: answer } = (await db.execute(sql`explain (format json) ${rows}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const cell = Object.values(answer[0] ?? {})[0];
  // node-postgres hands the plan over as JSON text or parsed, PGlite as parsed: read either.
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * The total a list answers, from its bounded count: that count while it is at most `limit`,
 * otherwise the estimate of `rows` — never less than `limit + 1` (more rows than that were seen)
 * nor than `seen` (the rows up to the end of this page).
 */
export async function listTotal(
  db: Db,
  counted: number,
  limit: number,
  rows: SQLWrapper,
  seen = 0,
): Promise<ListTotal> {
  if (counted <= limit) return { total: counted, estimate: false };
  const planned = await plannedRows(db, rows);
  return { total: Math.max(planned, limit + 1, seen), estimate: true };
}
