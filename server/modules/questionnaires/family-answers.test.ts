import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../audit/schema.ts';
import { documentSignings } from '../terms/schema.ts';
import { guardianLinks } from '../families/schema.ts';
import { organisations } from '../organisations/schema.ts';
import { questionnaireResponses } from './schema.ts';
import { users } from '../users/schema.ts';
import { callerOf, createTestApp, databaseTargets, first, type TestApp } from '../../test/harness.ts';
import { mailsTo } from '../../test/mail.ts';
import { appSignIn, createAppPatient } from '../../test/app-patients.ts';
import { calmAnswers, feelingToday } from './demo.ts';

const ADMIN = 'admin@stmarys.test';
const GUARDIAN = 'guardian@stmarys.test';
/** A guardian of the same hospital, of another family. */
const NEIGHBOUR = 'family04@stmarys.test';
const FOREIGN = 'guardian@infantil.test';

describe.each(databaseTargets)("a guardian's questionnaires about their child on $name", (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  const tokens: Record<string, string> = {};
  const ids = { guardian: '', neighbour: '', tobi: '', mateo: '', stMarys: '', infantil: '' };
  let questionnaire: string;
  let response: string;

  const signIn = async (email: string) => (tokens[email] = (await t.signIn(email)).access_token);
  const row = async () =>
    first(
      await t.database.db
        .select()
        .from(questionnaireResponses)
        .where(eq(questionnaireResponses.id, response)),
    );
  const draft = (who: string, answers: unknown, id = response) =>
    call(who, 'PUT', `/questionnaire/responses/${id}/draft`, { answers });
  const submit = (who: string, answers: unknown, id = response) =>
    call(who, 'POST', `/questionnaire/responses/${id}/answers`, { answers });
  const readOne = (who: string, id = response) => call(who, 'GET', `/questionnaire/responses/${id}/mine`);
  const assign = (userIds: string[], subjectPatientId?: string) =>
    call(ADMIN, 'POST', '/questionnaire/responses', {
      questionnaireId: questionnaire,
      userIds,
      subjectPatientId,
    });

  beforeAll(async () => {
    t = await createTestApp(target);
    const { db } = t.database;
    const byEmail = async (email: string) =>
      first(await db.select().from(users).where(eq(users.email, email)));
    const byCode = async (code: string) =>
      first(await db.select().from(users).where(eq(users.appCode, code)));
    const grace = await byEmail(GUARDIAN);
    // The neighbour may sign in with the demo password.
    await db.update(users).set({ passwordHash: grace.passwordHash }).where(eq(users.email, NEIGHBOUR));
    const neighbour = await byEmail(NEIGHBOUR);
    // …and has accepted the terms as the demo guardian did.
    const signed = await db.select().from(documentSignings).where(eq(documentSignings.userId, grace.id));
    await db.insert(documentSignings).values(
      signed.map((s) => ({
        organisationId: s.organisationId,
        termsVersionId: s.termsVersionId,
        language: s.language,
        textSha256: s.textSha256,
        userId: neighbour.id,
      })),
    );
    Object.assign(ids, {
      guardian: grace.id,
      neighbour: neighbour.id,
      tobi: (await byCode('K7P3QX')).id,
      mateo: (await byCode('HN4RWE')).id,
      stMarys: grace.organisationId,
      infantil: (await byEmail(FOREIGN)).organisationId,
    });
    // Both hospitals have questionnaires, so the other hospital's guardian is refused by the response, not the feature.
    await db
      .update(organisations)
      .set({ features: ['Questionnaires'] })
      .where(eq(organisations.id, ids.infantil));
    for (const who of [ADMIN, GUARDIAN, NEIGHBOUR, FOREIGN]) await signIn(who);
    call = callerOf(t, tokens);
    questionnaire = (await call(ADMIN, 'POST', '/questionnaire', feelingToday)).json().id;
    await call(ADMIN, 'PUT', '/questionnaire/status', { questionnaireId: questionnaire, status: 1 });
  });
  afterAll(() => t.close());

  it('asks about a child only when the child is actively linked to every guardian asked', async () => {
    const before = (await t.database.db.select().from(questionnaireResponses)).length;
    for (const [userIds, child] of [
      [[ids.guardian], ids.mateo],
      [[ids.neighbour], ids.tobi],
      [[ids.guardian, ids.neighbour], ids.tobi],
      [[ids.guardian], ids.guardian],
    ] as const) {
      const res = await assign([...userIds], child);
      expect(res.json()).toMatchObject({ status: 400, fields: [{ path: 'subjectPatientId' }] });
    }
    expect(await t.database.db.select().from(questionnaireResponses)).toHaveLength(before);
    const res = await assign([ids.guardian], ids.tobi);
    expect(res.statusCode).toBe(201);
    response = first(res.json().data as { response_id: string }[]).response_id;
    expect(await row()).toMatchObject({
      userId: ids.guardian,
      subjectPatientId: ids.tobi,
      status: 'pending',
    });
  });

  it('e-mails a link straight to the answering screen', async () => {
    await t.settled();
    const [mail] = await mailsTo(t.database.db, GUARDIAN);
    expect(mail?.text).toContain(`/questionnaires/answer/${response}`);
  });

  it('saves a half-answered set and shows it again in another session, about the child', async () => {
    const half = [{ linkId: 'pain', answer: [{ valueBoolean: false }] }];
    const saved = await draft(GUARDIAN, half);
    expect(saved.json()).toMatchObject({ status: 'pending', answers: half, subject: { id: ids.tobi } });
    expect(saved.json().draft_saved_at).not.toBeNull();
    // A new sign-in (another device) finds the draft, in the list and alone.
    await signIn(GUARDIAN);
    const mine = (await call(GUARDIAN, 'GET', '/questionnaire/mine')).json().data;
    expect(mine).toMatchObject([
      { response_id: response, answers: half, subject: { first_name: 'Tobi', surname: 'Okafor' } },
    ]);
    expect((await readOne(GUARDIAN)).json()).toMatchObject({ status: 'pending', answers: half, version: 1 });
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.subject, response));
    expect(audited.map((a) => a.action)).toContain('questionnaire.draft');
  });

  it('refuses a draft whose answers do not fit their questions, keeping the one saved', async () => {
    const before = await row();
    const wrong = await draft(GUARDIAN, [{ linkId: 'sleep', answer: [{ valueCoding: { code: 'never' } }] }]);
    expect(wrong.json()).toMatchObject({ status: 400, fields: [{ path: 'answers.0.answer.0' }] });
    const unknown = await draft(GUARDIAN, [{ linkId: 'nope', answer: [{ valueBoolean: true }] }]);
    expect(unknown.json()).toMatchObject({ status: 400, fields: [{ path: 'answers.0' }] });
    expect(await row()).toEqual(before);
  });

  it('names the required answers missing on submit', async () => {
    const res = await submit(GUARDIAN, [{ linkId: 'pain', answer: [{ valueBoolean: true }] }]);
    expect(res.json()).toMatchObject({
      status: 400,
      code: 'ValidationError',
      fields: [{ path: 'answers.pain-level' }, { path: 'answers.sleep' }],
    });
    expect(res.json().message).toContain('answers.pain-level');
    expect((await row()).status).toBe('pending');
  });

  it('keeps the response from another family, another hospital, admins and the app', async () => {
    const before = await row();
    for (const who of [NEIGHBOUR, FOREIGN]) {
      expect((await readOne(who)).statusCode).toBe(404);
      expect((await draft(who, calmAnswers)).statusCode).toBe(404);
      expect((await submit(who, calmAnswers)).statusCode).toBe(404);
    }
    expect((await call(NEIGHBOUR, 'GET', '/questionnaire/mine')).json().data).toEqual([]);
    expect((await readOne(ADMIN)).statusCode).toBe(403);
    expect((await draft(ADMIN, calmAnswers)).statusCode).toBe(403);
    await createAppPatient(t.database.db, 'stmarys', 'QXW4KP');
    const app = await appSignIn(t, 'stmarys', 'QXW4KP');
    const asApp = await t.app.inject({
      method: 'PUT',
      url: `/api/questionnaire/responses/${response}/draft`,
      headers: { authorization: `Bearer ${app.access_token}` },
      payload: { answers: calmAnswers },
    });
    expect(asApp.statusCode).toBe(403);
    expect(await row()).toEqual(before);
  });

  it('hides the response once the link is revoked or the child comes of age, and shows it again when restored', async () => {
    const { db } = t.database;
    const link = and(eq(guardianLinks.guardianId, ids.guardian), eq(guardianLinks.patientId, ids.tobi));
    await db.update(guardianLinks).set({ status: 'revoked', revokedAt: new Date() }).where(link);
    expect((await readOne(GUARDIAN)).statusCode).toBe(404);
    expect((await draft(GUARDIAN, calmAnswers)).statusCode).toBe(404);
    expect((await submit(GUARDIAN, calmAnswers)).statusCode).toBe(404);
    expect((await call(GUARDIAN, 'GET', '/questionnaire/mine')).json().data).toEqual([]);
    await db.update(guardianLinks).set({ status: 'active', revokedAt: null }).where(link);
    await db.update(users).set({ dateOfBirth: '2000-01-01' }).where(eq(users.id, ids.tobi));
    expect((await readOne(GUARDIAN)).statusCode).toBe(404);
    await db.update(users).set({ dateOfBirth: '2016-03-14' }).where(eq(users.id, ids.tobi));
    expect((await readOne(GUARDIAN)).statusCode).toBe(200);
  });

  it('refuses every guardian call while the hospital has questionnaires switched off', async () => {
    const { db } = t.database;
    const [org] = await db.select().from(organisations).where(eq(organisations.id, ids.stMarys));
    await db.update(organisations).set({ features: [] }).where(eq(organisations.id, ids.stMarys));
    expect((await readOne(GUARDIAN)).statusCode).toBe(403);
    expect((await draft(GUARDIAN, calmAnswers)).statusCode).toBe(403);
    expect((await call(GUARDIAN, 'GET', '/questionnaire/mine')).statusCode).toBe(403);
    await db
      .update(organisations)
      .set({ features: org?.features ?? [] })
      .where(eq(organisations.id, ids.stMarys));
  });

  it('completes the answers about the child, then keeps them read-only', async () => {
    const done = await submit(GUARDIAN, calmAnswers);
    expect(done.json()).toMatchObject({
      status: 'completed',
      user: { id: ids.guardian },
      subject: { id: ids.tobi },
      answers: calmAnswers,
    });
    const one = (await readOne(GUARDIAN)).json();
    expect(one).toMatchObject({ status: 'completed', answers: calmAnswers });
    expect(one.answered_at).not.toBeNull();
    for (const res of [await draft(GUARDIAN, calmAnswers), await submit(GUARDIAN, calmAnswers)])
      expect(res.json()).toMatchObject({
        status: 409,
        code: 'Conflict',
        message: expect.stringMatching(/already been answered/),
      });
    const people = (
      await call(ADMIN, 'GET', `/questionnaire/responses?questionnaireId=${questionnaire}`)
    ).json();
    expect(people.data).toMatchObject([
      { id: response, user: { id: ids.guardian }, subject: { first_name: 'Tobi' } },
    ]);
  });

  it('asks a guardian of two children the same questionnaire about each, once per child', async () => {
    const ada = (
      await call(ADMIN, 'POST', '/users/patients', { first_name: 'Ada', surname: 'Okafor' })
    ).json();
    const link = await call(ADMIN, 'POST', '/family-links', {
      guardian_id: ids.guardian,
      patient_id: ada.id,
      relationship: 'parent',
    });
    expect(link.json()).toMatchObject({ status: 'active' });
    type Assigned = { data: { response_id: string; created: boolean }[] };
    const aboutTobi = (await assign([ids.guardian], ids.tobi)).json() as Assigned;
    const aboutAda = (await assign([ids.guardian], ada.id)).json() as Assigned;
    expect(aboutTobi.data).toMatchObject([{ created: true }]);
    expect(aboutAda.data).toMatchObject([{ created: true }]);
    expect(aboutAda.data[0]?.response_id).not.toBe(aboutTobi.data[0]?.response_id);
    // Asked again about Tobi: the pending one about Tobi, not a second.
    const again = (await assign([ids.guardian], ids.tobi)).json() as Assigned;
    expect(again.data).toEqual([
      {
        user_id: ids.guardian,
        response_id: aboutTobi.data[0]?.response_id,
        created: false,
        subject_patient_id: ids.tobi,
      },
    ]);
    const mine = (await call(GUARDIAN, 'GET', '/questionnaire/mine')).json().data as {
      status: string;
      subject: { first_name: string };
    }[];
    const pending = mine.filter((r) => r.status === 'pending');
    expect(pending.map((r) => r.subject.first_name).sort()).toEqual(['Ada', 'Tobi']);
  });
});
