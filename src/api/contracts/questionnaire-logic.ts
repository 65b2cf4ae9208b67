import {
  ANSWER_TEXT_MAX,
  NON_ANSWERABLE,
  type AnswerItem,
  type AnswerValue,
  type DutyOfCare,
  type EnableWhen,
  type QuestionnaireDefinition,
  type QuestionnaireItem,
} from './questionnaire-model.ts';
import { coerceAnswer, valueFits } from './questionnaire-answers.ts';

export {
  coerceAnswer,
  normaliseDefinition,
  operatorsFor,
  valueFits,
  type Operator,
} from './questionnaire-answers.ts';

/**
 * The questionnaire's rules, pure: what a definition may say, which items show (enableWhen, FHIR
 * R5 semantics), whether an answer set is complete and well-typed, its score and whether it raises
 * the duty-of-care flag. The server validates with it, and the builder, the preview and the
 * guardians' answering screen run the same code:
 *
 * - `visibleLinkIds` / `visibleItems`: what shows for these answers;
 * - `missingRequired`: the required questions that show and have no answer yet;
 * - `visibleAnswers`: the answers to send (those to hidden questions left out);
 * - `scoreOf`, `raisedRule`: the score and the duty-of-care rule it meets;
 * - `answerState`: all of these at once; `validateAnswers`: what the server refuses.
 *
 * Conditions are read through `coerceAnswer`, so a definition saved with string answers ("false",
 * "No") behaves as its author meant.
 */

/** A problem, at a dotted path of the definition or answer set, with a message id (locales). */
export interface Issue {
  path: string;
  message: string;
}

export interface Placed {
  item: QuestionnaireItem;
  path: string;
  /** linkIds of the groups it sits in, outermost first. */
  ancestors: string[];
}

/** Every item, depth first, with where it sits. */
export function flattenItems(items: readonly QuestionnaireItem[], base = 'item'): Placed[] {
  const out: Placed[] = [];
  const walk = (list: readonly QuestionnaireItem[], path: string, ancestors: string[]) =>
    list.forEach((item, i) => {
      out.push({ item, path: `${path}.${i}`, ancestors });
      if (item.item) walk(item.item, `${path}.${i}.item`, [...ancestors, item.linkId]);
    });
  walk(items, base, []);
  return out;
}

const answerable = (item: QuestionnaireItem) => !NON_ANSWERABLE.includes(item.type);

/** Orders two values of one kind; null when they cannot be compared. */
function compare(a: AnswerValue, b: AnswerValue): number | null {
  const num = (v: AnswerValue) => v.valueInteger ?? v.valueDecimal;
  const [na, nb] = [num(a), num(b)];
  if (na !== undefined && nb !== undefined) return na - nb;
  if (a.valueBoolean !== undefined && b.valueBoolean !== undefined)
    return a.valueBoolean === b.valueBoolean ? 0 : null;
  if (a.valueCoding && b.valueCoding) return a.valueCoding.code === b.valueCoding.code ? 0 : null;
  const str = (v: AnswerValue) => v.valueDate ?? v.valueString;
  const [sa, sb] = [str(a), str(b)];
  if (sa !== undefined && sb !== undefined && (a.valueDate === undefined) === (b.valueDate === undefined))
    return sa < sb ? -1 : sa > sb ? 1 : 0;
  return null;
}

/** One enableWhen against the question's current answers (R5's definitions of the operators). */
export function conditionHolds(condition: EnableWhen, answers: readonly AnswerValue[]): boolean {
  const { operator, answer } = condition;
  if (operator === 'exists') return answers.length > 0 === (answer.valueBoolean ?? true);
  const results = answers.map((a) => compare(a, answer));
  if (operator === '!=') return !results.some((r) => r === 0);
  return results.some((r) => {
    if (r === null) return false;
    switch (operator) {
      case '=':
        return r === 0;
      case '>':
        return r > 0;
      case '<':
        return r < 0;
      case '>=':
        return r >= 0;
      default:
        return r <= 0;
    }
  });
}

