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
import { questionnaireResponses } from './schema.ts';
import { createRollupRebuild, ROLLUP_REBUILD } from './rollup-rebuild-queries.ts';
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
    const all = await db.select({ id: questionnaireResponses.id }).from(questionnaireResponses);
    expect(all.length).toBeGreaterThanOrEqual(12);
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

    // Stopped after its second batch (two responses a batch).
    const stopped = createRollupRebuild(db, {
      batchResponses: 2,
      afterBatch: async (n) => {
        if (n === 2) throw new Error('the server stopped');
      },
    });
    await expect(stopped.run()).rejects.toThrow('the server stopped');
    const [progress] = await db.select().from(batchProgress).where(eq(batchProgress.name, ROLLUP_REBUILD));
    expect(progress).toMatchObject({ batches: 2, finishedAt: null });

    // Answers written while it is stopped, before and after where it stopped.
    const completed = await db
      .select({ id: questionnaireResponses.id })
      .from(questionnaireResponses)
      .where(eq(questionnaireResponses.status, 'completed'));
    for (const { id } of completed.slice(0, 4))
      await db
        .update(questionnaireResponses)
        .set({ answers: worriedAnswers, score: 8 })
        .where(eq(questionnaireResponses.id, id));

    const resumed = createRollupRebuild(db, { batchResponses: 2 });
    expect(await resumed.run()).toBe(Math.ceil(all.length / 2) - 2);
    const done = first(await db.select().from(batchProgress).where(eq(batchProgress.name, ROLLUP_REBUILD)));
    expect(done.batches).toBe(Math.ceil(all.length / 2));
    expect(done.finishedAt).not.toBeNull();
    const rebuilt = await rollups(t);
    await db.execute(sql`select questionnaire_answer_counts_rebuild()`);
    expect(rebuilt).toEqual(await rollups(t));
    expect(rebuilt.texts.length).toBeGreaterThan(0);

    // A finished run does not stop the next from starting from the beginning.
    expect(await createRollupRebuild(db, { batchResponses: 5 }).run()).toBe(Math.ceil(all.length / 5));
    expect(await rollups(t)).toEqual(rebuilt);
  });

  it('splits a questionnaire larger than a batch and counts once an answer written part-way', async () => {
    const { db } = t.database;
    const [target] = await db
      .select({ id: questionnaireResponses.questionnaireId, n: sql<number>`count(*)::int` })
      .from(questionnaireResponses)
      .groupBy(questionnaireResponses.questionnaireId)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    const questionnaireId = (target as { id: string }).id;
    const responses = await db
      .select({ id: questionnaireResponses.id, status: questionnaireResponses.status })
      .from(questionnaireResponses)
      .where(eq(questionnaireResponses.questionnaireId, questionnaireId))
      .orderBy(questionnaireResponses.id);
    expect(responses.length).toBeGreaterThanOrEqual(4);
    let split = 0;
    const written: string[] = [];
    const run = createRollupRebuild(db, {
      batchResponses: 1,
      afterBatch: async () => {
        const place = first(
          await db.select().from(batchProgress).where(eq(batchProgress.name, ROLLUP_REBUILD)),
        ).after;
        const [questionnaire, response] = (place ?? '').split('/') as [string, string];
        if (questionnaire !== questionnaireId) return;
        split += 1;
        // Part-way through the questionnaire: one response it has recounted and one it has not reached
        // change their answers (to others than they had), and one of each is taken away.
        const done = responses.filter((r) => r.id <= response);
        const ahead = responses.filter((r) => r.id > response);
        if (written.length || done.length < 2 || ahead.length < 2) return;
        for (const r of [done[0], ahead[0]] as { id: string }[]) {
          written.push(r.id);
          const [was] = await db
            .select({ score: questionnaireResponses.score })
            .from(questionnaireResponses)
            .where(eq(questionnaireResponses.id, r.id));
          const worried = was?.score !== 8;
          await db
            .update(questionnaireResponses)
            .set({
              status: 'completed',
              answers: worried ? worriedAnswers : calmAnswers,
              score: worried ? 8 : 1,
              answeredAt: new Date(),
            })
            .where(eq(questionnaireResponses.id, r.id));
        }
        for (const r of [done[1], ahead[1]] as { id: string }[])
          await db.delete(questionnaireResponses).where(eq(questionnaireResponses.id, r.id));
      },
    });
    expect(await run.run()).toBeGreaterThan(responses.length);
    // A batch a response: the questionnaire was the place of all but the one taken away ahead.
    expect(split).toBe(responses.length - 1);
    expect(written).toHaveLength(2);
    const rebuilt = await rollups(t);
    await db.execute(sql`select questionnaire_answer_counts_rebuild()`);
    expect(rebuilt).toEqual(await rollups(t));
    // What the summary shows of that questionnaire: each response once under its status.
    const statuses = (rebuilt.counts as { questionnaire_id: string; kind: string; n: number }[])
      .filter((c) => c.questionnaire_id === questionnaireId && c.kind === 'response')
      .reduce((sum, c) => sum + c.n, 0);
    expect(statuses).toBe(responses.length - 2);
  });
});
