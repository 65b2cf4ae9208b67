import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { questionnaireResponses, questionnaireVersions } from './schema.ts';
import { users } from '../users/schema.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';
import { feelingToday } from './demo.ts';
import { questionsOf } from './access.ts';
import type {
  AnswerItem,
  QuestionnaireDefinition,
  ResponseSummary,
} from '../../../src/api/contracts/questionnaires.ts';

const ADMIN = 'admin@stmarys.test';

/** The summary as it was computed before its roll-up: from every answer, in JavaScript (the oracle). */
function everyAnswer(
  questionnaireId: string,
  definition: QuestionnaireDefinition,
  assigned: number,
  completed: { answers: AnswerItem[]; score: number | null; answeredAt: Date | null }[],
): ResponseSummary {
  const stats = (values: number[]) =>
    values.length
      ? {
          min: values.reduce((a, b) => Math.min(a, b)),
          max: values.reduce((a, b) => Math.max(a, b)),
          mean: Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 1000) / 1000,
        }
      : null;
  const newestFirst = [...completed].sort(
    (a, b) => (b.answeredAt?.getTime() ?? 0) - (a.answeredAt?.getTime() ?? 0),
  );
  const questions = questionsOf(definition).map((item) => {
    const given = newestFirst.flatMap((r) => r.answers.filter((a) => a.linkId === item.linkId));
    const values = given.flatMap((a) => a.answer);
    const options = (item.answerOption ?? []).map((o) => ({
      code: o.code,
      display: o.display,
      count: values.filter((v) => v.valueCoding?.code === o.code).length,
    }));
    const booleans =
      item.type === 'boolean'
        ? [true, false].map((b) => ({
            code: String(b),
            display: null,
            count: values.filter((v) => v.valueBoolean === b).length,
          }))
        : [];
    const numbers = values.flatMap((v) => {
      const n = v.valueInteger ?? v.valueDecimal;
      return n === undefined ? [] : [n];
    });
    const strings = values.flatMap((v) => (v.valueString === undefined ? [] : [v.valueString]));
    return {
      linkId: item.linkId,
      text: item.text,
      type: item.type,
      answered: given.length,
      distribution: [...options, ...booleans],
      other: item.type === 'open-choice' ? strings.length : 0,
      numeric: stats(numbers),
      texts: [...strings, ...values.flatMap((v) => (v.valueDate ? [v.valueDate] : []))].slice(0, 50),
    };
  });
  return {
    questionnaire_id: questionnaireId,
    assigned,
    completed: completed.length,
    score: stats(completed.flatMap((r) => (r.score === null ? [] : [r.score]))),
    questions,
  };
}

/** Every kind of question the summary counts: yes/no, choices, numbers, decimals, dates, texts. */
const everyKind: QuestionnaireDefinition = {
  ...feelingToday,
  dutyOfCare: undefined,
  item: [
    ...feelingToday.item,
    {
      linkId: 'visit',
      text: { en: 'Your visit', ar: 'زيارتك', es: 'Tu visita' },
      type: 'group',
      item: [
        { linkId: 'age', text: { en: 'Age', ar: 'العمر', es: 'Edad' }, type: 'integer' },
        { linkId: 'weight', text: { en: 'Weight', ar: 'الوزن', es: 'Peso' }, type: 'decimal' },
        { linkId: 'when', text: { en: 'When', ar: 'متى', es: 'Cuándo' }, type: 'date' },
        { linkId: 'name', text: { en: 'Name', ar: 'الاسم', es: 'Nombre' }, type: 'string' },
      ],
    },
  ],
};

/** A seeded answer set: the same number gives the same answers. */
const answersOf = (i: number): AnswerItem[] => {
  const sets: AnswerItem[] = [
    { linkId: 'pain', answer: [{ valueBoolean: i % 3 === 0 }] },
    { linkId: 'sleep', answer: [{ valueCoding: { code: ['well', 'ok', 'badly'][i % 3] ?? 'ok' } }] },
    {
      linkId: 'worries',
      answer:
        i % 4 === 0
          ? [{ valueCoding: { code: 'needles' } }, { valueString: `Worry ${i}` }]
          : [{ valueCoding: { code: 'home' } }],
    },
    { linkId: 'age', answer: [{ valueInteger: (i * 7) % 18 }] },
    { linkId: 'weight', answer: [{ valueDecimal: 10 + ((i * 13) % 50) / 10 }] },
    { linkId: 'when', answer: [{ valueDate: `2026-0${1 + (i % 9)}-1${i % 10}` }] },
  ];
  if (i % 5 !== 0) sets.push({ linkId: 'notes', answer: [{ valueString: `Note ${i}` }] });
  if (i % 2 === 0)
    sets.push({ linkId: 'name', answer: [{ valueString: `Name ${i}` }, { valueString: `Also ${i}` }] });
  return sets;
};

