import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerState,
  normaliseDefinition,
  operatorsFor,
  questionnaireCreateSchema,
  raisedRule,
  scoreOf,
  validateAnswers,
  validateDefinition,
  visibleLinkIds,
  type AnswerItem,
  type AnswerValue,
  type EnableWhen,
  type QuestionnaireDefinition,
  type QuestionnaireItem,
} from './questionnaires.ts';

/**
 * The preview (and the guardians' answering screen) compute what shows, what is still required and
 * the score with answerState; the server accepts or refuses with validateAnswers, scores with
 * scoreOf and flags with raisedRule. For any questionnaire and any answers, they must agree.
 */

const TYPES = ['boolean', 'choice', 'integer', 'date'] as const;
type Kind = (typeof TYPES)[number];
const CODES = ['a', 'b', 'c'];
const LABELS = ['Never', 'Sometimes', 'Often'];

/** A value of a question of this kind, from a small seed (so that conditions and answers meet often). */
function valueOf(kind: Kind, seed: number): AnswerValue {
  switch (kind) {
    case 'boolean':
      return { valueBoolean: seed % 2 === 0 };
    case 'choice':
      return { valueCoding: { code: CODES[Math.abs(seed) % 3] as string } };
    case 'integer':
      return { valueInteger: seed };
    case 'date':
      return { valueDate: `2026-01-1${Math.abs(seed) % 10}` };
  }
}

const conditionSeed = fc.record({ ref: fc.nat(), op: fc.nat(), seed: fc.integer({ min: -3, max: 3 }) });
const itemSeed = fc.record({
  kind: fc.constantFrom(...TYPES),
  required: fc.boolean(),
  any: fc.boolean(),
  conditions: fc.array(conditionSeed, { maxLength: 2 }),
});
const ruleSeed = fc.oneof(
  fc.record({ kind: fc.constant('score' as const), threshold: fc.integer({ min: 0, max: 8 }) }),
  fc.record({ kind: fc.constant('answer' as const), ref: fc.nat(), seed: fc.integer({ min: -3, max: 3 }) }),
);

/** A questionnaire of yes/no, choice, number and date questions, each condition on an earlier question. */
const questionnaires = fc
  .tuple(fc.array(itemSeed, { minLength: 1, maxLength: 8 }), ruleSeed)
  .map(([seeds, rule]): QuestionnaireDefinition => {
    const item = seeds.map((s, i): QuestionnaireItem => {
      const enableWhen = i
        ? s.conditions.map((c): EnableWhen => {
            const ref = c.ref % i;
            const kind = (seeds[ref] as (typeof seeds)[number]).kind;
            const ops = operatorsFor(kind);
            const operator = ops[c.op % ops.length] as EnableWhen['operator'];
            const answer = operator === 'exists' ? { valueBoolean: c.seed >= 0 } : valueOf(kind, c.seed);
            return { question: `q${ref}`, operator, answer };
          })
        : [];
      return {
        linkId: `q${i}`,
        text: { en: `Question ${i}` },
        type: s.kind,
        ...(s.required ? { required: true } : {}),
        ...(s.kind === 'choice'
          ? {
              answerOption: CODES.map((code, n) => ({
                code,
                display: { en: LABELS[n] as string },
                weight: n * 2,
              })),
            }
          : {}),
        ...(enableWhen.length ? { enableWhen } : {}),
        ...(enableWhen.length > 1 && s.any ? { enableBehavior: 'any' as const } : {}),
      };
    });
    const hasChoice = seeds.some((s) => s.kind === 'choice');
    const target = rule.kind === 'answer' ? rule.ref % seeds.length : 0;
    return {
      title: { en: 'Generated' },
      item,
      dutyOfCare:
        rule.kind === 'score'
          ? hasChoice
            ? { kind: 'score', threshold: rule.threshold, label: { en: 'Score rule' } }
            : null
          : {
              kind: 'answer',
              linkId: `q${target}`,
              answer: valueOf((seeds[target] as (typeof seeds)[number]).kind, rule.seed),
            },
    };
  });

/** Answers to any of the questions, shown or not, as a screen may hold them before some hide. */
const answerSeeds = fc.array(fc.option(fc.integer({ min: -3, max: 3 }), { nil: undefined }), {
  minLength: 8,
  maxLength: 8,
});
const answersFor = (definition: QuestionnaireDefinition, seeds: (number | undefined)[]): AnswerItem[] =>
  definition.item.flatMap((item, i) => {
    const seed = seeds[i];
    return seed === undefined ? [] : [{ linkId: item.linkId, answer: [valueOf(item.type as Kind, seed)] }];
  });
