import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { batchProgress } from './schema.ts';

/**
 * Runs a piece of work done in batches (a roll-up's rebuild) to its end: resumes an unfinished run
 * where its last committed batch ended, or starts a new one when the last run finished (or none
 * ran). The run's row is (re)started under `lock`, as a batch takes it, so that a run starts once
 * the writes under way have committed. `batch` does one batch and records its place in
 * `batch_progress`, answering false once nothing was left. Answers how many batches this call ran.
 */
export async function runBatches(
  db: Db,
  name: string,
  work: {
    lock: (tx: Pick<Db, 'execute'>) => Promise<unknown>;
    batch: () => Promise<boolean>;
    afterBatch?: ((batches: number) => Promise<void>) | undefined;
  },
): Promise<number> {
  await db.transaction(async (tx) => {
    await work.lock(tx);
    await tx
      .insert(batchProgress)
      .values({ name })
      .onConflictDoUpdate({
        target: batchProgress.name,
        set: { after: null, batches: 0, startedAt: new Date(), finishedAt: null },
        setWhere: sql`${batchProgress.finishedAt} is not null`,
      });
  });
  let ran = 0;
  while (await work.batch()) {
    ran += 1;
    await work.afterBatch?.(ran);
  }
  return ran;
}
