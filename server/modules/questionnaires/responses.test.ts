import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../audit/schema.ts';
import { organisations } from '../organisations/schema.ts';
import { questionnaireFlags, questionnaireResponses } from './schema.ts';
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
import { appSignIn, createAppPatient } from '../../test/app-patients.ts';
import { createAuditLog } from '../../audit/audit-log.ts';
import { requireFeature } from '../../plugins/features.ts';
import { createQuestionnairesRepository } from './repository.ts';
import { createQuestionnaires } from './module.ts';
import { createFamiliesRepository } from '../families/index.ts';
import { calmAnswers, feelingToday, worriedAnswers } from './demo.ts';

const ADMIN = 'admin@stmarys.test';
const GUARDIAN = 'guardian@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';
const OTHER_GUARDIAN = 'guardian@infantil.test';

describe.each(databaseTargets)('questionnaire responses on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let ids: { guardian: string; patient: string; spanish: string; foreign: string; stMarys: string };
  let questionnaire: string;
  let guardianResponse: string;
  let patientResponse: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    call = callerOf(t, await signInAll(t, [ADMIN, GUARDIAN, OTHER_ADMIN, OTHER_GUARDIAN]));
    const { db } = t.database;
    const byEmail = async (email: string) =>
      first(await db.select().from(users).where(eq(users.email, email)));
    const [patient] = await db
      .select()
      .from(users)
      .where(and(eq(users.type, 3), eq(users.patientNumber, 'SM10400')));
    const spanish = await byEmail('family04@stmarys.test');
    await db.update(users).set({ language: 'es' }).where(eq(users.id, spanish.id));
    const guardian = await byEmail(GUARDIAN);
    ids = {
      guardian: guardian.id,
      patient: patient?.id as string,
      spanish: spanish.id,
      foreign: (await byEmail(OTHER_GUARDIAN)).id,
      stMarys: guardian.organisationId as string,
    };
    questionnaire = (await call(ADMIN, 'POST', '/questionnaire', feelingToday)).json().id;
  });
  afterAll(() => t.close());

  const responsesRows = () =>
    t.database.db.select().from(questionnaireResponses).orderBy(questionnaireResponses.id);
  const assign = (userIds: string[], who = ADMIN) =>
    call(who, 'POST', '/questionnaire/responses', { questionnaireId: questionnaire, userIds });

  it('assigns only active questionnaires, to active patients and guardians of the organisation', async () => {
    expect((await assign([ids.guardian])).json()).toMatchObject({ status: 409, code: 'Conflict' });
    await call(ADMIN, 'PUT', '/questionnaire/status', { questionnaireId: questionnaire, status: 1 });
    const before = JSON.stringify(await responsesRows());
    expect((await assign([ids.guardian, ids.foreign])).json()).toMatchObject({
      status: 400,
      fields: [{ path: 'userIds' }],
    });
    expect((await assign([ids.guardian], OTHER_ADMIN)).statusCode).toBe(403);
    expect((await assign([ids.guardian], GUARDIAN)).statusCode).toBe(403);
    expect(JSON.stringify(await responsesRows())).toBe(before);

    const res = await assign([ids.guardian, ids.patient, ids.spanish]);
    expect(res.statusCode).toBe(201);
    const data = res.json().data as { user_id: string; response_id: string; created: boolean }[];
    expect(data.map((d) => d.created)).toEqual([true, true, true]);
    guardianResponse = first(data.filter((d) => d.user_id === ids.guardian)).response_id;
    patientResponse = first(data.filter((d) => d.user_id === ids.patient)).response_id;
    // Asked again: the pending responses stay as they are.
    const again = (await assign([ids.guardian])).json().data;
    expect(again).toEqual([
      { user_id: ids.guardian, response_id: guardianResponse, created: false, subject_patient_id: null },
    ]);
  });

  it('e-mails the guardians asked, each in their language, and not the patients', async () => {
    await t.settled();
    const [english] = await mailsTo(t.database.db, GUARDIAN);
    expect(english?.subject).toBe('A questionnaire to answer');
    expect(english?.text).toContain('"How are you feeling today?"');
    const [spanish] = await mailsTo(t.database.db, 'family04@stmarys.test');
    expect(spanish?.subject).toBe('Un cuestionario para responder');
    expect(spanish?.text).toContain('«¿Cómo te sientes hoy?»');
    // The repeated assignment sent nothing more.
    expect(await mailsTo(t.database.db, GUARDIAN)).toHaveLength(1);
  });

  it('shows who was asked and, once a guardian answers, who answered and when', async () => {
    const pending = (
      await call(ADMIN, 'GET', `/questionnaire/all/with-users?questionnaireId=${questionnaire}`)
    ).json();
    expect(pending.data[0].users.map((u: { status: string }) => u.status)).toEqual([
      'pending',
      'pending',
      'pending',
    ]);
    const mine = (await call(GUARDIAN, 'GET', '/questionnaire/mine')).json().data;
    expect(mine).toMatchObject([
      { response_id: guardianResponse, status: 'pending', title: feelingToday.title },
    ]);

    const before = JSON.stringify(await responsesRows());
    const incomplete = await call(GUARDIAN, 'POST', `/questionnaire/responses/${guardianResponse}/answers`, {
      answers: [{ linkId: 'pain', answer: [{ valueBoolean: true }] }],
    });
    expect(incomplete.json()).toMatchObject({
      status: 400,
      fields: [
        { path: 'answers.pain-level', message: 'questionnaires.answer.required' },
        { path: 'answers.sleep', message: 'questionnaires.answer.required' },
      ],
    });
    // Another organisation's guardian is refused (their organisation has no questionnaires); an admin answers nothing of their own.
    expect(
      (
        await call(OTHER_GUARDIAN, 'POST', `/questionnaire/responses/${guardianResponse}/answers`, {
          answers: calmAnswers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(ADMIN, 'POST', `/questionnaire/responses/${guardianResponse}/answers`, {
          answers: calmAnswers,
        })
      ).statusCode,
    ).toBe(403);
    expect(JSON.stringify(await responsesRows())).toBe(before);

    // Two submissions at once (a double tap): one is recorded, the other told it is already answered.
    const twice = await Promise.all(
      [1, 2].map(() =>
        call(GUARDIAN, 'POST', `/questionnaire/responses/${guardianResponse}/answers`, {
          answers: calmAnswers,
        }),
      ),
    );
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(first(twice.filter((r) => r.statusCode === 200)).json()).toMatchObject({
      status: 'completed',
      score: 1,
      version: 1,
      answers: calmAnswers,
    });
    expect(
      (
        await call(GUARDIAN, 'POST', `/questionnaire/responses/${guardianResponse}/answers`, {
          answers: calmAnswers,
        })
      ).statusCode,
    ).toBe(409);
    const users = (await call(ADMIN, 'GET', `/questionnaire/all/with-users`)).json().data[0].users;
    const row = users.find((u: { response_id: string }) => u.response_id === guardianResponse);
    expect(row).toMatchObject({ status: 'completed', user: { id: ids.guardian } });
    expect(Date.parse(row.answered_at)).toBeGreaterThan(Date.parse(row.assigned_at) - 1);
  });

  it('records a patient’s answers at service level, raising a duty-of-care flag at the threshold', async () => {
    const { db } = t.database;
    const module = createQuestionnaires({
      repo: createQuestionnairesRepository(db),
      requireFeature: (o, f) => requireFeature(db, o, f),
      audit: createAuditLog(db),
      mailer: { send: async () => '' },
      publicUrl: 'http://localhost',
      families: createFamiliesRepository(db),
    });
    const who = { userId: ids.patient, organisationId: ids.stMarys };
    await expect(module.answering.answer(who, guardianResponse, worriedAnswers)).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      module.answering.answer(who, patientResponse, [{ linkId: 'pain', answer: [{ valueString: 'yes' }] }]),
    ).rejects.toMatchObject({
      status: 400,
      fields: [{ path: 'answers.0.answer.0' }, { path: 'answers.sleep' }],
    });
    const done = await module.answering.answer(who, patientResponse, worriedAnswers);
    expect(done).toMatchObject({ status: 'completed', score: 8, answeredBy: ids.patient });
    const flags = await db
      .select()
      .from(questionnaireFlags)
      .where(eq(questionnaireFlags.responseId, patientResponse));
    expect(flags).toMatchObject([{ userId: ids.patient, score: 8, acknowledgedAt: null }]);
  });

  it('lists the flag for admins, who acknowledge it once (audited); guardians and others cannot', async () => {
    // The demo data's flag (another questionnaire) stays in the queue: only this questionnaire's count here.
    const ours = async (query = '') =>
      (
        (await call(ADMIN, 'GET', `/questionnaire/flags${query}`)).json().data as {
          id: string;
          questionnaire_id: string;
        }[]
      ).filter((f) => f.questionnaire_id === questionnaire);
    const open = await ours();
    expect(open).toMatchObject([
      { response_id: patientResponse, score: 8, rule: { kind: 'score', threshold: 6 } },
    ]);
    const id = first(open).id;
    expect((await call(GUARDIAN, 'GET', '/questionnaire/flags')).statusCode).toBe(403);
    expect((await call(GUARDIAN, 'POST', `/questionnaire/flags/${id}/acknowledge`, {})).statusCode).toBe(403);
    expect((await call(OTHER_ADMIN, 'POST', `/questionnaire/flags/${id}/acknowledge`, {})).statusCode).toBe(
      403,
    );
    const done = await call(ADMIN, 'POST', `/questionnaire/flags/${id}/acknowledge`, {
      note: 'Called the family',
    });
    expect(done.json()).toMatchObject({ id, note: 'Called the family' });
    expect(done.json().acknowledged_at).not.toBeNull();
    expect((await call(ADMIN, 'POST', `/questionnaire/flags/${id}/acknowledge`, {})).statusCode).toBe(409);
    expect(await ours()).toEqual([]);
    expect(await ours('?status=acknowledged')).toHaveLength(1);
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.subject, id));
    expect(audited.map((a) => a.action).sort()).toEqual([
      'questionnaire.flag.acknowledge',
      'questionnaire.flag.raise',
    ]);
  });

  it('keeps the version people were asked when an active questionnaire changes', async () => {
    const edited = await call(ADMIN, 'PUT', '/questionnaire', {
      ...feelingToday,
      id: questionnaire,
      title: { en: 'Feeling, v2' },
    });
    expect(edited.json()).toMatchObject({ version: 2 });
    const [fresh] = (await assign([ids.guardian])).json().data;
    const people = (
      await call(ADMIN, 'GET', `/questionnaire/responses?questionnaireId=${questionnaire}`)
    ).json().data;
    expect(
      people
        .filter((p: { status: string }) => p.status === 'completed')
        .map((p: { version: number }) => p.version),
    ).toEqual([1, 1]);
    expect(people.find((p: { id: string }) => p.id === fresh.response_id).version).toBe(2);
    const mine = (await call(GUARDIAN, 'GET', '/questionnaire/mine')).json().data;
    expect(mine.map((m: { version: number; title: { en: string } }) => [m.version, m.title.en])).toEqual([
      [1, 'How are you feeling today?'],
      [2, 'Feeling, v2'],
    ]);
  });

  it('lets staff fill in Admin questionnaires only, and patients and guardians answer active ones only', async () => {
    const staff = { questionnaireId: questionnaire, userId: ids.patient, answers: calmAnswers };
    expect((await call(ADMIN, 'POST', '/questionnaire/staff-responses', staff)).statusCode).toBe(409);
    await call(ADMIN, 'PUT', '/questionnaire/status', { questionnaireId: questionnaire, status: 2 });
    expect((await call(GUARDIAN, 'POST', '/questionnaire/staff-responses', staff)).statusCode).toBe(403);
    expect(
      (await call(ADMIN, 'POST', '/questionnaire/staff-responses', { ...staff, userId: ids.foreign })).json(),
    ).toMatchObject({
      status: 400,
      fields: [{ path: 'userId' }],
    });
    const filled = await call(ADMIN, 'POST', '/questionnaire/staff-responses', staff);
    expect(filled.json()).toMatchObject({
      status: 'completed',
      score: 1,
      version: 2,
      user: { id: ids.patient },
    });
    // While staff fill it in, the guardian neither sees nor answers it.
    expect((await call(GUARDIAN, 'GET', '/questionnaire/mine')).json().data).toEqual([]);
    const pending = first(
      (await call(ADMIN, 'GET', `/questionnaire/responses?questionnaireId=${questionnaire}`))
        .json()
        .data.filter(
          (p: { status: string; user: { id: string } }) =>
            p.status === 'pending' && p.user.id === ids.guardian,
        ),
    ) as { id: string };
    expect(
      (
        await call(GUARDIAN, 'POST', `/questionnaire/responses/${pending.id}/answers`, {
          answers: calmAnswers,
        })
      ).statusCode,
    ).toBe(409);
    expect((await assign([ids.guardian])).statusCode).toBe(409);
    await call(ADMIN, 'PUT', '/questionnaire/status', { questionnaireId: questionnaire, status: 1 });
  });

  it('lets the patients’ app list and answer its own questionnaires, and nobody else’s', async () => {
    const { db } = t.database;
    const kid = await createAppPatient(db, 'stmarys', 'QXW4KM');
    const other = await createAppPatient(db, 'stmarys', 'QXW4KN');
    const session = await appSignIn(t, 'stmarys', 'QXW4KM');
    const app = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api${url}`,
        headers: { authorization: `Bearer ${session.access_token}` },
        ...(payload ? { payload } : {}),
      });
    const [mineRow, otherRow] = (await assign([kid.id, other.id])).json().data;
    expect((await app('GET', '/app/questionnaires')).json().data).toMatchObject([
      { response_id: mineRow.response_id, version: 2 },
    ]);
    expect(
      (await app('POST', `/app/questionnaires/${otherRow.response_id}/answers`, { answers: calmAnswers }))
        .statusCode,
    ).toBe(404);
    // The app token is good for the app's calls only, and portal tokens are not good for them.
    expect((await app('GET', '/questionnaire/mine')).statusCode).toBe(403);
    expect((await call(GUARDIAN, 'GET', '/app/questionnaires')).statusCode).toBe(403);
    const answered = await app('POST', `/app/questionnaires/${mineRow.response_id}/answers`, {
      answers: calmAnswers,
    });
    expect(answered.json()).toMatchObject({ status: 'completed', score: 1, user: { id: kid.id } });
    const stillPending = await db
      .select()
      .from(questionnaireResponses)
      .where(eq(questionnaireResponses.id, otherRow.response_id));
    expect(stillPending[0]?.status).toBe('pending');
    await db.update(organisations).set({ features: [] }).where(eq(organisations.id, ids.stMarys));
    expect((await app('GET', '/app/questionnaires')).statusCode).toBe(403);
  });
});