const answerTo = (item: QuestionnaireItem): AnswerItem => ({
  linkId: item.linkId,
  answer: [valueOf(item.type as Kind, 1)],
});

const required = (linkIds: string[]) =>
  linkIds.map((linkId) => ({ path: `answers.${linkId}`, message: 'questionnaires.answer.required' }));

describe('the preview and the server agree', () => {
  it('on what shows, what is still required, the score and the flag, for any questionnaire and answers', () => {
    fc.assert(
      fc.property(questionnaires, answerSeeds, (definition, seeds) => {
        expect(validateDefinition(definition)).toEqual([]);
        expect(questionnaireCreateSchema.safeParse(definition).success).toBe(true);
        const preview = answerState(definition, answersFor(definition, seeds));
        // The server accepts what the preview would send exactly when nothing required is missing.
        expect(validateAnswers(definition, preview.submission)).toEqual(required(preview.missing));
        // Leaving out the answers to hidden questions changes nothing that shows, the score or the flag.
        expect(visibleLinkIds(definition, preview.submission)).toEqual(preview.visible);
        expect(scoreOf(definition, preview.submission)).toBe(preview.score);
        expect(raisedRule(definition, preview.submission)).toEqual(preview.raised);
      }),
      { numRuns: 400 },
    );
  });

  it('accepts the answers once every required question that shows is answered', () => {
    fc.assert(
      fc.property(questionnaires, answerSeeds, (definition, seeds) => {
        let answers = answerState(definition, answersFor(definition, seeds)).submission;
        // Answering a question may show others: answer what is missing until nothing is.
        for (let round = 0; round <= definition.item.length; round++) {
          const { missing } = answerState(definition, answers);
          if (!missing.length) break;
          const byId = new Map(definition.item.map((i) => [i.linkId, i]));
          answers = answerState(definition, [
            ...answers,
            ...missing.map((id) => answerTo(byId.get(id) as QuestionnaireItem)),
          ]).submission;
        }
        expect(answerState(definition, answers).missing).toEqual([]);
        expect(validateAnswers(definition, answers)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses an answer to any question the preview hides', () => {
    fc.assert(
      fc.property(questionnaires, answerSeeds, (definition, seeds) => {
        const { submission, visible } = answerState(definition, answersFor(definition, seeds));
        for (const item of definition.item.filter((i) => !visible.has(i.linkId)))
          expect(validateAnswers(definition, [...submission, answerTo(item)])).toContainEqual({
            path: `answers.${submission.length}`,
            message: 'questionnaires.answer.hiddenItem',
          });
      }),
      { numRuns: 300 },
    );
  });

  it('reads a questionnaire saved with string answers ("false", "No", an option’s label) as the typed one', () => {
    const asWords = (value: AnswerValue, kind: string, operator: string): AnswerValue => {
      if (value.valueBoolean !== undefined)
        return {
          valueString: operator === 'exists' ? String(value.valueBoolean) : value.valueBoolean ? 'Yes' : 'No',
        };
      if (value.valueCoding) return { valueString: LABELS[CODES.indexOf(value.valueCoding.code)] as string };
      if (value.valueInteger !== undefined) return { valueString: String(value.valueInteger) };
      return kind === 'date' ? { valueString: value.valueDate as string } : value;
    };
    fc.assert(
      fc.property(questionnaires, answerSeeds, (definition, seeds) => {
        const kinds = new Map(definition.item.map((i) => [i.linkId, i.type]));
        const saved: QuestionnaireDefinition = {
          ...definition,
          item: definition.item.map((i) =>
            i.enableWhen
              ? {
                  ...i,
                  enableWhen: i.enableWhen.map((c) => ({
                    ...c,
                    answer: asWords(c.answer, kinds.get(c.question) ?? '', c.operator),
                  })),
                }
              : i,
          ),
        };
        expect(normaliseDefinition(saved)).toEqual(definition);
        const answers = answersFor(definition, seeds);
        expect(visibleLinkIds(saved, answers)).toEqual(visibleLinkIds(definition, answers));
        expect(validateAnswers(saved, answers)).toEqual(validateAnswers(definition, answers));
      }),
      { numRuns: 300 },
    );
  });
});
