import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';
import { users } from '../users/schema.ts';
import { feelingToday, worriedAnswers } from './demo.ts';
import { createFlagEscalation } from './flag-escalation.ts';
import type { FlagRow } from './response-repository.ts';
import { createQuestionnairesRepository } from './repository.ts';
import { questionnaireFlags } from './schema.ts';

const ADMIN = 'admin@stmarys.test';
const GUARDIAN = 'guardian@stmarys.test';

// The queue runs the escalation job one at a time, but runs can still overlap: a run retried after its
// time limit while the first goes on, a worker process beside a server. Two runs that both read a flag
// as due before either claims it must tell people once.
describe.each(databaseTargets)('escalation runs that overlap on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('sends a due escalation once when two runs read it at the same moment', async () => {
    const { db } = t.database;
    const call = callerOf(t, await signInAll(t, [ADMIN, GUARDIAN]));
    const questionnaire = (await call(ADMIN, 'POST', '/questionnaire', feelingToday)).json().id as string;
    await call(ADMIN, 'PUT', '/questionnaire/status', { questionnaireId: questionnaire, status: 1 });
    const guardian = first(await db.select().from(users).where(eq(users.email, GUARDIAN)));
    const tobi = first(await db.select().from(users).where(eq(users.appCode, 'K7P3QX')));
    const asked = await call(ADMIN, 'POST', '/questionnaire/responses', {
      questionnaireId: questionnaire,
      userIds: [guardian.id],
      subjectPatientId: tobi.id,
    });
    const response = first(asked.json().data as { response_id: string }[]).response_id;
    const answered = await call(GUARDIAN, 'POST', `/questionnaire/responses/${response}/answers`, {
      answers: worriedAnswers,
    });
    expect(answered.statusCode).toBeLessThan(300);
    const flag = first(
      await db.select().from(questionnaireFlags).where(eq(questionnaireFlags.responseId, response)),
    );
    // Its time to escalate has come.
    await db
      .update(questionnaireFlags)
      .set({ nextEscalationAt: new Date(Date.now() - 1000) })
      .where(eq(questionnaireFlags.id, flag.id));

    // Both runs read the due flags before either goes on to claim them.
    const repo = createQuestionnairesRepository(db);
    let reads = 0;
    let bothRead: (value: undefined) => void = () => undefined;
    const read = new Promise<undefined>((resolve) => (bothRead = resolve));
    const racing: typeof repo = {
      ...repo,
      // The run only awaits the query the repository builds: a promise of its rows stands in for it.
      dueEscalations: (async (now: Date) => {
        const rows = await repo.dueEscalations(now);
        if (++reads === 2) bothRead(undefined);
        await read;
        return rows;
      }) as unknown as typeof repo.dueEscalations,
    };
    const told: string[] = [];
    const audited: string[] = [];
    const run = () =>
      createFlagEscalation({
        repo: racing,
        alerts: {
          escalated: (due: FlagRow) => {
            told.push(due.id);
            return Promise.resolve(1);
          },
        },
        audit: {
          record: (entry) => {
            audited.push(entry.subject ?? '');
            return Promise.resolve();
          },
        },
        now: () => Date.now(),
      }).run();
    await Promise.all([run(), run()]);

    expect(reads).toBe(2);
    expect(told.filter((id) => id === flag.id)).toHaveLength(1);
    expect(audited.filter((id) => id === flag.id)).toHaveLength(1);
    const after = first(await db.select().from(questionnaireFlags).where(eq(questionnaireFlags.id, flag.id)));
    expect(after.escalations).toBe(1);
    expect(after.nextEscalationAt?.getTime()).toBeGreaterThan(Date.now() + 3 * 3_600_000);
  });
});
