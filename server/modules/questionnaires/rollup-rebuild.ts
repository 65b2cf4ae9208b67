import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { batchProgress } from '../../jobs/schema.ts';

/** The job (and its progress row's name) that rebuilds the questionnaire summary's roll-ups. */
export const ROLLUP_REBUILD = 'questionnaires.rollup-rebuild';

/** Questionnaires a batch rebuilds: each is taken whole (see below why one is never split). */
const BATCH_QUESTIONNAIRES = 20;

/**
 * The summary's roll-ups (`questionnaire_answer_counts`, `questionnaire_answer_texts`) rebuilt from
 * the responses in batches of questionnaires, in id order, while the server works: each batch
 * deletes and recomputes its questionnaires' rows and records the last id it finished in
 * `batch_progress`, in one transaction, so a run that stops (a deploy, a crash) resumes after the
 * last batch that committed, and ends with the roll-up one `questionnaire_answer_counts_rebuild()`
 * gives. A batch takes the two tables in EXCLUSIVE mode: the trigger that keeps them on every write
 * of a response waits until the batch commits, then adds its change to the rebuilt rows, so no
 * answer is counted twice or lost (reads of the summary go on). A questionnaire is never split: a
 * change to a response not yet recounted would be added to counts that never held it.
 */
export function createRollupRebuild(
  db: Db,
  options: { batchQuestionnaires?: number; afterBatch?: (batches: number) => Promise<void> } = {},
) {
  const size = options.batchQuestionnaires ?? BATCH_QUESTIONNAIRES;

  /** One batch; false once there was nothing left (the run is then finished). */
  const batch = () =>
    db.transaction(async (tx) => {
      await tx.execute(
        sql`lock table questionnaire_answer_counts, questionnaire_answer_texts in exclusive mode`,
      );
      const [progress] = await tx
        .select()
        .from(batchProgress)
        .where(eq(batchProgress.name, ROLLUP_REBUILD))
        .for('update');
      const after = progress?.after ?? null;
      const { rows } = (await tx.execute(
        sql`select id from questionnaires ${after ? sql`where id > ${after}::uuid` : sql``} order by id limit ${size}`,
      )) as unknown as { rows: { id: string }[] };
      const last = rows.at(-1)?.id;
      if (last === undefined) {
        // Rows of questionnaires that are gone (none should be), then the run is done.
        await tx.execute(
          sql`delete from questionnaire_answer_counts c where not exists (select 1 from questionnaires q where q.id = c.questionnaire_id)`,
        );
        await tx.execute(
          sql`delete from questionnaire_answer_texts t where not exists (select 1 from questionnaires q where q.id = t.questionnaire_id)`,
        );
        await tx
          .update(batchProgress)
          .set({ finishedAt: new Date() })
          .where(eq(batchProgress.name, ROLLUP_REBUILD));
        return false;
      }
      /** This batch's questionnaires, by the column that names them. */
      const range = (column: string) => {
        const id = sql.raw(column);
        return after ? sql`${id} > ${after}::uuid and ${id} <= ${last}::uuid` : sql`${id} <= ${last}::uuid`;
      };
      await tx.execute(sql`delete from questionnaire_answer_counts where ${range('questionnaire_id')}`);
      await tx.execute(sql`insert into questionnaire_answer_counts (questionnaire_id, link_id, kind, value, n)
        select r.questionnaire_id, k.link_id, k.kind, k.value, count(*)
        from questionnaire_responses r
        cross join lateral questionnaire_answer_keys(r.status, r.answers, r.score) k
        where ${range('r.questionnaire_id')}
        group by 1, 2, 3, 4`);
      await tx.execute(sql`delete from questionnaire_answer_texts where ${range('questionnaire_id')}`);
      await tx.execute(sql`insert into questionnaire_answer_texts
        select t.* from questionnaire_responses r
        cross join lateral questionnaire_answer_text_rows(r.id, r.questionnaire_id, r.answers, r.answered_at, r.assigned_at) t
        where r.status = 'completed' and ${range('r.questionnaire_id')}`);
      await tx
        .update(batchProgress)
        .set({ after: last, batches: sql`${batchProgress.batches} + 1` })
        .where(eq(batchProgress.name, ROLLUP_REBUILD));
      return true;
    });

  return {
    /**
     * Rebuilds to the end: resumes an unfinished run where its last batch ended, or starts a new one
     * when the last run finished (or none ran). Answers how many batches this call ran.
     */
    async run(): Promise<number> {
      await db
        .insert(batchProgress)
        .values({ name: ROLLUP_REBUILD })
        .onConflictDoUpdate({
          target: batchProgress.name,
          set: { after: null, batches: 0, startedAt: new Date(), finishedAt: null },
          setWhere: sql`${batchProgress.finishedAt} is not null`,
        });
      let ran = 0;
      while (await batch()) {
        ran += 1;
        await options.afterBatch?.(ran);
      }
      return ran;
    },
  };
}
