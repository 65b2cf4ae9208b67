import {
  ITEM_DEPTH_MAX,
  ITEMS_MAX,
  NON_ANSWERABLE,
  type AnswerValue,
  type QuestionnaireDefinition,
  type QuestionnaireItem,
} from './questionnaire-model.ts';
import { kindsOf, operatorsFor, type Operator } from './questionnaire-answers.ts';
import { flattenItems, valueFits, type Issue } from './questionnaire-logic.ts';

/**
 * An enableWhen's or a rule's answer: for `exists` a boolean, otherwise a value the question could
 * hold, with an operator its type allows (no "greater than" on a yes/no question).
 */
export function conditionFits(question: QuestionnaireItem, operator: Operator, answer: AnswerValue): boolean {
  if (operator === 'exists') return kindsOf(answer).length === 1 && answer.valueBoolean !== undefined;
  if (!operatorsFor(question.type).includes(operator)) return false;
  return valueFits(question, answer);
}

/**
 * Everything a definition must get right beyond its shape: unique linkIds, groups with items and
 * nothing else with them, options exactly on choices, unique option codes, conditions that name an
 * answerable question with a value it could hold and never depend on themselves, a usable rule.
 */
export function validateDefinition(definition: QuestionnaireDefinition): Issue[] {
  const issues: Issue[] = [];
  const placed = flattenItems(definition.item);
  // Nested groups could multiply the items: the whole questionnaire holds ITEMS_MAX at most.
  if (placed.length > ITEMS_MAX) return [{ path: 'item', message: 'questionnaires.item.tooMany' }];
  const byId = new Map<string, QuestionnaireItem>();
  for (const { item, path, ancestors } of placed) {
    if (byId.has(item.linkId))
      issues.push({ path: `${path}.linkId`, message: 'questionnaires.item.duplicateLinkId' });
    byId.set(item.linkId, item);
    if (ancestors.length === ITEM_DEPTH_MAX) issues.push({ path, message: 'questionnaires.item.tooDeep' });
    const group = item.type === 'group';
    if (group !== Boolean(item.item?.length))
      issues.push({
        path: `${path}.item`,
        message: group ? 'questionnaires.item.emptyGroup' : 'questionnaires.item.notAGroup',
      });
    const choice = item.type === 'choice' || item.type === 'open-choice';
    if (choice !== Boolean(item.answerOption?.length))
      issues.push({
        path: `${path}.answerOption`,
        message: choice ? 'questionnaires.item.optionsRequired' : 'questionnaires.item.noOptions',
      });
    const codes = (item.answerOption ?? []).map((o) => o.code);
    if (new Set(codes).size !== codes.length)
      issues.push({ path: `${path}.answerOption`, message: 'questionnaires.item.duplicateOption' });
    if (NON_ANSWERABLE.includes(item.type) && (item.required || item.repeats))
      issues.push({ path: `${path}.required`, message: 'questionnaires.item.notAnswerable' });
  }
  const dependsOn = new Map<string, string[]>();
  for (const { item, path, ancestors } of placed) {
    (item.enableWhen ?? []).forEach((c, i) => {
      const question = byId.get(c.question);
      const at = `${path}.enableWhen.${i}`;
      if (!question || NON_ANSWERABLE.includes(question.type))
        issues.push({ path: `${at}.question`, message: 'questionnaires.condition.unknownQuestion' });
      else if (c.question === item.linkId || ancestors.includes(c.question))
        issues.push({ path: `${at}.question`, message: 'questionnaires.condition.self' });
      else if (!conditionFits(question, c.operator, c.answer))
        issues.push({ path: `${at}.answer`, message: 'questionnaires.condition.wrongAnswer' });
    });
    // A shown item also needs its groups shown: it depends on their conditions too.
    dependsOn.set(item.linkId, [...(item.enableWhen ?? []).map((c) => c.question), ...ancestors]);
  }
  if (hasCycle(dependsOn)) issues.push({ path: 'item', message: 'questionnaires.condition.cycle' });
  const rule = definition.dutyOfCare;
  if (rule?.kind === 'score') {
    const weighted = placed.some((p) => p.item.answerOption?.some((o) => o.weight !== undefined));
    if (rule.threshold === undefined)
      issues.push({ path: 'dutyOfCare.threshold', message: 'questionnaires.rule.thresholdRequired' });
    else if (!weighted)
      issues.push({ path: 'dutyOfCare.threshold', message: 'questionnaires.rule.scoreNeedsWeights' });
  } else if (rule?.kind === 'answer') {
    const question = rule.linkId === undefined ? undefined : byId.get(rule.linkId);
    if (!question || NON_ANSWERABLE.includes(question.type))
      issues.push({ path: 'dutyOfCare.linkId', message: 'questionnaires.rule.unknownQuestion' });
    else if (!rule.answer || !conditionFits(question, '=', rule.answer))
      issues.push({ path: 'dutyOfCare.answer', message: 'questionnaires.rule.wrongAnswer' });
  }
  return issues;
}

function hasCycle(edges: Map<string, string[]>): boolean {
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (node: string): boolean => {
    const s = state.get(node);
    if (s === 'done') return false;
    if (s === 'visiting') return true;
    state.set(node, 'visiting');
    for (const next of edges.get(node) ?? []) if (visit(next)) return true;
    state.set(node, 'done');
    return false;
  };
  return [...edges.keys()].some(visit);
}
