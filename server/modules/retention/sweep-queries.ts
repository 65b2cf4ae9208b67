import { sql, type SQL } from 'drizzle-orm';
import { RETENTION_PERIODS, type RetentionKind } from '../../../src/api/contracts/retention.ts';
import type { Db } from '../../db/client.ts';
import type { Declared, Retention, SweepName } from '../../db/personal-data.ts';
import { DECLARED } from '../../personal-data.ts';

/** Rows touched per statement: a large backlog is worked through in short transactions. */
const SWEEP_BATCH = 500;

type Swept = Declared & { retention: Retention & { period: RetentionKind; job: SweepName } };

/** The tables the nightly sweep works through: those whose declaration keeps them an organisation's period. */
const SWEPT: Swept[] = DECLARED.filter(
  (d): d is Swept => typeof d.retention?.period === 'string' && d.retention.job !== 'audit.prune',
);

/** The sweeps by name (outbox_bodies, issue_screenshots, app_activity, ended_sessions), from the declarations. */
const SWEPT_KINDS = [...new Set(SWEPT.map((d) => d.retention.job))];

type SweepCounts = Record<SweepName, number>;

/** Every sweep at nought: the nightly job's totals start here. */
export const noneSwept = (): SweepCounts =>
  Object.fromEntries(SWEPT_KINDS.map((kind) => [kind, 0])) as SweepCounts;

/** The cut-off of a row of `organisation` (an SQL column), by its organisation's period or the default. */
function cutoff(at: Date, kind: RetentionKind, organisation: SQL): SQL {
  const column = sql.identifier(kind);
  return sql`${at.toISOString()}::timestamptz - make_interval(days => coalesce(
    (select r.${column} from retention_settings r where r.organisation_id = ${organisation}),
    ${RETENTION_PERIODS[kind].default}))`;
}

/**
 * One batch of a table's sweep: `doomed` picks at most `limit` rows past their organisation's period
 * (id, organisation_id), `done` erases or deletes them, by the table's declaration: an e-mail keeps
 * who, when and how it went, a resolved report its thread, while their words, links and pictures go;
 * the app's activity and ended sessions (with their refresh tokens, on delete cascade) go.
 */
function batch(at: Date, { table, retention: r }: Swept, limit: number): SQL {
  const organisation = sql.raw(r.organisation ?? 'null');
  const join = r.join === 'user' ? sql.raw('join users u on u.id = t.user_id') : sql``;
  const where = r.where ? sql`${sql.raw(r.where)} and ` : sql``;
  const done =
    r.action === 'delete'
      ? sql`delete from ${table} where id in (select id from doomed) returning id`
      : sql`update ${table} set ${sql.join(
          Object.entries(r.action.set).map(([c, v]) => sql`${sql.identifier(c)} = ${sql.raw(v)}`),
          sql`, `,
        )} where id in (select id from doomed) returning id`;
  return sql`
    with doomed as (
      select t.id, ${organisation} as organisation_id from ${table} t ${join}
      where ${where}${sql.raw(r.from)} < ${cutoff(at, r.period, organisation)}
      limit ${limit}),
    done as (${done})`;
}

/**
 * Runs every sweep at `at` until no row is left past its period. Answers the counts per
 * organisation (the key '' stands for rows of no organisation: product-wide mail, the super admin's
 * sessions).
 */
export async function sweepRetention(
  db: Db,
  at: Date,
  size = SWEEP_BATCH,
): Promise<Map<string, SweepCounts>> {
  const counts = new Map<string, SweepCounts>();
  for (const swept of SWEPT) {
    for (;;) {
      const result = (await db.execute(sql`${batch(at, swept, size)}
        select d.organisation_id, count(*)::int as n from doomed d join done using (id)
        group by d.organisation_id`)) as unknown as { rows: { organisation_id: string | null; n: number }[] };
      let total = 0;
      for (const row of result.rows) {
        const key = row.organisation_id ?? '';
        const entry = counts.get(key) ?? noneSwept();
        entry[swept.retention.job] += row.n;
        counts.set(key, entry);
        total += row.n;
      }
      if (total < size) break;
    }
  }
  return counts;
}
