import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
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
import { createAuditLog } from '../../audit/audit-log.ts';
import { requireFeature } from '../../plugins/features.ts';
import { createQuestionnairesRepository } from './repository.ts';
import { createQuestionnaires } from './module.ts';
import { createFamiliesRepository } from '../families/index.ts';
import { calmAnswers, feelingToday, worriedAnswers } from './demo.ts';

const ADMIN = 'admin@stmarys.test';
const GUARDIAN = 'guardian@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';

/**
 * Answers per person and per question, and the xlsx and FHIR exports, over one questionnaire that a
 * guardian answered calmly, a patient with a score over the threshold, and a third person not yet.
 */
describe.each(databaseTargets)('questionnaire answers and exports on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let ids: { guardian: string; patient: string; spanish: string; stMarys: string };
  let questionnaire: string;
  let patientResponse: string;
  const assign = (userIds: string[]) =>
    call(ADMIN, 'POST', '/questionnaire/responses', { questionnaireId: questionnaire, userIds });

  beforeAll(async () => {
    t = await createTestApp(target);
    call = callerOf(t, await signInAll(t, [ADMIN, GUARDIAN, OTHER_ADMIN]));
    const { db } = t.database;
    const byEmail = async (email: string) =>
      first(await db.select().from(users).where(eq(users.email, email)));
    const patient = first(
      await db
        .select()
        .from(users)
        .where(and(eq(users.type, 3), eq(users.patientNumber, 'SM10404'))),
    );
    const guardian = await byEmail(GUARDIAN);
    ids = {
      guardian: guardian.id,
      patient: patient.id,
      spanish: (await byEmail('family04@stmarys.test')).id,
      stMarys: guardian.organisationId as string,
    };
    questionnaire = (await call(ADMIN, 'POST', '/questionnaire', feelingToday)).json().id;
    await call(ADMIN, 'PUT', '/questionnaire/status', { questionnaireId: questionnaire, status: 1 });
    const asked = (await assign([ids.guardian, ids.patient, ids.spanish])).json().data as {
      user_id: string;
      response_id: string;
    }[];
    const responseOf = (userId: string) => first(asked.filter((a) => a.user_id === userId)).response_id;
    patientResponse = responseOf(ids.patient);
    await call(GUARDIAN, 'POST', `/questionnaire/responses/${responseOf(ids.guardian)}/answers`, {
      answers: calmAnswers,
    });
    const module = createQuestionnaires({
      repo: createQuestionnairesRepository(db),
      requireFeature: (o, f) => requireFeature(db, o, f),
      audit: createAuditLog(db),
      mailer: { send: async () => '' },
      publicUrl: 'http://localhost',
      families: createFamiliesRepository(db),
    });
    await module.answering.answer(
      { userId: ids.patient, organisationId: guardian.organisationId as string },
      patientResponse,
      worriedAnswers,
    );
  });
  afterAll(() => t.close());

  it('answers per person and per question', async () => {
    const people = (
      await call(ADMIN, 'GET', `/questionnaire/responses?questionnaireId=${questionnaire}`)
    ).json().data;
    expect(
      people.map((p: { status: string; score: number | null }) => `${p.status} ${p.score}`).sort(),
    ).toEqual(['completed 1', 'completed 8', 'pending null']);
    const summary = (
      await call(ADMIN, 'GET', `/questionnaire/responses/summary?questionnaireId=${questionnaire}`)
    ).json();
    expect(summary).toMatchObject({ assigned: 3, completed: 2, score: { min: 1, max: 8, mean: 4.5 } });
    const question = (linkId: string) =>
      summary.questions.find((q: { linkId: string }) => q.linkId === linkId);
    expect(question('pain').distribution).toEqual([
      { code: 'true', display: null, count: 1 },
      { code: 'false', display: null, count: 1 },
    ]);
    expect(question('sleep').distribution.map((d: { count: number }) => d.count)).toEqual([0, 1, 1]);
    expect(question('worries')).toMatchObject({ answered: 1, other: 1, texts: ['The operation'] });
    expect(
      (await call(OTHER_ADMIN, 'GET', `/questionnaire/responses?questionnaireId=${questionnaire}`))
        .statusCode,
    ).toBe(403);
  });

  it('exports xlsx with text cells that never become formulas, read back by another reader', async () => {
    // A patient's answer that a spreadsheet would run if it were written as a formula.
    const [extra] = (await assign([ids.spanish])).json().data;
    expect(extra).toMatchObject({ created: false });
    await t.database.db
      .update(questionnaireResponses)
      .set({
        status: 'completed',
        answers: [
          ...calmAnswers.slice(0, 2),
          { linkId: 'notes', answer: [{ valueString: '=HYPERLINK("http://evil","x")' }] },
        ],
      })
      .where(eq(questionnaireResponses.id, extra.response_id));
    const [flag] = await t.database.db
      .select()
      .from(questionnaireFlags)
      .where(eq(questionnaireFlags.responseId, patientResponse));
    await call(ADMIN, 'POST', `/questionnaire/flags/${flag?.id}/acknowledge`, { note: 'Called the family' });
    const res = await call(ADMIN, 'GET', `/questionnaire/responses/xlsx?questionnaireId=${questionnaire}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheets = await readXlsxFile(res.rawPayload);
    expect(sheets.map((s) => s.sheet)).toEqual(['data']);
    const [header, ...rows] = sheets[0]?.data ?? [];
    expect(header).toEqual([
      'Child',
      "Child's patient number",
      'Answered by',
      'App code',
      'Version',
      'Answered at',
      'Score',
      'Flag (rule met)',
      'Flag acknowledged by',
      'Flag acknowledged at',
      'Are you in pain today?',
      'Are you in pain today? (code)',
      'How much does it hurt?',
      'How much does it hurt? (code)',
      'How did you sleep?',
      'How did you sleep? (code)',
      'What worries you?',
      'What worries you? (code)',
      'Anything else?',
    ]);
    expect(rows).toHaveLength(3);
    const column = (name: string) => rows.map((r) => r[header?.indexOf(name) ?? -1]);
    // The patient answered about themselves: the child is named, with their patient number.
    const worried = rows.find((r) => r[1] === 'SM10404');
    expect(worried?.[0]).toEqual(expect.any(String));
    expect(worried?.[7]).toBe('Score of at least 6');
    // Acknowledged by the admin, named as the portal names people.
    expect(worried?.[8]).toMatch(/\S/);
    expect(worried?.[9]).toBeInstanceOf(Date);
    // A yes-or-no reads Yes/No, with its code beside it; options read as their texts, codes beside.
    expect(column('Are you in pain today?').sort()).toEqual(['No', 'No', 'Yes']);
    expect(column('Are you in pain today? (code)').sort()).toEqual(['false', 'false', 'true']);
    expect(worried?.slice(12, 18)).toEqual([
      'The worst ever',
      'worst',
      'Badly',
      'badly',
      'Needles; The operation',
      'needles',
    ]);
    expect(column('How did you sleep?').sort()).toEqual(['Badly', 'OK', 'OK']);
    expect(column('Anything else?')).toContain('=HYPERLINK("http://evil","x")');
    // Guardians answering about no child leave the child's columns empty.
    expect(rows.filter((r) => r[0] === null)).toHaveLength(2);
  });

  it('exports a FHIR R5 Bundle of the Questionnaire and its QuestionnaireResponses', async () => {
    const res = await call(ADMIN, 'GET', `/questionnaire/responses/fhir?questionnaireId=${questionnaire}`);
    expect(res.headers['content-type']).toContain('application/fhir+json');
    const bundle = res.json();
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    const [q, ...responses] = bundle.entry.map((e: { resource: unknown }) => e.resource);
    expect(q).toMatchObject({
      resourceType: 'Questionnaire',
      id: questionnaire,
      status: 'active',
      version: '1',
    });
    const level = q.item.find((i: { linkId: string }) => i.linkId === 'pain-level');
    expect(level).toMatchObject({
      type: 'coding',
      answerConstraint: 'optionsOnly',
      enableWhen: [{ question: 'pain', operator: '=', answerBoolean: true }],
      enableBehavior: 'all',
    });
    expect(level.answerOption[2]).toEqual({
      valueCoding: { code: 'worst', display: 'The worst ever', _display: expect.any(Object) },
      extension: [{ url: 'http://hl7.org/fhir/StructureDefinition/itemWeight', valueDecimal: 5 }],
    });
    expect(q.item.find((i: { linkId: string }) => i.linkId === 'worries').answerConstraint).toBe(
      'optionsOrString',
    );
    expect(responses).toHaveLength(3);
    const worried = responses.find((r: { id: string }) => r.id === patientResponse);
    expect(worried).toMatchObject({
      resourceType: 'QuestionnaireResponse',
      questionnaire: `urn:uuid:${questionnaire}|1`,
      status: 'completed',
      subject: { reference: `Patient/${ids.patient}`, identifier: { value: 'SM10404' } },
      extension: [
        {
          url: 'urn:lantern:fhir:StructureDefinition:duty-of-care-flag',
          extension: [
            { url: 'rule', valueString: 'Score of at least 6' },
            {
              url: 'acknowledgedBy',
              valueReference: expect.objectContaining({ display: expect.any(String) }),
            },
            { url: 'acknowledgedAt', valueDateTime: expect.any(String) },
          ],
        },
      ],
    });
    expect(worried.author).toBeUndefined();
    const calm = responses.find((r: { subject: { reference: string } }) =>
      r.subject.reference.startsWith('RelatedPerson/'),
    );
    expect(calm.author).toBeUndefined();
    expect(calm.extension).toBeUndefined();
    expect(worried.item.find((i: { linkId: string }) => i.linkId === 'worries').answer).toEqual([
      { valueCoding: { code: 'needles', display: 'Needles' } },
      { valueString: 'The operation' },
    ]);
  });

  it('refuses bad input, wrong roles, other organisations and a switched-off feature on every response call, changing nothing', async () => {
    const { db } = t.database;
    await db
      .update(organisations)
      .set({ features: ['Questionnaires'] })
      .where(eq(organisations.id, ids.stMarys));
    const [flag] = await db.select().from(questionnaireFlags);
    const snapshot = async () =>
      JSON.stringify([
        await db.select().from(questionnaireResponses).orderBy(questionnaireResponses.id),
        await db.select().from(questionnaireFlags).orderBy(questionnaireFlags.id),
      ]);
    const before = await snapshot();
    const q = `questionnaireId=${questionnaire}`;
    const adminCalls = [
      ['GET', `/questionnaire/responses?${q}`],
      ['GET', `/questionnaire/responses/summary?${q}`],
      ['GET', `/questionnaire/responses/xlsx?${q}`],
      ['GET', `/questionnaire/responses/fhir?${q}`],
      [
        'POST',
        '/questionnaire/staff-responses',
        { questionnaireId: questionnaire, userId: ids.patient, answers: calmAnswers },
      ],
      ['GET', '/questionnaire/flags'],
      ['POST', `/questionnaire/flags/${flag?.id}/acknowledge`, {}],
    ] as const;
    for (const [method, url, body] of adminCalls) {
      expect((await call(GUARDIAN, method, url, body)).statusCode, `guardian ${method} ${url}`).toBe(403);
      expect((await call(OTHER_ADMIN, method, url, body)).statusCode, `other ${method} ${url}`).toBe(403);
    }
    const bad = [
      ['GET', '/questionnaire/responses?questionnaireId=nope', undefined, 'questionnaireId'],
      ['GET', '/questionnaire/flags?status=closed', undefined, 'status'],
      ['POST', '/questionnaire/responses', { questionnaireId: questionnaire, userIds: [] }, 'userIds'],
      [
        'POST',
        '/questionnaire/staff-responses',
        {
          questionnaireId: questionnaire,
          userId: ids.patient,
          answers: [{ linkId: 'pain', answer: [{}] }],
          extra: 1,
        },
        '',
      ],
      ['POST', `/questionnaire/flags/${flag?.id}/acknowledge`, { note: 'x'.repeat(2001) }, 'note'],
    ] as const;
    for (const [method, url, body, field] of bad) {
      const res = await call(ADMIN, method, url, body);
      expect(res.json(), `${method} ${url}`).toMatchObject({ status: 400, code: 'ValidationError' });
      expect(JSON.stringify(res.json().fields), `${method} ${url}`).toContain(field);
    }
    await db
      .update(organisations)
      .set({ features: ['VideoContent'] })
      .where(eq(organisations.id, ids.stMarys));
    for (const [method, url, body] of adminCalls)
      expect((await call(ADMIN, method, url, body)).statusCode, `feature off ${method} ${url}`).toBe(403);
    expect((await call(GUARDIAN, 'GET', '/questionnaire/mine')).statusCode).toBe(403);
    expect(await snapshot()).toBe(before);
  });
});
