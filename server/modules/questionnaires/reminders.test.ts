import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { londonDayAfter } from '../../../src/api/contracts/questionnaires.ts';
import { organisations } from '../organisations/schema.ts';
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
import { calmAnswers, feelingToday } from './demo.ts';

const ADMIN = 'admin@stmarys.test';
const GUARDIAN = 'guardian@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';
const DAY = 86_400_000;

describe.each(databaseTargets)('questionnaire repeats and reminders on $name', (target) => {
  let t: TestApp;
  const start = Date.now();
  let clock = start;
  let questionnaire: string;
  let guardianId: string;
  let before: number;
  let firstResponse: string;
  let repeatResponse: string;

  /** Calls as a user signed in at the clock's time (a week on, the morning's session is gone). */
  const call = async (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    callerOf(t, await signInAll(t, [who]))(who, method, url, payload);
  /** The clock on `days` after the assignment, and one run of the schedule. */
  const runAt = async (days: number) => {
    clock = start + days * DAY;
    await runJob(t);
  };
  /** The guardian's e-mails since the assignment, oldest first. */
  const mails = async () => (await mailsTo(t.database.db, GUARDIAN)).slice(0, -before || undefined).reverse();
  const newMails = async () => (await mailsTo(t.database.db, GUARDIAN)).length - before;
  const assignBody = (extra: Record<string, unknown>) => ({
    questionnaireId: questionnaire,
    userIds: [guardianId],
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp(target, { now: () => clock });
    const { db } = t.database;
    const guardian = first(await db.select().from(users).where(eq(users.email, GUARDIAN)));
    guardianId = guardian.id;
    // The guardian reads Spanish: every e-mail is in Spanish.
    await db.update(users).set({ language: 'es' }).where(eq(users.id, guardianId));
    questionnaire = (await call(ADMIN, 'POST', '/questionnaire', feelingToday)).json().id;
    await call(ADMIN, 'PUT', '/questionnaire/status', { questionnaireId: questionnaire, status: 1 });
    before = (await mailsTo(db, GUARDIAN)).length;
  });
  afterAll(() => t.close());

  it('refuses repeat and reminder settings out of bounds, naming the field', async () => {
    const refused = async (extra: Record<string, unknown>, path: string) => {
      const res = await call(ADMIN, 'POST', '/questionnaire/responses', assignBody(extra));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.map((f: { path: string }) => f.path)).toEqual([path]);
    };
    const until = londonDayAfter(30);
    await refused({ repeat: { every: 53, unit: 'week', until } }, 'repeat.every');
    await refused({ repeat: { every: 366, unit: 'day', until } }, 'repeat.every');
    await refused({ repeat: { every: 0, unit: 'day', until } }, 'repeat.every');
    await refused({ repeat: { every: 1, unit: 'month', until } }, 'repeat.unit');
    await refused({ repeat: { every: 1, unit: 'week', until: londonDayAfter(0) } }, 'repeat.until');
    await refused({ repeat: { every: 1, unit: 'week', until: londonDayAfter(800) } }, 'repeat.until');
    await refused({ remind: { afterDays: 0, atMost: 2 } }, 'remind.afterDays');
    await refused({ remind: { afterDays: 31, atMost: 2 } }, 'remind.afterDays');
    await refused({ remind: { afterDays: 2, atMost: 6 } }, 'remind.atMost');
    expect(await newMails()).toBe(0);
  });

  it('day 0: the assigned e-mail only, written with the response', async () => {
    const res = await call(
      ADMIN,
      'POST',
      '/questionnaire/responses',
      assignBody({
        repeat: { every: 1, unit: 'week', until: londonDayAfter(10, start) },
        remind: { afterDays: 2, atMost: 2 },
      }),
    );
    expect(res.statusCode).toBe(201);
    firstResponse = first(res.json().data as { response_id: string }[]).response_id;
    // Written in the answer's transaction: nothing to wait for.
    const [assigned] = await mails();
    expect(assigned?.subject).toBe('Un cuestionario para responder');
    expect(assigned?.link).toBe(`http://localhost:3000/questionnaires/answer/${firstResponse}`);
    await runAt(0);
    expect(await newMails()).toBe(1);
  });

  it('day 1: nothing; day 2: the first reminder, in Spanish with the answering link, once', async () => {
    await runAt(1);
    expect(await newMails()).toBe(1);
    await runAt(2);
    const [, reminder] = await mails();
    expect(reminder?.subject).toBe('Recordatorio: un cuestionario para responder');
    expect(reminder?.text).toContain('«¿Cómo te sientes hoy?»');
    expect(reminder?.link).toBe(`http://localhost:3000/questionnaires/answer/${firstResponse}`);
    await runAt(2);
    await runAt(2 + 1 / 24);
    expect(await newMails()).toBe(2);
  });

  it('day 4: the second reminder; day 6: no third', async () => {
    await runAt(4);
    expect(await newMails()).toBe(3);
    await runAt(6);
    expect(await newMails()).toBe(3);
  });

  it('day 7: the repeat, a new response to answer with its e-mail; the unanswered one is retired', async () => {
    await runAt(7);
    await runAt(7);
    expect(await newMails()).toBe(4);
    const repeat = (await mails())[3];
    expect(repeat?.subject).toBe('Un cuestionario para responder');
    const mine = (await call(GUARDIAN, 'GET', '/questionnaire/mine')).json().data;
    const pending = mine.filter((m: { questionnaire_id: string }) => m.questionnaire_id === questionnaire);
    expect(pending).toHaveLength(1);
    repeatResponse = pending[0].response_id;
    expect(repeatResponse).not.toBe(firstResponse);
    expect(repeat?.link).toBe(`http://localhost:3000/questionnaires/answer/${repeatResponse}`);
    const late = await call(GUARDIAN, 'POST', `/questionnaire/responses/${firstResponse}/answers`, {
      answers: calmAnswers,
    });
    expect(late.statusCode).toBe(409);
  });

  it('answering stops the reminders; past the end date nothing repeats', async () => {
    await runAt(8);
    const answered = await call(GUARDIAN, 'POST', `/questionnaire/responses/${repeatResponse}/answers`, {
      answers: calmAnswers,
    });
    expect(answered.statusCode).toBe(200);
    await runAt(9);
    await runAt(11);
    await runAt(14);
    await runAt(21);
    expect(await newMails()).toBe(4);
  });

  it('shows the admin each assignment with what was sent, when and its state, never the link', async () => {
    clock = start + 21 * DAY;
    const url = `/questionnaire/assignments?questionnaireId=${questionnaire}`;
    const res = await call(ADMIN, 'GET', url);
    expect(res.statusCode).toBe(200);
    const [assignment] = res.json().data;
    expect(assignment).toMatchObject({
      repeat: { every: 1, unit: 'week' },
      remind: { afterDays: 2, atMost: 2 },
      recipients: [{ id: guardianId }],
    });
    const sends = assignment.sends as {
      kind: string;
      sent_at: string;
      state: string;
      recipient: { id: string };
    }[];
    expect(sends.map((s) => [s.kind, Math.round((Date.parse(s.sent_at) - start) / DAY)])).toEqual([
      ['assigned', 0],
      ['reminder', 2],
      ['reminder', 4],
      ['repeat', 7],
    ]);
    expect(sends.every((s) => s.state === 'queued' && s.recipient.id === guardianId)).toBe(true);
    expect(res.body).not.toContain('/questionnaires/answer/');
    expect((await call(GUARDIAN, 'GET', url)).statusCode).toBe(403);
    // Hospital Infantil has no Questionnaires feature; with it, the questionnaire reads as missing.
    expect((await call(OTHER_ADMIN, 'GET', url)).json()).toMatchObject({ status: 403, code: 'Forbidden' });
    const infantil = first(
      await t.database.db.select().from(organisations).where(eq(organisations.urlCode, 'infantil')),
    );
    await t.database.db
      .update(organisations)
      .set({ features: ['Questionnaires'] })
      .where(eq(organisations.id, infantil.id));
    expect((await call(OTHER_ADMIN, 'GET', url)).json()).toMatchObject({
      status: 404,
      code: 'ResourceNotFound',
    });
  });
});
