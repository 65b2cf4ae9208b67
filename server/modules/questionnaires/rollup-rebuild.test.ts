import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';
import { askablePeople } from './test-people.ts';
import { batchProgress } from '../../jobs/schema.ts';
import { questionnaireResponses, questionnaires } from './schema.ts';
import { createRollupRebuild, ROLLUP_REBUILD } from './rollup-rebuild.ts';
import { calmAnswers, feelingToday, worriedAnswers } from './demo.ts';

const ADMIN = 'admin@stmarys.test';

/** Both roll-ups whole, in a fixed order: what the summary reads. */
async function rollups(t: TestApp) {
  const { db } = t.database;
  const counts = (await db.execute(sql`select questionnaire_id, link_id, kind, value, n::int as n
    from questionnaire_answer_counts order by 1, 2, 3, 4`)) as unknown as { rows: unknown[] };
  const texts = (await db.execute(sql`select * from questionnaire_answer_texts
    order by response_id, item_ord, value_ord, kind`)) as unknown as { rows: unknown[] };
  return { counts: counts.rows, texts: texts.rows };
}

describe.each(databaseTargets)('the roll-ups rebuilt in batches on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
    // Three more questionnaires beside the demo's, each asked of four people, three of whom answered.
    const call = callerOf(t, await signInAll(t, [ADMIN]));
    const { db } = t.database;
    const people = await askablePeople(db, ADMIN, 4);
    for (let q = 0; q < 3; q += 1) {
      const id = (await call(ADMIN, 'POST', '/questionnaire', feelingToday)).json().id;
      await call(ADMIN, 'PUT', '/questionnaire/status', { questionnaireId: id, status: 1 });
      const assigned = await call(ADMIN, 'POST', '/questionnaire/responses', {
        questionnaireId: id,
        userIds: people.map((p) => p.id),
      });
      const asked = assigned.json().data as { response_id: string }[];
      for (const [i, a] of asked.slice(1).entries())
        await db
          .update(questionnaireResponses)
          .set({
            status: 'completed',
            answers: (i + q) % 2 ? worriedAnswers : calmAnswers,
            score: (i + q) % 2 ? 8 : 1,
            answeredAt: new Date(Date.UTC(2026, 2, 29, q, 30, i)),
          })
          .where(eq(questionnaireResponses.id, a.response_id));
    }
  });
  afterAll(() => t.close());

  it('resumes a stopped rebuild after its last batch and ends with the roll-up of a full one', async () => {
    const { db } = t.database;
    const all = await db.select({ id: questionnaires.id }).from(questionnaires);
    expect(all.length).toBeGreaterThanOrEqual(3);
    await db.execute(sql`select questionnaire_answer_counts_rebuild()`);
    const before = await rollups(t);
    expect(before.counts.length).toBeGreaterThan(0);
    expect(before.texts.length).toBeGreaterThan(0);
    // Roll-ups gone wrong: counts lost, one inflated, one of a questionnaire that no longer exists, texts lost.
    await db.execute(sql`delete from questionnaire_answer_counts where kind = 'coding'`);
    await db.execute(sql`update questionnaire_answer_counts set n = n + 5 where kind = 'response'`);
    await db.execute(
      sql`insert into questionnaire_answer_counts values (gen_random_uuid(), '', 'response', 'pending', 3)`,
    );
    await db.execute(sql`delete from questionnaire_answer_texts`);

    // Stopped after its second batch (a questionnaire a batch).
    const stopped = createRollupRebuild(db, {
      batchQuestionnaires: 1,
      afterBatch: async (n) => {
        if (n === 2) throw new Error('the server stopped');
      },
    });
    await expect(stopped.run()).rejects.toThrow('the server stopped');
    const [progress] = await db.select().from(batchProgress).where(eq(batchProgress.name, ROLLUP_REBUILD));
    expect(progress).toMatchObject({ batches: 2, finishedAt: null });

    // Answers written while it is stopped, before and after where it stopped, reach the roll-up by the trigger.
    const completed = await db
      .select({ id: questionnaireResponses.id })
      .from(questionnaireResponses)
      .where(eq(questionnaireResponses.status, 'completed'));
    for (const { id } of completed.slice(0, 4))
      await db
        .update(questionnaireResponses)
        .set({ answers: worriedAnswers, score: 8 })
        .where(eq(questionnaireResponses.id, id));

    const resumed = createRollupRebuild(db, { batchQuestionnaires: 1 });
    expect(await resumed.run()).toBe(all.length - 2);
    const done = first(await db.select().from(batchProgress).where(eq(batchProgress.name, ROLLUP_REBUILD)));
    expect(done.batches).toBe(all.length);
    expect(done.finishedAt).not.toBeNull();
    const rebuilt = await rollups(t);
    await db.execute(sql`select questionnaire_answer_counts_rebuild()`);
    expect(rebuilt).toEqual(await rollups(t));
    expect(rebuilt.texts.length).toBeGreaterThan(0);

    // A finished run does not stop the next from starting from the beginning.
    expect(await createRollupRebuild(db, { batchQuestionnaires: 2 }).run()).toBe(Math.ceil(all.length / 2));
    expect(await rollups(t)).toEqual(rebuilt);
  });
});
