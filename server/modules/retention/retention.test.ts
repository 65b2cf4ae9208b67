import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { RetentionSchedule } from '../../../src/api/contracts/retention.ts';
import { auditLog } from '../../audit/schema.ts';
import { mailOutbox } from '../../mail/schema.ts';
import { sessions } from '../auth/schema.ts';
import { issueReports } from '../issue-reports/schema.ts';
import { organisations } from '../organisations/schema.ts';
import { appFocusTime, appMoods, appSessions } from '../usage/schema.ts';
import { users } from '../users/schema.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';
import { sweepRetention } from './sweep-queries.ts';
import { RETENTION_SWEEP_JOB } from './index.ts';

const ADMIN = 'admin@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';
const GUARDIAN = 'guardian@stmarys.test';
const SUPER = 'super@lantern.test';
const DAY = 86_400_000;
/** The sweep's clock: every row below is placed in days before it. */
const NOW = Date.parse('2031-06-01T12:00:00Z');
const ago = (days: number) => new Date(NOW - days * DAY);

describe.each(databaseTargets)('data retention on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  const org = { stMarys: '', infantil: '' };
  const user = { stMarys: '', infantil: '' };

  beforeAll(async () => {
    t = await createTestApp(target);
    call = callerOf(t, await signInAll(t, [ADMIN, OTHER_ADMIN, GUARDIAN, SUPER]));
    const { db } = t.database;
    const orgOf = async (urlCode: string) =>
      first(await db.select().from(organisations).where(eq(organisations.urlCode, urlCode))).id;
    const userOf = async (email: string) =>
      first(await db.select().from(users).where(eq(users.email, email))).id;
    org.stMarys = await orgOf('stmarys');
    org.infantil = await orgOf('infantil');
    user.stMarys = await userOf(ADMIN);
    user.infantil = await userOf(OTHER_ADMIN);
  });
  afterAll(() => t.close());

  it('answers the defaults to an admin, and the super admin reads any organisation', async () => {
    const res = await call(ADMIN, 'GET', '/retention');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      organisation_id: org.stMarys,
      outbox_body_days: 30,
      issue_screenshot_days: 365,
      app_activity_days: 730,
      ended_session_days: 30,
      audit_days: 2922,
      customised: false,
    });
    const other = await call(SUPER, 'GET', `/retention?organisation_id=${org.infantil}`);
    expect(other.json<RetentionSchedule>().organisation_id).toBe(org.infantil);
    expect((await call(SUPER, 'GET', '/retention')).statusCode).toBe(403);
    const missing = await call(
      SUPER,
      'GET',
      '/retention?organisation_id=7b1c1d7e-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
  });

  it("refuses guardians and another organisation's admin", async () => {
    expect((await call(GUARDIAN, 'GET', '/retention')).statusCode).toBe(403);
    expect((await call(GUARDIAN, 'PUT', '/retention', { outbox_body_days: 60 })).statusCode).toBe(403);
    const across = await call(OTHER_ADMIN, 'PUT', '/retention', {
      organisation_id: org.stMarys,
      outbox_body_days: 60,
    });
    expect(across.statusCode).toBe(403);
    expect((await call(ADMIN, 'GET', '/retention')).json<RetentionSchedule>().outbox_body_days).toBe(30);
  });

  it('refuses a period out of its bounds with a 400 naming the field', async () => {
    for (const [field, days] of [
      ['outbox_body_days', 6],
      ['outbox_body_days', 366],
      ['issue_screenshot_days', 29],
      ['app_activity_days', 364],
      ['ended_session_days', 91],
      ['ended_session_days', 30.5],
    ] as const) {
      const res = await call(ADMIN, 'PUT', '/retention', { [field]: days });
      expect(res.statusCode, `${field} ${days}`).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(field);
    }
    expect((await call(ADMIN, 'PUT', '/retention', { audit_days: 10 })).statusCode).toBe(400);
  });

  it("changes an organisation's schedule and audits what changed", async () => {
    const res = await call(ADMIN, 'PUT', '/retention', { outbox_body_days: 7, app_activity_days: 365 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      outbox_body_days: 7,
      app_activity_days: 365,
      ended_session_days: 30,
      customised: true,
    });
    expect((await call(ADMIN, 'GET', '/retention')).json()).toMatchObject({ outbox_body_days: 7 });
    // The other organisation keeps the defaults.
    expect((await call(OTHER_ADMIN, 'GET', '/retention')).json()).toMatchObject({
      outbox_body_days: 30,
      customised: false,
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'retention.update'), eq(auditLog.organisationId, org.stMarys)));
    expect(entry?.detail).toEqual({
      outbox_body_days: { from: 30, to: 7 },
      app_activity_days: { from: 730, to: 365 },
    });
  });

  it('each sweep erases exactly what is past its organisation’s period, and nothing else', async () => {
    const { db } = t.database;
    // St Mary's keeps message bodies 7 days and app activity 365 (above); Infantil the defaults.
    const mail = (
      organisationId: string,
      state: 'sent' | 'failed' | 'queued',
      days: number,
      word: string,
    ) => ({
      organisationId,
      to: `${word}@retention.test`,
      subject: `subject ${word}`,
      text: `text ${word}`,
      html: `<p>${word}</p>`,
      link: state === 'sent' ? null : `https://lantern.test/activate?token=${word}`,
      state,
      createdAt: ago(days),
      lastAttemptAt: ago(days),
      sentAt: state === 'sent' ? ago(days) : null,
    });
    const mails = await db
      .insert(mailOutbox)
      .values([
        mail(org.stMarys, 'sent', 8, 'stmarys-old'), // past 7 days: erased
        mail(org.stMarys, 'failed', 8, 'stmarys-dead'), // failed past 7 days: erased, its token too
        mail(org.stMarys, 'sent', 6, 'stmarys-recent'),
        mail(org.stMarys, 'queued', 40, 'stmarys-queued'), // still to be delivered: kept
        mail(org.infantil, 'sent', 8, 'infantil-8'), // 30 days there: kept
        mail(org.infantil, 'sent', 31, 'infantil-31'),
      ])
      .returning({ id: mailOutbox.id, to: mailOutbox.to });
    const report = (
      organisationId: string,
      reporterId: string,
      status: 'resolved' | 'open',
      days: number,
    ) => ({
      organisationId,
      reporterId,
      category: 'other' as const,
      description: `report ${status} ${days}`,
      page: '/report',
      language: 'en' as const,
      appVersion: '1',
      status,
      screenshotType: 'image/png',
      screenshot: Buffer.from('png'),
      createdAt: ago(days),
      updatedAt: ago(days),
    });
    const reports = await db
      .insert(issueReports)
      .values([
        report(org.stMarys, user.stMarys, 'resolved', 366),
        report(org.stMarys, user.stMarys, 'resolved', 364),
        report(org.stMarys, user.stMarys, 'open', 400), // not resolved: kept
        report(org.infantil, user.infantil, 'resolved', 366),
      ])
      .returning({ id: issueReports.id });
    const activity = (organisationId: string, userId: string, days: number) => ({
      organisationId,
      userId,
      clientId: crypto.randomUUID(),
      startedAt: ago(days),
    });
    const appRows = [
      activity(org.stMarys, user.stMarys, 366),
      activity(org.stMarys, user.stMarys, 364),
      activity(org.infantil, user.infantil, 366), // 730 days there: kept
      activity(org.infantil, user.infantil, 731),
    ];
    const apps = await db.insert(appSessions).values(appRows).returning({ id: appSessions.id });
    const focus = await db
      .insert(appFocusTime)
      .values(
        appRows.map((row) => ({
          ...row,
          clientId: crypto.randomUUID(),
          state: 'game',
          code: 'x',
          seconds: 5,
        })),
      )
      .returning({ id: appFocusTime.id });
    const moods = await db
      .insert(appMoods)
      .values(
        appRows.map(({ startedAt, ...row }) => ({
          ...row,
          clientId: crypto.randomUUID(),
          mood: 'happy',
          recordedAt: startedAt,
        })),
      )
      .returning({ id: appMoods.id });
    const session = (userId: string, revokedDays: number | null, expiresDays: number) => ({
      userId,
      expiresAt: ago(expiresDays),
      revokedAt: revokedDays === null ? null : ago(revokedDays),
    });
    const ended = await db
      .insert(sessions)
      .values([
        session(user.stMarys, 31, -10), // signed out 31 days ago: swept
        session(user.stMarys, 29, -10),
        session(user.stMarys, null, 31), // expired 31 days ago: swept
        session(user.stMarys, null, -5), // live
      ])
      .returning({ id: sessions.id });

    // Small batches: a backlog is worked through in several statements.
    const counts = await sweepRetention(db, new Date(NOW), 1);

    const outbox = await db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          mails.map((m) => m.id),
        ),
      );
    const erased = outbox
      .filter((m) => m.text === '')
      .map((m) => m.to.split('@')[0])
      .sort();
    expect(erased).toEqual(['infantil-31', 'stmarys-dead', 'stmarys-old']);
    for (const row of outbox.filter((m) => m.text === '')) {
      // Who, when and how it went stay for the messages screen; no word or link does.
      expect(row).toMatchObject({ html: '', link: null });
      expect(row.subject).toMatch(/^subject /);
      expect(JSON.stringify(row)).not.toContain('token=');
    }
    expect(outbox.find((m) => m.to.startsWith('stmarys-queued'))?.link).toContain('token=');

    const shots = await db
      .select()
      .from(issueReports)
      .where(
        inArray(
          issueReports.id,
          reports.map((r) => r.id),
        ),
      );
    expect(reports.map((r) => shots.find((s) => s.id === r.id)?.screenshot === null)).toEqual([
      true,
      false,
      false,
      true,
    ]);
    expect(shots.every((s) => s.description.startsWith('report'))).toBe(true);

    const left = async (
      table: typeof appSessions | typeof appFocusTime | typeof appMoods,
      ids: { id: string }[],
    ) =>
      ids.map(
        async ({ id }) =>
          (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length === 1,
      );
    for (const [table, ids] of [
      [appSessions, apps],
      [appFocusTime, focus],
      [appMoods, moods],
    ] as const)
      expect(await Promise.all(await left(table, ids))).toEqual([false, true, true, false]);

    const live = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        inArray(
          sessions.id,
          ended.map((s) => s.id),
        ),
      );
    expect(ended.map((s) => live.some((l) => l.id === s.id))).toEqual([false, true, false, true]);

    // (The sessions this file signed in with have ended by then too: their rows are checked above.)
    expect(counts.get(org.stMarys)).toMatchObject({
      outbox_bodies: 2,
      issue_screenshots: 1,
      app_activity: 3,
    });
    expect(counts.get(org.infantil)).toMatchObject({
      outbox_bodies: 1,
      issue_screenshots: 1,
      app_activity: 3,
    });
    // A second run finds nothing left.
    expect((await sweepRetention(db, new Date(NOW))).size).toBe(0);
  });

  it('runs nightly on the job engine and audits each run', async () => {
    await t.app.jobs.runNow(RETENTION_SWEEP_JOB);
    const runs = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'retention.swept'));
    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(runs.at(-1)?.detail).toMatchObject({
      outbox_bodies: expect.any(Number),
      ended_sessions: expect.any(Number),
    });
  });
});
