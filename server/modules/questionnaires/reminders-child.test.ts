import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { londonDayAfter } from '../../../src/api/contracts/questionnaires.ts';
import { users } from '../users/schema.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';
import { mailsTo } from '../../test/mail.ts';
import { runJob } from '../../test/job-clock.ts';
import { feelingToday } from './demo.ts';

const ADMIN = 'admin@stmarys.test';
const GUARDIAN = 'guardian@stmarys.test';
const DAY = 86_400_000;

describe.each(databaseTargets)('the e-mails about a child name the child on $name', (target) => {
  let t: TestApp;
  const start = Date.now();
  let clock = start;
  let before: number;

  const call = async (who: string, method: 'POST' | 'PUT', url: string, payload?: unknown) =>
    callerOf(t, await signInAll(t, [who]))(who, method, url, payload);
  /** The guardian's e-mails since the assignment, oldest first. */
  const mails = async () => (await mailsTo(t.database.db, GUARDIAN)).slice(0, -before || undefined).reverse();

  beforeAll(async () => {
    t = await createTestApp(target, { now: () => clock });
    const { db } = t.database;
    const guardian = first(await db.select().from(users).where(eq(users.email, GUARDIAN)));
    const tobi = first(await db.select().from(users).where(eq(users.appCode, 'K7P3QX')));
    // The guardian reads Arabic: the child's name sits in Arabic sentences.
    await db.update(users).set({ language: 'ar' }).where(eq(users.id, guardian.id));
    const questionnaire = (await call(ADMIN, 'POST', '/questionnaire', feelingToday)).json().id;
    await call(ADMIN, 'PUT', '/questionnaire/status', { questionnaireId: questionnaire, status: 1 });
    before = (await mailsTo(db, GUARDIAN)).length;
    const res = await call(ADMIN, 'POST', '/questionnaire/responses', {
      questionnaireId: questionnaire,
      userIds: [guardian.id],
      subjectPatientId: tobi.id,
      repeat: { every: 1, unit: 'week', until: londonDayAfter(10, start) },
      remind: { afterDays: 2, atMost: 1 },
    });
    expect(res.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it('day 0: the asked e-mail names Tobi', async () => {
    const [asked] = await mails();
    expect(asked?.subject).toBe('استبيان بانتظار إجابتك عن Tobi Okafor');
    expect(asked?.text).toContain('الأسئلة عن Tobi Okafor.');
  });

  it('day 2: the reminder names Tobi', async () => {
    clock = start + 2 * DAY;
    await runJob(t);
    const [, reminder] = await mails();
    expect(reminder?.subject).toBe('تذكير: استبيان بانتظار إجابتك عن Tobi Okafor');
    expect(reminder?.text).toContain('الأسئلة عن Tobi Okafor.');
  });

  it('day 7: the repeat names Tobi', async () => {
    clock = start + 7 * DAY;
    await runJob(t);
    const [, , repeat] = await mails();
    expect(repeat?.subject).toBe('استبيان بانتظار إجابتك عن Tobi Okafor');
    expect(repeat?.html).toContain('الأسئلة عن Tobi Okafor.');
  });
});
