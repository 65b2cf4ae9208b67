import type { AnswerValue, LocalisedText, QuestionnaireItem } from '../../../api/contracts/questionnaires.ts';
import type { Translate } from '../../../lib/index.ts';

/** A questionnaire text in the reader's language, English when it has no translation (as the app does). */
export const localised = (text: LocalisedText | null | undefined, locale: string): string => {
  if (!text) return '';
  const lang = locale.slice(0, 2) as keyof LocalisedText;
  return text[lang] || text.en;
};

/** One answer as the guardian reads it back: Yes/No, an option's text, or the value given. */
export function answerText(
  value: AnswerValue,
  item: QuestionnaireItem,
  locale: string,
  t: Translate,
): string {
  if (value.valueBoolean !== undefined)
    return t(value.valueBoolean ? 'familyQuestionnaires.yes' : 'familyQuestionnaires.no');
  if (value.valueCoding) {
    const option = item.answerOption?.find((o) => o.code === value.valueCoding?.code);
    return option ? localised(option.display, locale) : value.valueCoding.code;
  }
  const plain = value.valueInteger ?? value.valueDecimal ?? value.valueDate ?? value.valueString;
  return plain === undefined ? '' : String(plain);
}
