import { coerceAnswer } from './questionnaire-answers.ts';
import { conditionFits } from './questionnaire-definition.ts';
import { flattenItems } from './questionnaire-logic.ts';
import {
  NON_ANSWERABLE,
  type AnswerValue,
  type EnableWhen,
  type QuestionnaireDefinition,
  type QuestionnaireItem,
} from './questionnaire-model.ts';

/**
 * What the builder warns about without refusing it: conditions that can never be true and the
 * questions that therefore never show. A definition may be saved with them (an admin may be half
 * way through), but the admin sees, beside the question, why it would not behave as meant.
 */
export interface DefinitionWarning {
  linkId: string;
  /** The condition's place in the item's enableWhen (0-based); absent for "this never shows". */
  condition?: number;
  /** A message id (locales), given `{ n }`: the condition's number counted from 1. */
  message: string;
}

/** Answers are numbers within these bounds (answerValueSchema). */
const NUMBER_MAX = 1_000_000_000;

/** Whether a number comparison can hold for some answer within the bounds answers may take. */
function numberReachable(operator: EnableWhen['operator'], answer: AnswerValue): boolean {
  const v = answer.valueInteger ?? answer.valueDecimal;
  if (v === undefined) return true;
  switch (operator) {
    case '>':
      return v < NUMBER_MAX;
    case '<':
      return v > -NUMBER_MAX;
    case '>=':
      return v <= NUMBER_MAX;
    case '<=':
      return v >= -NUMBER_MAX;
    case '=':
      return Math.abs(v) <= NUMBER_MAX;
    default:
      return true;
  }
}

/** A condition that still holds when its question never shows (R5: no answer is "not equal"). */
const holdsWithoutAnswer = (c: EnableWhen) =>
  c.operator === '!=' || (c.operator === 'exists' && c.answer.valueBoolean === false);

/** Why a condition can never be true, as a message id, or null when it can. */
function impossible(
  c: EnableWhen,
  item: QuestionnaireItem,
  ancestors: string[],
  position: Map<string, number>,
  at: number,
  byId: Map<string, QuestionnaireItem>,
  never: Set<string>,
): string | null {
  const question = byId.get(c.question);
  if (!question || NON_ANSWERABLE.includes(question.type)) return 'questionnaires.warning.unknownQuestion';
  if (c.question === item.linkId || ancestors.includes(c.question)) return 'questionnaires.warning.self';
  if ((position.get(c.question) ?? 0) > at) return 'questionnaires.warning.later';
  const answer = coerceAnswer(question, c.operator, c.answer);
  if (!conditionFits(question, c.operator, answer)) {
    // A code (or a word) that names none of a choice's options.
    const named = answer.valueCoding?.code ?? answer.valueString;
    return named !== undefined && question.answerOption
      ? 'questionnaires.warning.unknownOption'
      : 'questionnaires.warning.wrongAnswer';
  }
  if (!numberReachable(c.operator, answer)) return 'questionnaires.warning.outOfBounds';
  if (never.has(c.question) && !holdsWithoutAnswer(c)) return 'questionnaires.warning.hiddenQuestion';
  return null;
}

/** The warnings of a definition, in reading order. */
export function definitionWarnings(definition: Pick<QuestionnaireDefinition, 'item'>): DefinitionWarning[] {
  const placed = flattenItems(definition.item);
  const byId = new Map<string, QuestionnaireItem>();
  const position = new Map<string, number>();
  placed.forEach(({ item }, i) => {
    if (!byId.has(item.linkId)) byId.set(item.linkId, item);
    if (!position.has(item.linkId)) position.set(item.linkId, i);
  });
  const never = new Set<string>();
  const warnings: DefinitionWarning[] = [];
  placed.forEach(({ item, ancestors }, at) => {
    const conditions = item.enableWhen ?? [];
    const reasons = conditions.map((c) => impossible(c, item, ancestors, position, at, byId, never));
    reasons.forEach((message, condition) => {
      if (message) warnings.push({ linkId: item.linkId, condition, message });
    });
    const failing = reasons.filter(Boolean).length;
    const ownNever =
      conditions.length > 0 && (item.enableBehavior === 'any' ? failing === conditions.length : failing > 0);
    if (ownNever || ancestors.some((a) => never.has(a))) {
      never.add(item.linkId);
      warnings.push({ linkId: item.linkId, message: 'questionnaires.warning.neverShows' });
    }
  });
  return warnings;
}
