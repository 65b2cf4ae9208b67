import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { guardianLinks } from '../families/schema.ts';
import { users } from '../users/schema.ts';
import { notifications } from './schema.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';
import { createGuardian } from '../../test/families.ts';
import { createAppPatient } from '../../test/app-patients.ts';
import { feelingToday } from '../questionnaires/index.ts';
import { runJob } from '../../test/job-clock.ts';

const ADMIN = 'admin@stmarys.test';
const GUARDIAN = 'guardian@stmarys.test';
const FAMILY = 'notified.family@example.com';
const DAY = 86_400_000;

/** Each write of another module that tells someone: the right person gets the right notification. */
describe.each(databaseTargets)('what the other modules tell people on $name', (target) => {
  let t: TestApp;
  const start = Date.now();
  let clock = start;
  let family: string;
  let child: string;
  let organisationId: string;
  /** Calls as a user signed in now; each call a second after the last, so that newest-first is the calls' order. */
  const call = async (
    who: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => {
    clock += 1000;
    return callerOf(t, await signInAll(t, [who]))(who, method, url, payload);
  };

  /** The person's notifications, newest first, as the portal reads them. */
  const told = async (userId: string) =>
    (
      await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
    ).map((n) => ({ kind: n.kind, params: n.params, link: n.link, read: n.readAt !== null }));

  beforeAll(async () => {
    t = await createTestApp(target, { now: () => clock });
    const { db } = t.database;
    family = await createGuardian(db, 'stmarys', FAMILY);
    const patient = await createAppPatient(db, 'stmarys', 'NTFYKD', 4);
    child = patient.id;
    organisationId = patient.organisationId;
    await db.update(users).set({ firstName: 'Noah' }).where(eq(users.id, child));
  });
  afterAll(() => t.close());

  it('a family link approved, then revoked: the guardian is told, naming the child', async () => {
    const [pending] = await t.database.db
      .insert(guardianLinks)
      .values({ organisationId, guardianId: family, patientId: child, status: 'pending', source: 'family' })
      .returning();
    expect((await call(ADMIN, 'POST', `/family-links/${pending?.id}/approve`)).statusCode).toBe(200);
    expect(await told(family)).toEqual([
      { kind: 'familyLink.approved', params: { child: 'Noah' }, link: '/', read: false },
    ]);
    expect(
      (await call(ADMIN, 'POST', `/family-links/${pending?.id}/revoke`, { reason: 'Wrong family' }))
        .statusCode,
    ).toBe(200);
    expect((await told(family))[0]).toEqual({
      kind: 'familyLink.revoked',
      params: { child: 'Noah' },
      link: '/',
      read: false,
    });
    // Linked again for the calendar's news.
    await t.database.db
      .update(guardianLinks)
      .set({ status: 'active' })
      .where(and(eq(guardianLinks.guardianId, family), eq(guardianLinks.patientId, child)));
  });

  it("an event added, moved and cancelled for a child: the child's guardians are told", async () => {
    const at = Date.UTC(2031, 2, 10, 9);
    const body = (startMs: number, patientIds: string[]) => ({
      title: 'Play therapy',
      kind: 'activity',
      start_time: new Date(startMs).toISOString(),
      end_time: new Date(startMs + 3_600_000).toISOString(),
      area_id: null,
      patient_ids: patientIds,
    });
    const created = await call(ADMIN, 'POST', '/event', body(at, [child]));
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const event = (startMs: number) => ({
      child: 'Noah',
      event: 'Play therapy',
      start: new Date(startMs).toISOString(),
    });
    expect((await told(family))[0]).toEqual({
      kind: 'event.added',
      params: event(at),
      link: '/calendar',
      read: false,
    });
    // A change that does not move it tells nobody.
    const before = (await told(family)).length;
    await call(ADMIN, 'PUT', `/event/${id}`, { ...body(at, [child]), title: 'Play therapy' });
    expect(await told(family)).toHaveLength(before);
    expect((await call(ADMIN, 'PUT', `/event/${id}`, body(at + 3_600_000, [child]))).statusCode).toBe(200);
    expect((await told(family))[0]).toEqual({
      kind: 'event.moved',
      params: event(at + 3_600_000),
      link: '/calendar',
      read: false,
    });
    expect((await call(ADMIN, 'DELETE', `/event/${id}`)).statusCode).toBe(204);
    expect((await told(family))[0]?.kind).toBe('event.cancelled');
  });

  it('a reply to an issue report and a change of its status: the reporter is told, not the admin', async () => {
    const guardianId = first(await t.database.db.select().from(users).where(eq(users.email, GUARDIAN))).id;
    const report = await call(GUARDIAN, 'POST', '/issue-reports', {
      category: 'content',
      description: 'The visiting hours are out of date.',
      page: '/hospital-information',
      language: 'en',
      app_version: '1.4.0',
    });
    expect(report.statusCode).toBe(201);
    const id = report.json().id;
    // The family's own reply tells the family nothing.
    await call(GUARDIAN, 'POST', `/issue-reports/${id}/replies`, { body: 'Any news?' });
    expect((await told(guardianId)).filter((n) => n.link === `/report/${id}`)).toEqual([]);
    await call(ADMIN, 'POST', `/issue-reports/${id}/replies`, { body: 'We are on it' });
    await call(ADMIN, 'PUT', `/issue-reports/${id}`, { status: 'in_progress' });
    expect((await told(guardianId)).filter((n) => n.link === `/report/${id}`)).toEqual([
      {
        kind: 'issueReport.status',
        params: { category: 'content', status: 'in_progress' },
        link: `/report/${id}`,
        read: false,
      },
      { kind: 'issueReport.replied', params: { category: 'content' }, link: `/report/${id}`, read: false },
    ]);
  });

  it('a data request refused: the requester is told', async () => {
    const asked = await call(FAMILY, 'POST', '/account/data-requests', { kind: 'deletion' });
    expect(asked.statusCode).toBe(201);
    const refused = await call(ADMIN, 'POST', `/data-requests/${asked.json().id}/refuse`, {
      reason: 'Under care',
    });
    expect(refused.statusCode).toBe(200);
    expect((await told(family))[0]).toEqual({
      kind: 'dataRequest.progress',
      params: { state: 'refused' },
      link: '/account',
      read: false,
    });
  });

  it('a questionnaire asked, then reminded: the guardian is told with the answering link', async () => {
    const questionnaire = (await call(ADMIN, 'POST', '/questionnaire', feelingToday)).json().id;
    await call(ADMIN, 'PUT', '/questionnaire/status', { questionnaireId: questionnaire, status: 1 });
    const assigned = await call(ADMIN, 'POST', '/questionnaire/responses', {
      questionnaireId: questionnaire,
      userIds: [family],
      remind: { afterDays: 1, atMost: 1 },
    });
    expect(assigned.statusCode).toBe(201);
    const link = `/questionnaires/answer/${assigned.json().data[0].response_id}`;
    const asked = {
      kind: 'questionnaire.asked',
      params: { questionnaire: 'How are you feeling today?' },
      link,
      read: false,
    };
    expect((await told(family))[0]).toEqual(asked);
    clock = start + 2 * DAY;
    await runJob(t);
    expect((await told(family)).slice(0, 2)).toEqual([{ ...asked, kind: 'questionnaire.reminded' }, asked]);
  });
  it('a questionnaire asked about a child, then reminded: the guardian is told naming the child', async () => {
    const { db } = t.database;
    const guardian = first(await db.select().from(users).where(eq(users.email, GUARDIAN))).id;
    const tobi = first(await db.select().from(users).where(eq(users.appCode, 'K7P3QX'))).id;
    const questionnaire = (await call(ADMIN, 'POST', '/questionnaire', feelingToday)).json().id;
    await call(ADMIN, 'PUT', '/questionnaire/status', { questionnaireId: questionnaire, status: 1 });
    const assigned = await call(ADMIN, 'POST', '/questionnaire/responses', {
      questionnaireId: questionnaire,
      userIds: [guardian],
      subjectPatientId: tobi,
      remind: { afterDays: 1, atMost: 1 },
    });
    expect(assigned.statusCode).toBe(201);
    const asked = {
      kind: 'questionnaire.asked',
      params: { questionnaire: 'How are you feeling today?', about: 'child', child: 'Tobi Okafor' },
      link: `/questionnaires/answer/${assigned.json().data[0].response_id}`,
      read: false,
    };
    expect((await told(guardian))[0]).toEqual(asked);
    clock += 2 * DAY;
    await runJob(t);
    expect((await told(guardian)).slice(0, 2)).toEqual([{ ...asked, kind: 'questionnaire.reminded' }, asked]);
  });
});
