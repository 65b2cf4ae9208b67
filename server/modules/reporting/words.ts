import {
  flattenItems,
  NON_ANSWERABLE,
  type AnswerValue,
  type QuestionnaireDefinition,
  type QuestionnaireItem,
} from '../../../src/api/contracts/questionnaires.ts';
import type { ReportCell } from '../../../src/api/contracts/reporting.ts';

/** Admins read the portal in English (spec §1): reports word questions and options in English. */
const english = (text: { en?: string } | undefined): string => text?.en ?? '';

/** The questions of a definition a report can show (groups and display texts hold no answers). */
export function questionsOf(definition: QuestionnaireDefinition): QuestionnaireItem[] {
  return flattenItems(definition.item)
    .map((p) => p.item)
    .filter((item) => !NON_ANSWERABLE.includes(item.type));
}

/** One answer's cell: the chosen options' English labels, texts and numbers, joined by "; "; one yes-or-no as a boolean. */
export function answerCell(values: unknown, question: QuestionnaireItem | undefined): ReportCell {
  if (!Array.isArray(values) || values.length === 0) return null;
  const words = (values as AnswerValue[]).map((v) => {
    if (v.valueCoding) {
      const option = question?.answerOption?.find((o) => o.code === v.valueCoding?.code);
      return option ? english(option.display) : v.valueCoding.code;
    }
    if (v.valueBoolean !== undefined) return v.valueBoolean;
    if (v.valueInteger !== undefined) return v.valueInteger;
    if (v.valueDecimal !== undefined) return v.valueDecimal;
    return v.valueDate ?? v.valueString ?? '';
  });
  const [only] = words;
  // One number or one yes-or-no stays typed: the portal words a yes-or-no in the reader's language.
  if (words.length === 1 && (typeof only === 'number' || typeof only === 'boolean')) return only;
  return words.map((w) => (typeof w === 'boolean' ? (w ? 'yes' : 'no') : w)).join('; ');
}

export const titleOf = (definition: QuestionnaireDefinition): string => english(definition.title);
export const questionText = (item: QuestionnaireItem): string => english(item.text);
