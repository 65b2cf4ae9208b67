import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { questionnaireVersions } from './schema.ts';
import { users } from '../users/schema.ts';
import type { QuestionnaireDefinition } from '../../../src/api/contracts/questionnaires.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';

const ADMIN = 'admin@stmarys.test';
const GUARDIAN = 'guardian@stmarys.test';

/** q1 yes/no; q2 "what would help?" only when q1 is No; a named score rule on q2's weighted options. */
const lowMood: QuestionnaireDefinition = {
  title: { en: 'Feeling check' },
  item: [
    { linkId: 'q1', text: { en: 'Are you feeling good?' }, type: 'boolean', required: true },
    {
      linkId: 'q2',
      text: { en: 'How low do you feel?' },
      type: 'choice',
      required: true,
      enableWhen: [{ question: 'q1', operator: '=', answer: { valueBoolean: false } }],
      answerOption: [
        { code: 'bit', display: { en: 'A bit' }, weight: 2 },
        { code: 'very', display: { en: 'Very' }, weight: 12 },
      ],
    },
  ],
  dutyOfCare: { kind: 'score', threshold: 10, label: { en: 'Low mood', es: 'Ánimo bajo' } },
};

const no = { linkId: 'q1', answer: [{ valueBoolean: false }] };
const yes = { linkId: 'q1', answer: [{ valueBoolean: true }] };
const very = { linkId: 'q2', answer: [{ valueCoding: { code: 'very' } }] };

describe.each(databaseTargets)('questionnaire branching and rules on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let guardianId: string;
  let questionnaire: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    call = callerOf(t, await signInAll(t, [ADMIN, GUARDIAN]));
    guardianId = first(await t.database.db.select().from(users).where(eq(users.email, GUARDIAN))).id;
    const created = await call(ADMIN, 'POST', '/questionnaire', lowMood);
    expect(created.statusCode).toBe(201);
    questionnaire = created.json().id;
    await call(ADMIN, 'PUT', '/questionnaire/status', { questionnaireId: questionnaire, status: 1 });
  });
  afterAll(() => t.close());

  /** Asks the guardian (again) and returns the pending response to answer. */
  const ask = async (): Promise<string> => {
    const res = await call(ADMIN, 'POST', '/questionnaire/responses', {
      questionnaireId: questionnaire,
      userIds: [guardianId],
    });
    return first(res.json().data as { response_id: string }[]).response_id;
  };
  const answer = (responseId: string, answers: object[]) =>
    call(GUARDIAN, 'POST', `/questionnaire/responses/${responseId}/answers`, { answers });

  it('shows q2 only when q1 is No: refuses q1 = Yes with q2, accepts q1 = No with q2 and q1 = Yes alone', async () => {
    const first = await ask();
    expect((await answer(first, [yes, very])).json()).toMatchObject({
      status: 400,
      fields: [{ path: 'answers.1', message: 'questionnaires.answer.hiddenItem' }],
    });
    expect((await answer(first, [no])).json()).toMatchObject({
      status: 400,
      fields: [{ path: 'answers.q2', message: 'questionnaires.answer.required' }],
    });
    const accepted = await answer(first, [no, very]);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'completed', score: 12 });

    const second = await ask();
    const alone = await answer(second, [yes]);
    expect(alone.statusCode).toBe(200);
    expect(alone.json()).toMatchObject({ status: 'completed', score: 0 });
  });

  it('raises a flag that names the rule it reached', async () => {
    const flags = (await call(ADMIN, 'GET', '/questionnaire/flags')).json().data as {
      questionnaire_id: string;
    }[];
    expect(flags.filter((f) => f.questionnaire_id === questionnaire)).toMatchObject([
      { score: 12, rule: { kind: 'score', threshold: 10, label: { en: 'Low mood', es: 'Ánimo bajo' } } },
    ]);
  });

  it('refuses a score rule without its threshold, naming the field, and stores nothing', async () => {
    const count = async () => (await call(ADMIN, 'GET', '/questionnaire/all')).json().total as number;
    const before = await count();
    const res = await call(ADMIN, 'POST', '/questionnaire', { ...lowMood, dutyOfCare: { kind: 'score' } });
    expect(res.json()).toMatchObject({
      status: 400,
      code: 'ValidationError',
      fields: [{ path: 'dutyOfCare.threshold', message: 'questionnaires.rule.thresholdRequired' }],
    });
    expect(await count()).toBe(before);
  });

  it('refuses a condition whose answer does not fit its question, naming the field', async () => {
    const [q1, q2] = lowMood.item;
    const res = await call(ADMIN, 'POST', '/questionnaire', {
      ...lowMood,
      item: [q1, { ...q2, enableWhen: [{ question: 'q1', operator: '=', answer: { valueString: 'No' } }] }],
    });
    expect(res.json()).toMatchObject({
      status: 400,
      fields: [{ path: 'item.1.enableWhen.0.answer', message: 'questionnaires.condition.wrongAnswer' }],
    });
  });

  it('reads a version saved with a string answer ("No") as the boolean it means', async () => {
    const [q1, q2] = lowMood.item;
    const legacy = {
      ...lowMood,
      item: [q1, { ...q2, enableWhen: [{ question: 'q1', operator: '=', answer: { valueString: 'No' } }] }],
    };
    await t.database.db
      .update(questionnaireVersions)
      .set({ definition: legacy })
      .where(
        and(eq(questionnaireVersions.questionnaireId, questionnaire), eq(questionnaireVersions.version, 1)),
      );
    const read = (await call(ADMIN, 'GET', `/questionnaire?id=${questionnaire}`)).json();
    expect(read.item[1].enableWhen).toEqual([
      { question: 'q1', operator: '=', answer: { valueBoolean: false } },
    ]);
    const pending = await ask();
    expect((await answer(pending, [yes, very])).json()).toMatchObject({
      status: 400,
      fields: [{ path: 'answers.1', message: 'questionnaires.answer.hiddenItem' }],
    });
    expect(
      (await answer(pending, [no, { linkId: 'q2', answer: [{ valueCoding: { code: 'bit' } }] }])).statusCode,
    ).toBe(200);
  });
});
