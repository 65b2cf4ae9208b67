import { eq, sql, type SQL } from 'drizzle-orm';
import { ADVISORY_LOCK_NAMESPACE, type Db } from '../../db/client.ts';
import { runBatches } from '../../jobs/batches.ts';
import { batchProgress } from '../../jobs/schema.ts';

/** The job (and its progress row's name) that rebuilds the app analytics' roll-ups. */
export const USAGE_ROLLUP_REBUILD = 'usage.rollup-rebuild';

/** Users (patients or not: their ids are the key) whose per-patient roll-ups a batch rebuilds. */
const BATCH_PATIENTS = 500;
/** Days of an organisation whose totals a batch recomputes (from the first day it has after the last batch). */
const BATCH_DAYS = 14;
/** The advisory lock's second key that orders the batches with the triggers (migration usage_rollup_batches). */
const LOCK = 2;

/**
 * The app analytics' eleven roll-ups rebuilt from the raw rows (sessions, time in focus, moods) in
 * batches, while the app writes, in two parts:
 * 1. the per-patient roll-ups (days, first and last sessions, content days and spans), a range of user
 *    ids a batch, in id order, in every organisation (`app_rollups_rebuild_patients`);
 * 2. then each organisation's totals (usage, retention, content seconds, last days, moods), fourteen
 *    days a batch (from the first day with a row after the last batch: days without any are skipped),
 *    recomputed from its per-patient roll-ups and its moods (`app_rollups_rebuild_organisation`), and
 *    last the rows of organisations that no longer exist.
 * Each batch does its work and records its place in `batch_progress` in one transaction, so a run that
 * stops (a deploy, a crash) resumes after the last batch that committed. A batch holds the roll-ups'
 * advisory lock exclusively and the triggers hold it shared: writes under way commit before a batch
 * starts (its recount from the raw rows sees them), and writes during one wait for it, then add their
 * change to the rows it rebuilt. A write about rows the run has not reached yet changes the old rows,
 * which their batch then replaces whole; so an event written mid-rebuild is counted exactly once, and the
 * triggers need not know where the run is. Ends with what `app_rollups_rebuild()` gives.
 */
export function createUsageRollupRebuild(
  db: Db,
  options: {
    batchPatients?: number;
    batchDays?: number;
    afterBatch?: (batches: number) => Promise<void>;
  } = {},
) {
  const size = options.batchPatients ?? BATCH_PATIENTS;
  const days = options.batchDays ?? BATCH_DAYS;
  const lock = (tx: Pick<Db, 'execute'>) =>
    tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_NAMESPACE}, ${LOCK})`);
  const ids = async (tx: Pick<Db, 'execute'>, query: SQL) =>
    ((await tx.execute(query)) as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);

  /** One batch; false once there was nothing left (the run is then finished). */
  const batch = () =>
    db.transaction(async (tx) => {
      await lock(tx);
      const [progress] = await tx
        .select()
        .from(batchProgress)
        .where(eq(batchProgress.name, USAGE_ROLLUP_REBUILD))
        .for('update');
      const after = progress?.after ?? null;
      let place: string;
      if (after === null || after.startsWith('patients/')) {
        const from = after?.slice('patients/'.length) ?? null;
        const next = await ids(
          tx,
          sql`select id from users ${from ? sql`where id > ${from}::uuid` : sql``} order by id limit ${size}`,
        );
        // The last batch of patients takes every id after its first, whether a user has it or not.
        const last = next.length === size ? (next.at(-1) ?? null) : null;
        await tx.execute(sql`select app_rollups_rebuild_patients(${from}::uuid, ${last}::uuid)`);
        place = last ? `patients/${last}` : 'organisations/';
      } else {
        // `organisations/<id>/<day>`: that organisation's days up to that one are done.
        const [, done = '', through = null] = after.split('/');
        let organisation: string | null = done || null;
        let from = through;
        let next: string | null = null;
        while (next === null) {
          if (from === null) {
            // The next organisation, from its first day.
            [organisation = null] = await ids(
              tx,
              sql`select id from organisations ${organisation ? sql`where id > ${organisation}::uuid` : sql``}
                order by id limit 1`,
            );
            if (organisation === null) {
              await tx.execute(sql`select app_rollups_rebuild_strays()`);
              await tx
                .update(batchProgress)
                .set({ finishedAt: new Date() })
                .where(eq(batchProgress.name, USAGE_ROLLUP_REBUILD));
              return false;
            }
            from = '-infinity';
          }
          [next = null] = await ids(
            tx,
            sql`select app_rollups_next_day(${organisation}::uuid, ${from}::date)::text as id`,
          );
          if (next === null) from = null;
        }
        const [last = next] = await ids(tx, sql`select (${next}::date + ${days - 1}::int)::text as id`);
        await tx.execute(
          sql`select app_rollups_rebuild_organisation(${organisation}::uuid, ${from}::date, ${last}::date)`,
        );
        place = `organisations/${organisation}/${last}`;
      }
      await tx
        .update(batchProgress)
        .set({ after: place, batches: sql`${batchProgress.batches} + 1` })
        .where(eq(batchProgress.name, USAGE_ROLLUP_REBUILD));
      return true;
    });

  return {
    /** Rebuilds to the end (`runBatches`): answers how many batches this call ran. */
    run: (): Promise<number> =>
      runBatches(db, USAGE_ROLLUP_REBUILD, { lock, batch, afterBatch: options.afterBatch }),
  };
}