const byLinkId = (answers: readonly AnswerItem[]) => {
  const map = new Map<string, AnswerValue[]>();
  for (const a of answers) map.set(a.linkId, [...(map.get(a.linkId) ?? []), ...a.answer]);
  return map;
};

type Items = Pick<QuestionnaireDefinition, 'item'>;

/**
 * The linkIds of the items that show for these answers. An item shows when its groups show and its
 * enableWhen holds (all or any, per enableBehavior); answers to hidden items count as absent, so
 * hiding one question can hide those that depend on it: repeated until nothing changes.
 */
export function enabledLinkIds(definition: Items, answers: readonly AnswerItem[]): Set<string> {
  const placed = flattenItems(definition.item);
  const byId = new Map(placed.map((p) => [p.item.linkId, p.item]));
  const given = byLinkId(answers);
  // Each condition read as its question's type, once (stored strings such as "No" become booleans).
  const conditionsOf = new Map(
    placed.map(({ item }) => [
      item,
      (item.enableWhen ?? []).map((c) => ({
        ...c,
        answer: coerceAnswer(byId.get(c.question), c.operator, c.answer),
      })),
    ]),
  );
  let enabled = new Set(placed.map((p) => p.item.linkId));
  for (let round = 0; round <= placed.length; round++) {
    const next = new Set<string>();
    for (const { item, ancestors } of placed) {
      if (!ancestors.every((a) => next.has(a))) continue;
      const conditions = conditionsOf.get(item) ?? [];
      const holds = conditions.map((c) =>
        conditionHolds(c, enabled.has(c.question) ? (given.get(c.question) ?? []) : []),
      );
      const on =
        conditions.length === 0 ||
        (item.enableBehavior === 'any' ? holds.some(Boolean) : holds.every(Boolean));
      if (on) next.add(item.linkId);
    }
    const same = next.size === enabled.size && [...next].every((id) => enabled.has(id));
    enabled = next;
    if (same) break;
  }
  return enabled;
}

/** What shows for these answers, by linkId (the name the answering screens use). */
export function visibleLinkIds(definition: Items, answers: readonly AnswerItem[]): Set<string> {
  return enabledLinkIds(definition, answers);
}

/** The items that show for these answers, in reading order (groups before what they hold). */
export function visibleItems(definition: Items, answers: readonly AnswerItem[]): QuestionnaireItem[] {
  const shown = enabledLinkIds(definition, answers);
  return flattenItems(definition.item)
    .map((p) => p.item)
    .filter((item) => shown.has(item.linkId));
}

/** The answers to send: those to questions that show (a hidden question's answer is dropped, not refused). */
export function visibleAnswers(definition: Items, answers: readonly AnswerItem[]): AnswerItem[] {
  const shown = enabledLinkIds(definition, answers);
  return answers.filter((a) => shown.has(a.linkId) && a.answer.length > 0);
}

/** The linkIds of the required questions that show and have no answer yet, in reading order. */
export function missingRequired(definition: Items, answers: readonly AnswerItem[]): string[] {
  const shown = enabledLinkIds(definition, answers);
  const given = new Set(answers.filter((a) => a.answer.length > 0).map((a) => a.linkId));
  return flattenItems(definition.item)
    .map((p) => p.item)
    .filter((i) => i.required && answerable(i) && shown.has(i.linkId) && !given.has(i.linkId))
    .map((i) => i.linkId);
}

/** The sum of the weights of the chosen options of the items that show; null when no option has a weight. */
export function scoreOf(definition: Items, answers: readonly AnswerItem[]): number | null {
  const placed = flattenItems(definition.item);
  if (!placed.some((p) => p.item.answerOption?.some((o) => o.weight !== undefined))) return null;
  const enabled = enabledLinkIds(definition, answers);
  let score = 0;
  for (const { linkId, answer } of answers) {
    const item = placed.find((p) => p.item.linkId === linkId)?.item;
    if (!item || !enabled.has(linkId)) continue;
    for (const value of answer) {
      const option = item.answerOption?.find((o) => o.code === value.valueCoding?.code);
      score += option?.weight ?? 0;
    }
  }
  return Math.round(score * 1000) / 1000;
}

