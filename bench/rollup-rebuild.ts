/**
 * The roll-ups' batched rebuilds timed on PostgreSQL: grows St Mary's (bench/lib/grow.ts) to step 1's
 * app activity and questionnaire answers (or the sizes given), then times each rebuild whole and its
 * batches (median and slowest), run with the server's statement timeout as the jobs are, beside the
 * one-statement-block functions they replace. Prints; asserts nothing.
 *
 *   node bench/rollup-rebuild.ts                          (a throw-away PostgreSQL cluster)
 *   DATABASE_URL=postgres://… node bench/rollup-rebuild.ts (an empty database of your own, or one grown before)
 *   PATIENTS=10000 EVENTS=1000000 ANSWERS=100000          (the sizes: step 1's by default)
 */
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../server/db/client.ts';
import { organisations } from '../server/modules/organisations/schema.ts';
import { createRollupRebuild } from '../server/modules/questionnaires/rollup-rebuild-queries.ts';
import { createUsageRollupRebuild } from '../server/modules/usage/rollup-rebuild-queries.ts';
import { seedDemo } from '../server/seed.ts';
import { grow } from './lib/grow.ts';
import { startPostgres } from './lib/processes.ts';

const patients = Number(process.env.PATIENTS ?? 10_000);
const step = {
  name: 'rollups',
  guardians: patients,
  patients,
  appEvents: Number(process.env.EVENTS ?? 1_000_000),
  answers: Number(process.env.ANSWERS ?? 100_000),
  calendarEvents: 0,
};

const cluster = process.env.DATABASE_URL ? null : await startPostgres();
const url = process.env.DATABASE_URL ?? cluster?.databaseUrl;
if (!url)
  throw new Error('bench/rollup-rebuild.ts needs PostgreSQL: set DATABASE_URL or install it (initdb)');

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** Runs a batched rebuild, timing each batch from the end of the one before. */
async function batched(what: string, run: (afterBatch: () => Promise<void>) => Promise<number>) {
  const times: number[] = [];
  const started = performance.now();
  let last = started;
  const n = await run(async () => {
    const now = performance.now();
    times.push(now - last);
    last = now;
  });
  const total = performance.now() - started;
  const sorted = times.toSorted((a, b) => a - b);
  console.log(
    `${what}: ${n} batches in ${seconds(total)}; a batch: median ${seconds(sorted[Math.floor(n / 2)] ?? 0)}, ` +
      `slowest ${seconds(sorted.at(-1) ?? 0)}`,
  );
}
async function once(db: Db, what: string, statement: string) {
  const started = performance.now();
  await db.execute(sql.raw(statement));
  console.log(`${what}: ${seconds(performance.now() - started)}`);
}

try {
  const unbounded = await openDatabase({ url, statementTimeoutMs: 0 });
  try {
    const { db } = unbounded;
    let [stMarys] = await db.select().from(organisations).where(eq(organisations.urlCode, 'stmarys'));
    if (!stMarys) {
      await seedDemo(db, { appActivity: false });
      [stMarys] = await db.select().from(organisations).where(eq(organisations.urlCode, 'stmarys'));
    }
    if (!stMarys) throw new Error('the demo data has no St Mary’s');
    console.error(`growing St Mary's to ${step.appEvents} app events and ${step.answers} answers…`);
    await grow(db, stMarys.id, step);
    await db.execute(sql`analyze`);
    const sizes = (await db.execute(sql`select (select count(*) from users)::int as users,
      (select count(*) from app_sessions)::int + (select count(*) from app_focus_time)::int
        + (select count(*) from app_moods)::int as events,
      (select count(*) from questionnaire_responses)::int as answers,
      (select max(n) from (select count(*) as n from questionnaire_responses group by questionnaire_id) q)::int as largest`)) as unknown as {
      rows: Record<string, number>[];
    };
    console.log(`on PostgreSQL: ${JSON.stringify(sizes.rows[0])}`);
    await once(
      db,
      'app roll-ups in one statement block, app_rollups_rebuild()',
      'select app_rollups_rebuild()',
    );
    await once(
      db,
      'questionnaire summary in one statement block, questionnaire_answer_counts_rebuild()',
      'select questionnaire_answer_counts_rebuild()',
    );
  } finally {
    await unbounded.close();
  }
  // As the jobs run: on the server's pool, each statement bound by its timeout (15 s by default).
  const bounded = await openDatabase({ url });
  try {
    await batched('app roll-ups in batches (usage.rollup-rebuild)', (afterBatch) =>
      createUsageRollupRebuild(bounded.db, { afterBatch }).run(),
    );
    await batched('questionnaire summary in batches (questionnaires.rollup-rebuild)', (afterBatch) =>
      createRollupRebuild(bounded.db, { afterBatch }).run(),
    );
  } finally {
    await bounded.close();
  }
} finally {
  await cluster?.stop();
}