describe.each(databaseTargets)('the questionnaire summary from its roll-up on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let organisationId: string;
  let patients: string[];

  const oracle = async (questionnaireId: string, definition: QuestionnaireDefinition) => {
    const rows = await t.database.db
      .select()
      .from(questionnaireResponses)
      .where(eq(questionnaireResponses.questionnaireId, questionnaireId))
      .orderBy(asc(questionnaireResponses.assignedAt), asc(questionnaireResponses.id));
    const completed = rows.filter((r) => r.status === 'completed');
    return everyAnswer(
      questionnaireId,
      definition,
      rows.length,
      completed.map((r) => ({
        answers: r.answers as AnswerItem[],
        score: r.score,
        answeredAt: r.answeredAt,
      })),
    );
  };
  const summary = async (questionnaireId: string) => {
    const res = await call(
      ADMIN,
      'GET',
      `/questionnaire/responses/summary?questionnaireId=${questionnaireId}`,
    );
    expect(res.statusCode).toBe(200);
    return res.json<ResponseSummary>();
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    call = callerOf(t, await signInAll(t, [ADMIN]));
    const admin = first(await t.database.db.select().from(users).where(eq(users.email, ADMIN)));
    organisationId = admin.organisationId as string;
    patients = (
      await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.organisationId, organisationId), inArray(users.type, [2, 3])))
    ).map((u) => u.id);
  });
  afterAll(() => t.close());

  it("equals the old path's summary on every questionnaire of the demo data", async () => {
    const list = (await call(ADMIN, 'GET', '/questionnaire/all')).json<
      { id: string }[] | { data: { id: string }[] }
    >();
    const ids = (Array.isArray(list) ? list : list.data).map((q) => q.id);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const current = (await call(ADMIN, 'GET', `/questionnaire?id=${id}`)).json<QuestionnaireDefinition>();
      expect(await summary(id)).toEqual(await oracle(id, current));
    }
  });

  it('equals the old path after answers are written, completed, changed and deleted', async () => {
    const created = await call(ADMIN, 'POST', '/questionnaire', everyKind);
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    const version = first(
      await t.database.db
        .select()
        .from(questionnaireVersions)
        .where(eq(questionnaireVersions.questionnaireId, id)),
    );
    // 120 responses, some answered at the same instant (the assignment order decides among them).
    const base = Date.UTC(2026, 0, 1);
    const rows = Array.from({ length: 120 }, (_, i) => ({
      questionnaireId: id,
      versionId: version.id,
      organisationId,
      userId: patients[i % patients.length] as string,
      status: (i % 7 === 0 ? 'pending' : 'completed') as 'pending' | 'completed',
      answers: i % 7 === 0 ? [] : answersOf(i),
      score: i % 7 === 0 ? null : i % 11 === 0 ? null : (i * 3) % 17,
      assignedAt: new Date(base + i * 60_000),
      answeredAt: i % 7 === 0 ? null : new Date(base + 86_400_000 + Math.floor(i / 3) * 60_000),
    }));
    const inserted = await t.database.db.insert(questionnaireResponses).values(rows).returning();
    expect(await summary(id)).toEqual(await oracle(id, everyKind));
    // A pending one answered, a draft saved, one completed set changed, a few deleted.
    const pending = inserted.filter((r) => r.status === 'pending');
    await t.database.db
      .update(questionnaireResponses)
      .set({ status: 'completed', answers: answersOf(1000), score: 2.5, answeredAt: new Date(base + 9e9) })
      .where(eq(questionnaireResponses.id, first(pending).id));
    await t.database.db
      .update(questionnaireResponses)
      .set({ answers: answersOf(7) })
      .where(eq(questionnaireResponses.id, (pending[1] ?? first(pending)).id));
    await t.database.db
      .update(questionnaireResponses)
      .set({ answers: answersOf(2000), score: 40 })
      .where(eq(questionnaireResponses.id, (inserted[1] ?? first(inserted)).id));
    await t.database.db.delete(questionnaireResponses).where(
      inArray(
        questionnaireResponses.id,
        inserted.slice(2, 30).map((r) => r.id),
      ),
    );
    expect(await summary(id)).toEqual(await oracle(id, everyKind));
    // Every response gone: nothing counted, and no count left behind.
    await t.database.db.delete(questionnaireResponses).where(eq(questionnaireResponses.questionnaireId, id));
    const empty = await summary(id);
    expect(empty).toEqual(await oracle(id, everyKind));
    expect(empty).toMatchObject({ assigned: 0, completed: 0, score: null });
  });
});