type WithRule = Pick<QuestionnaireDefinition, 'item' | 'dutyOfCare'>;

/** The duty-of-care rule these answers meet (the one the flag names), or null. */
export function raisedRule(definition: WithRule, answers: readonly AnswerItem[]): DutyOfCare | null {
  const rule = definition.dutyOfCare;
  if (!rule) return null;
  if (rule.kind === 'score') {
    const score = scoreOf(definition, answers);
    // No threshold, no flag: an empty rule never raises one for everybody.
    return score !== null && rule.threshold !== undefined && score >= rule.threshold ? rule : null;
  }
  if (!rule.linkId || !rule.answer || !enabledLinkIds(definition, answers).has(rule.linkId)) return null;
  const question = flattenItems(definition.item).find((p) => p.item.linkId === rule.linkId)?.item;
  const target = coerceAnswer(question, '=', rule.answer);
  return (byLinkId(answers).get(rule.linkId) ?? []).some((v) => compare(v, target) === 0) ? rule : null;
}

/** Whether an answer set meets the questionnaire's duty-of-care rule. */
export function dutyOfCareRaised(definition: WithRule, answers: readonly AnswerItem[]): boolean {
  return raisedRule(definition, answers) !== null;
}

/** Everything an answering screen shows at once, from one answer set (hidden answers kept but ignored). */
export function answerState(definition: WithRule, answers: readonly AnswerItem[]) {
  const submission = visibleAnswers(definition, answers);
  return {
    visible: enabledLinkIds(definition, answers),
    missing: missingRequired(definition, answers),
    score: scoreOf(definition, answers),
    raised: raisedRule(definition, answers),
    /** What to send: the server accepts it when `missing` is empty. */
    submission,
  };
}

/** Checks an answer set against the version it answers: known items that show, values of their type, required ones given. */
export function validateAnswers(definition: Items, answers: readonly AnswerItem[]): Issue[] {
  const issues: Issue[] = [];
  const placed = new Map(flattenItems(definition.item).map((p) => [p.item.linkId, p.item]));
  const enabled = enabledLinkIds(definition, answers);
  const seen = new Set<string>();
  answers.forEach(({ linkId, answer }, i) => {
    const path = `answers.${i}`;
    const item = placed.get(linkId);
    if (!item || !answerable(item))
      return issues.push({ path, message: 'questionnaires.answer.unknownItem' });
    if (seen.has(linkId)) return issues.push({ path, message: 'questionnaires.answer.duplicateItem' });
    seen.add(linkId);
    if (!enabled.has(linkId)) return issues.push({ path, message: 'questionnaires.answer.hiddenItem' });
    if (answer.length > 1 && !item.repeats)
      return issues.push({ path, message: 'questionnaires.answer.notRepeating' });
    answer.forEach((value, j) => {
      if (!valueFits(item, value))
        issues.push({ path: `${path}.answer.${j}`, message: 'questionnaires.answer.wrongType' });
      else if ((value.valueString?.length ?? 0) > ANSWER_TEXT_MAX)
        issues.push({ path: `${path}.answer.${j}`, message: 'questionnaires.answer.tooLong' });
    });
    const codes = answer.flatMap((v) => (v.valueCoding ? [v.valueCoding.code] : []));
    if (new Set(codes).size !== codes.length)
      issues.push({ path, message: 'questionnaires.answer.duplicateOption' });
  });
  for (const linkId of missingRequired(definition, answers))
    issues.push({ path: `answers.${linkId}`, message: 'questionnaires.answer.required' });
  return issues;
}
