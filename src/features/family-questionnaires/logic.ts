import {
  enabledLinkIds,
  flattenItems,
  NON_ANSWERABLE,
  validateAnswers,
  type AnswerItem,
  type AnswerValue,
  type QuestionnaireItem,
} from '../../api/contracts/questionnaires.ts';

/**
 * The one place this feature calls the shared questionnaire rules (the server checks answers with the
 * same module), so a change of their shape is mended here alone.
 */

/** The answers as the screen keeps them: values by linkId. */
export type AnswerMap = Record<string, AnswerValue[]>;

export const toItems = (answers: AnswerMap): AnswerItem[] =>
  Object.entries(answers)
    .filter(([, values]) => values.length > 0)
    .map(([linkId, answer]) => ({ linkId, answer }));

export const toMap = (answers: readonly AnswerItem[]): AnswerMap =>
  Object.fromEntries(answers.map((a) => [a.linkId, a.answer]));

/** The answerable questions that show for these answers, in order (groups opened, display text kept out). */
export function visibleQuestions(items: QuestionnaireItem[], answers: AnswerMap): QuestionnaireItem[] {
  const enabled = enabledLinkIds({ item: items }, toItems(answers));
  return flattenItems(items)
    .map((p) => p.item)
    .filter((item) => enabled.has(item.linkId) && !NON_ANSWERABLE.includes(item.type));
}

/** The answers to the questions that show: a hidden question's answer is neither saved nor sent. */
export function shownAnswers(items: QuestionnaireItem[], answers: AnswerMap): AnswerItem[] {
  const shown = new Set(visibleQuestions(items, answers).map((q) => q.linkId));
  return toItems(answers).filter((a) => shown.has(a.linkId));
}

/** The linkIds of required questions that show and are not answered, in order. */
export function missingRequired(items: QuestionnaireItem[], answers: AnswerMap): string[] {
  return validateAnswers({ item: items }, shownAnswers(items, answers))
    .filter((i) => i.message === 'questionnaires.answer.required')
    .map((i) => i.path.replace(/^answers\./, ''));
}
