import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { londonDayAfter } from '../../../src/api/contracts/questionnaires.ts';
import { scheduledFailures } from '../../jobs/schema.ts';
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
import { createFamiliesRepository } from '../families/index.ts';
import { feelingToday } from './demo.ts';
import { createReminders } from './reminders.ts';
import { createQuestionnairesRepository } from './repository.ts';

const ADMIN = 'admin@stmarys.test';
const GUARDIAN = 'guardian@stmarys.test';
const SPANISH = 'family04@stmarys.test';
const DAY = 86_400_000;

describe.each(databaseTargets)(
  'questionnaire repeats and reminders that cannot happen on $name',
  (target) => {
    let t: TestApp;
    const start = Date.now();
    let clock = start;
    let ids: { guardian: string; spanish: string; stMarys: string };
    let repeating: string;

    const call = async (
      who: string,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: unknown,
    ) => callerOf(t, await signInAll(t, [who]))(who, method, url, payload);
    const runAt = async (days: number) => {
      clock = start + days * DAY;
      await runJob(t);
    };
    const failures = () => t.database.db.select().from(scheduledFailures).orderBy(scheduledFailures.failedAt);
    /** An active questionnaire assigned to one person with these settings. */
    const assigned = async (userId: string, settings: Record<string, unknown>) => {
      const id = (await call(ADMIN, 'POST', '/questionnaire', feelingToday)).json().id as string;
      await call(ADMIN, 'PUT', '/questionnaire/status', { questionnaireId: id, status: 1 });
      const res = await call(ADMIN, 'POST', '/questionnaire/responses', {
        questionnaireId: id,
        userIds: [userId],
        ...settings,
      });
      expect(res.statusCode).toBe(201);
      return id;
    };
    const upcoming = () =>
      createReminders({
        repo: createQuestionnairesRepository(t.database.db),
        families: createFamiliesRepository(t.database.db),
        mailer: { send: () => Promise.reject(new Error('nothing is sent while looking ahead')) },
        publicUrl: '',
        now: () => clock,
        reportScheduledFailure: () => Promise.reject(new Error('nothing fails while looking ahead')),
      }).upcoming({ organisationId: ids.stMarys, now: new Date(clock), limit: 10 });

    beforeAll(async () => {
      t = await createTestApp(target, { now: () => clock });
      const byEmail = async (email: string) =>
        first(await t.database.db.select().from(users).where(eq(users.email, email)));
      const guardian = await byEmail(GUARDIAN);
      ids = {
        guardian: guardian.id,
        spanish: (await byEmail(SPANISH)).id,
        stMarys: guardian.organisationId as string,
      };
    });
    afterAll(() => t.close());

    it('tells what is due next: the repeat and the reminder, named by the questionnaire', async () => {
      repeating = await assigned(ids.guardian, {
        repeat: { every: 3, unit: 'day', until: londonDayAfter(20, start) },
        remind: { afterDays: 1, atMost: 1 },
      });
      const work = await upcoming();
      expect(work.map((w) => [w.kind, w.subject, (Date.parse(w.dueAt) - start) / DAY])).toEqual([
        ['reminder', 'How are you feeling today?', 1],
        ['repeat', 'How are you feeling today?', 3],
      ]);
      expect(work[0]?.organisation?.id).toBe(ids.stMarys);
    });

    it('a deleted questionnaire stops its repeats: the admins are told once', async () => {
      expect((await call(ADMIN, 'DELETE', '/questionnaire', { ids: [repeating] })).statusCode).toBe(204);
      const adminMails = (await mailsTo(t.database.db, ADMIN)).length;
      await runAt(3);
      await runAt(6);
      expect((await failures()).map((f) => [f.kind, f.subject, f.reason])).toEqual([
        ['repeat', 'How are you feeling today?', 'The questionnaire was deleted'],
      ]);
      expect(await mailsTo(t.database.db, ADMIN)).toHaveLength(adminMails + 1);
      expect(await upcoming()).toEqual([]);
    });

    it('a guardian without an address: the reminder is logged as not sent, and reported once', async () => {
      clock = start + 6 * DAY;
      const questionnaire = await assigned(ids.spanish, { remind: { afterDays: 1, atMost: 3 } });
      await t.database.db.update(users).set({ email: null }).where(eq(users.id, ids.spanish));
      await runAt(7);
      await runAt(8);
      await runAt(9);
      const reminders = (await failures()).filter((f) => f.kind === 'reminder');
      expect(reminders.map((f) => f.reason)).toEqual(['The guardian has no e-mail address']);
      const [assignment] = (
        await call(ADMIN, 'GET', `/questionnaire/assignments?questionnaireId=${questionnaire}`)
      ).json().data;
      expect(
        assignment.sends.map((s: { kind: string; state: string | null; failure: string | null }) => [
          s.kind,
          s.state,
          s.failure,
        ]),
      ).toEqual([
        ['assigned', 'queued', null],
        ['reminder', null, 'The guardian has no e-mail address'],
        ['reminder', null, 'The guardian has no e-mail address'],
        ['reminder', null, 'The guardian has no e-mail address'],
      ]);
    });
  },
);
