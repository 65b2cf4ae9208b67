import { eq, sql } from 'drizzle-orm';
import { ADVISORY_LOCK_NAMESPACE, type Db } from '../../db/client.ts';
import { runBatches } from '../../jobs/batches.ts';
import { batchProgress } from '../../jobs/schema.ts';

/** The job (and its progress row's name) that rebuilds the questionnaire summary's roll-ups. */
export const ROLLUP_REBUILD = 'questionnaires.rollup-rebuild';

/** Responses a batch recounts: a questionnaire of more is split across batches. */
const BATCH_RESPONSES = 5_000;
/** The advisory lock's second key that orders the batches with the trigger (migration usage_rollup_batches). */
const LOCK = 3;

/** Where a run has got to: the last (questionnaire, response) a committed batch recounted. */
type Place = { questionnaire: string; response: string } | null;
const placeOf = (after: string | null): Place => {
  if (!after) return null;
  const [questionnaire = '', response] = after.split('/');
  // A place of a questionnaire alone (a run begun before batches were of responses) is past all its responses.
  return { questionnaire, response: response || 'ffffffff-ffff-ffff-ffff-ffffffffffff' };
};

/**
 * The summary's roll-ups (`questionnaire_answer_counts`, `questionnaire_answer_texts`) rebuilt from
 * the responses in batches of responses, in (questionnaire, response id) order, while the server
 * works: each batch empties the counts of the questionnaires it starts, adds its responses' counts and
 * rewrites their texts, and records the last response it recounted in `batch_progress`, in one
 * transaction, so a run that stops (a deploy, a crash) resumes after the last batch that committed,
 * and ends with the roll-up `questionnaire_answer_counts_rebuild()` gives. A questionnaire of more
 * responses than a batch is split: until the run reaches a response, the trigger that keeps the
 * roll-ups on every write leaves it out (it reads the place in `batch_progress`), and the batch that
 * reaches it counts it from the row; a response already recounted is counted by the trigger as always.
 * A batch holds the roll-ups' advisory lock exclusively and the trigger holds it shared, so writes under
 * way finish before a batch starts and writes during one wait for it, then read its place: no answer is
 * counted twice or lost (reads of the summary go on; a questionnaire part-way through shows the
 * responses recounted so far).
 */
export function createRollupRebuild(
  db: Db,
  options: { batchResponses?: number; afterBatch?: (batches: number) => Promise<void> } = {},
) {
  const size = options.batchResponses ?? BATCH_RESPONSES;
  const lock = (tx: Pick<Db, 'execute'>) =>
    tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_NAMESPACE}, ${LOCK})`);

  /** One batch; false once there was nothing left (the run is then finished). */
  const batch = () =>
    db.transaction(async (tx) => {
      await lock(tx);
      const [progress] = await tx
        .select()
        .from(batchProgress)
        .where(eq(batchProgress.name, ROLLUP_REBUILD))
        .for('update');
      const after = placeOf(progress?.after ?? null);
      const past = (q: string, r: string) =>
        after
          ? sql`(${sql.raw(q)}, ${sql.raw(r)}) > (${after.questionnaire}::uuid, ${after.response}::uuid)`
          : sql`true`;
      const { rows } = (await tx.execute(
        sql`select questionnaire_id, id from questionnaire_responses where ${past('questionnaire_id', 'id')}
          order by questionnaire_id, id limit ${size}`,
      )) as unknown as { rows: { questionnaire_id: string; id: string }[] };
      const last = rows.at(-1);
      if (last === undefined) {
        // Counts of questionnaires after the last response (without any), and rows of responses or
        // questionnaires that are gone (none should be), then the run is done.
        if (after)
          await tx.execute(
            sql`delete from questionnaire_answer_counts where questionnaire_id > ${after.questionnaire}::uuid`,
          );
        else await tx.execute(sql`delete from questionnaire_answer_counts`);
        await tx.execute(
          sql`delete from questionnaire_answer_counts c where not exists (select 1 from questionnaires q where q.id = c.questionnaire_id)`,
        );
        await tx.execute(
          sql`delete from questionnaire_answer_texts t where not exists (select 1 from questionnaire_responses r where r.id = t.response_id)`,
        );
        await tx
          .update(batchProgress)
          .set({ finishedAt: new Date() })
          .where(eq(batchProgress.name, ROLLUP_REBUILD));
        return false;
      }
      /** This batch's responses, by the columns that name them. */
      const range = (q: string, r: string) =>
        sql`${past(q, r)} and (${sql.raw(q)}, ${sql.raw(r)}) <= (${last.questionnaire_id}::uuid, ${last.id}::uuid)`;
      // The questionnaires this batch starts are emptied; the one it goes on with keeps what it has.
      await tx.execute(sql`delete from questionnaire_answer_counts where questionnaire_id <= ${last.questionnaire_id}::uuid
        ${after ? sql`and questionnaire_id > ${after.questionnaire}::uuid` : sql``}`);
      await tx.execute(sql`insert into questionnaire_answer_counts as c (questionnaire_id, link_id, kind, value, n)
        select r.questionnaire_id, k.link_id, k.kind, k.value, count(*)
        from questionnaire_responses r
        cross join lateral questionnaire_answer_keys(r.status, r.answers, r.score) k
        where ${range('r.questionnaire_id', 'r.id')}
        group by 1, 2, 3, 4 order by 1, 2, 3, 4
        on conflict (questionnaire_id, link_id, kind, value) do update set n = c.n + excluded.n`);
      await tx.execute(sql`delete from questionnaire_answer_texts where response_id in
        (select id from questionnaire_responses where ${range('questionnaire_id', 'id')})`);
      await tx.execute(sql`insert into questionnaire_answer_texts
        select t.* from questionnaire_responses r
        cross join lateral questionnaire_answer_text_rows(r.id, r.questionnaire_id, r.answers, r.answered_at, r.assigned_at) t
        where r.status = 'completed' and ${range('r.questionnaire_id', 'r.id')}`);
      await tx
        .update(batchProgress)
        .set({ after: `${last.questionnaire_id}/${last.id}`, batches: sql`${batchProgress.batches} + 1` })
        .where(eq(batchProgress.name, ROLLUP_REBUILD));
      return true;
    });

  return {
    /** Rebuilds to the end (`runBatches`): answers how many batches this call ran. */
    run: (): Promise<number> =>
      runBatches(db, ROLLUP_REBUILD, { lock, batch, afterBatch: options.afterBatch }),
  };
}
