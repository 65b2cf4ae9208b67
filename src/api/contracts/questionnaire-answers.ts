import {
  ENABLE_WHEN_OPERATORS,
  type AnswerValue,
  type EnableWhen,
  type ItemType,
  type QuestionnaireDefinition,
  type QuestionnaireItem,
} from './questionnaire-model.ts';

/**
 * Answer values typed by their question: whether a value fits a question, which comparisons a
 * question's type allows, and the coercion that reads a condition's or a rule's stored answer as
 * the question's type (definitions saved before the builder had typed pickers hold strings).
 */

export type Operator = (typeof ENABLE_WHEN_OPERATORS)[number];

const EQUALITY: readonly Operator[] = ['=', '!=', 'exists'];

/** The comparisons that make sense for a question's answers (FHIR: ordering only for numbers, dates and texts). */
export function operatorsFor(type: ItemType | undefined): readonly Operator[] {
  switch (type) {
    case 'integer':
    case 'decimal':
    case 'date':
    case 'string':
    case 'text':
      return ENABLE_WHEN_OPERATORS;
    case 'boolean':
    case 'choice':
    case 'open-choice':
      return EQUALITY;
    default:
      return [];
  }
}

export const kindsOf = (value: AnswerValue) =>
  (Object.keys(value) as (keyof AnswerValue)[]).filter((k) => value[k] !== undefined);

export function isDate(text: string): boolean {
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** Whether `value` is one value an item of this type may hold (for choices: one of its options). */
export function valueFits(item: QuestionnaireItem, value: AnswerValue): boolean {
  if (kindsOf(value).length !== 1) return false;
  const code = value.valueCoding?.code;
  const isOption = code !== undefined && (item.answerOption ?? []).some((o) => o.code === code);
  switch (item.type) {
    case 'boolean':
      return value.valueBoolean !== undefined;
    case 'integer':
      return value.valueInteger !== undefined;
    case 'decimal':
      return value.valueDecimal !== undefined || value.valueInteger !== undefined;
    case 'date':
      return value.valueDate !== undefined && isDate(value.valueDate);
    case 'string':
    case 'text':
      return value.valueString !== undefined && value.valueString.trim() !== '';
    case 'choice':
      return isOption;
    case 'open-choice':
      return isOption || (value.valueString !== undefined && value.valueString.trim() !== '');
    default:
      return false;
  }
}

const YES = new Set(['true', 'yes', 'y', '1', 'sí', 'si', 'نعم']);
const NO = new Set(['false', 'no', 'n', '0', 'لا']);

/** A boolean read from a stored word: "true"/"Yes"/"Sí" and "false"/"No" in the portal's languages. */
function booleanOf(raw: string): boolean | undefined {
  const word = raw.trim().toLowerCase();
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return undefined;
}

/** A choice's code from a stored word: the code itself, or an option's label in any language. */
function codeOf(item: QuestionnaireItem, raw: string): string | undefined {
  const word = raw.trim().toLowerCase();
  const options = item.answerOption ?? [];
  return (
    options.find((o) => o.code === raw.trim())?.code ??
    options.find((o) => o.code.toLowerCase() === word)?.code ??
    options.find((o) =>
      [o.display.en, o.display.ar, o.display.es].some((d) => d?.trim().toLowerCase() === word),
    )?.code
  );
}

const numberOf = (raw: string): number | undefined =>
  raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : undefined;

/**
 * A condition's (or rule's) answer as the question's type. A value already of the right kind is
 * returned as it is; a stored string ("false", "No", "3", an option's label) becomes the boolean,
 * number, date or code it names. What cannot be read stays as it is (the definition's checks name it).
 */
export function coerceAnswer(
  question: QuestionnaireItem | undefined,
  operator: Operator,
  answer: AnswerValue,
): AnswerValue {
  if (kindsOf(answer).length !== 1) return answer;
  const raw = answer.valueString;
  if (operator === 'exists') {
    if (answer.valueBoolean !== undefined) return answer;
    const flag = raw === undefined ? undefined : booleanOf(raw);
    return flag === undefined ? answer : { valueBoolean: flag };
  }
  if (!question) return answer;
  switch (question.type) {
    case 'boolean': {
      const flag = raw === undefined ? undefined : booleanOf(raw);
      return flag === undefined ? answer : { valueBoolean: flag };
    }
    case 'choice':
    case 'open-choice': {
      const code = raw === undefined ? undefined : codeOf(question, raw);
      return code === undefined ? answer : { valueCoding: { code } };
    }
    case 'integer': {
      const n = answer.valueDecimal ?? (raw === undefined ? undefined : numberOf(raw));
      return n !== undefined && Number.isInteger(n) ? { valueInteger: n } : answer;
    }
    case 'decimal': {
      const n = raw === undefined ? undefined : numberOf(raw);
      return n === undefined ? answer : { valueDecimal: n };
    }
    case 'date':
      return raw !== undefined && isDate(raw.trim()) ? { valueDate: raw.trim() } : answer;
    default:
      return answer;
  }
}

/** Every condition's and the rule's answer read as its question's type (see coerceAnswer). */
export function normaliseDefinition<D extends Pick<QuestionnaireDefinition, 'item' | 'dutyOfCare'>>(
  definition: D,
): D {
  const byId = new Map<string, QuestionnaireItem>();
  const index = (items: readonly QuestionnaireItem[]) =>
    items.forEach((i) => {
      byId.set(i.linkId, i);
      index(i.item ?? []);
    });
  index(definition.item);
  const condition = (c: EnableWhen): EnableWhen => ({
    ...c,
    answer: coerceAnswer(byId.get(c.question), c.operator, c.answer),
  });
  const walk = (items: readonly QuestionnaireItem[]): QuestionnaireItem[] =>
    items.map((i) => ({
      ...i,
      ...(i.enableWhen ? { enableWhen: i.enableWhen.map(condition) } : {}),
      ...(i.item ? { item: walk(i.item) } : {}),
    }));
  const rule = definition.dutyOfCare;
  return {
    ...definition,
    item: walk(definition.item),
    ...(rule?.answer && rule.linkId
      ? { dutyOfCare: { ...rule, answer: coerceAnswer(byId.get(rule.linkId), '=', rule.answer) } }
      : {}),
  };
}
