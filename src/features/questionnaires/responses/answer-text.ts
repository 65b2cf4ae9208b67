import type { AnswerValue, QuestionnaireItem } from '../../../api/contracts/questionnaires.ts';
import type { Translate } from '../../../lib/index.ts';
import { localised } from '../components/localised.ts';

/** One answer as the reader reads it: Yes/No, an option's text in their language, or the value given. */
export function answerText(
  value: AnswerValue,
  item: QuestionnaireItem | undefined,
  locale: string,
  t: Translate,
): string {
  if (value.valueBoolean !== undefined)
    return t(value.valueBoolean ? 'questionnaires.responses.yes' : 'questionnaires.responses.no');
  if (value.valueCoding) {
    const option = item?.answerOption?.find((o) => o.code === value.valueCoding?.code);
    return option ? localised(option.display, locale) : value.valueCoding.code;
  }
  const plain = value.valueInteger ?? value.valueDecimal ?? value.valueDate ?? value.valueString;
  return plain === undefined ? '' : String(plain);
}
