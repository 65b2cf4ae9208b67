import type {
  AnswerItem,
  QuestionnaireDefinition,
  ResponseSummary,
} from '../../../src/api/contracts/questionnaires.ts';
import { questionsOf } from './access.ts';

const TEXTS_MAX = 50;

const stats = (values: number[]) =>
  values.length
    ? {
        min: Math.min(...values),
        max: Math.max(...values),
        mean: Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 1000) / 1000,
      }
    : null;

/**
 * Per question over the completed answers: how many answered, how often each option (or yes/no)
 * was chosen, numbers' range and mean, free texts newest first; and the scores' range and mean.
 * Questions are those of `definition` (the current version); answers to earlier versions count
 * under the same linkId.
 */
export function summarise(
  questionnaireId: string,
  definition: QuestionnaireDefinition,
  assigned: number,
  completed: { answers: AnswerItem[]; score: number | null; answeredAt: Date | null }[],
): ResponseSummary {
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
      texts: [...strings, ...values.flatMap((v) => (v.valueDate ? [v.valueDate] : []))].slice(0, TEXTS_MAX),
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
