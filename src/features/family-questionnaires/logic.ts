import {
  missingRequired as requiredMissing,
  NON_ANSWERABLE,
  visibleAnswers,
  visibleItems,
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
export const visibleQuestions = (items: QuestionnaireItem[], answers: AnswerMap): QuestionnaireItem[] =>
  visibleItems({ item: items }, toItems(answers)).filter((item) => !NON_ANSWERABLE.includes(item.type));

/** The answers to the questions that show: a hidden question's answer is neither saved nor sent. */
export const shownAnswers = (items: QuestionnaireItem[], answers: AnswerMap): AnswerItem[] =>
  visibleAnswers({ item: items }, toItems(answers));

/** The linkIds of required questions that show and are not answered, in order. */
export const missingRequired = (items: QuestionnaireItem[], answers: AnswerMap): string[] =>
  requiredMissing({ item: items }, toItems(answers));

/**
 * Where a half-answered set resumes: the first question that shows for the saved answers (branching
 * applied) and has none; the last question when every one that shows is answered.
 */
export const firstUnanswered = (items: QuestionnaireItem[], answers: AnswerMap): number => {
  const questions = visibleQuestions(items, answers);
  const index = questions.findIndex((q) => !(answers[q.linkId]?.length ?? 0));
  return index === -1 ? Math.max(0, questions.length - 1) : index;
};
