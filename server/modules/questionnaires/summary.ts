import type { QuestionnaireDefinition, ResponseSummary } from '../../../src/api/contracts/questionnaires.ts';
import { questionsOf } from './access.ts';
import type { CountLine, SummaryQueries } from './summary-repository.ts';

const TEXTS_MAX = 50;

const stats = (line: CountLine | undefined) =>
  line && line.n > 0 && line.min !== null && line.max !== null && line.sum !== null
    ? { min: line.min, max: line.max, mean: Math.round((line.sum / line.n) * 1000) / 1000 }
    : null;

/**
 * Per question over the completed answers: how many answered, how often each option (or yes/no)
 * was chosen, numbers' range and mean, free texts newest first; and the scores' range and mean.
 * Questions are those of `definition` (the current version); answers to earlier versions count
 * under the same linkId. Counts and texts come from roll-ups, so the cost does not grow with the
 * answers: a question that holds texts or dates reads its newest fifty from their index.
 */
export async function summarise(
  repo: SummaryQueries,
  questionnaireId: string,
  definition: QuestionnaireDefinition,
): Promise<ResponseSummary> {
  const lines = await repo.answerCounts(questionnaireId);
  const find = (linkId: string, kind: string, value = '') =>
    lines.find((l) => l.linkId === linkId && l.kind === kind && l.value === value);
  const countOf = (linkId: string, kind: string, value = '') => find(linkId, kind, value)?.n ?? 0;
  const responses = lines.filter((l) => l.linkId === '' && l.kind === 'response');
  const questions = [];
  for (const item of questionsOf(definition)) {
    const strings = countOf(item.linkId, 'string');
    const texts = strings
      ? await repo.newestAnswers(questionnaireId, item.linkId, 'valueString', TEXTS_MAX)
      : [];
    if (texts.length < TEXTS_MAX && countOf(item.linkId, 'date'))
      texts.push(
        ...(await repo.newestAnswers(questionnaireId, item.linkId, 'valueDate', TEXTS_MAX - texts.length)),
      );
    questions.push({
      linkId: item.linkId,
      text: item.text,
      type: item.type,
      answered: countOf(item.linkId, 'item'),
      distribution: [
        ...(item.answerOption ?? []).map((o) => ({
          code: o.code,
          display: o.display,
          count: countOf(item.linkId, 'coding', o.code),
        })),
        ...(item.type === 'boolean'
          ? ['true', 'false'].map((code) => ({
              code,
              display: null,
              count: countOf(item.linkId, 'boolean', code),
            }))
          : []),
      ],
      other: item.type === 'open-choice' ? strings : 0,
      numeric: stats(find(item.linkId, 'number')),
      texts,
    });
  }
  return {
    questionnaire_id: questionnaireId,
    assigned: responses.reduce((sum, l) => sum + l.n, 0),
    completed: countOf('', 'response', 'completed'),
    score: stats(find('', 'score')),
    questions,
  };
}
