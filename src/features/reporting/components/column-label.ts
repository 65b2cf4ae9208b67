import type { ReportColumn, ReportOptions } from '../../../api/contracts/reporting.ts';
import type { Translate } from '../../../lib/index.ts';

/** A column's heading in the user's language; a question is named by its text when the options hold it. */
export function columnLabel(t: Translate, column: ReportColumn, options?: ReportOptions): string {
  switch (column.kind) {
    case 'field':
      return t(`reporting.fields.${column.field}`);
    case 'areas':
      return t('reporting.kinds.areas');
    case 'questionnaire_response': {
      const question = options?.questionnaires
        .find((q) => q.id === column.questionnaire_id)
        ?.questions.find((q) => q.link_id === column.link_id);
      return question?.text ?? column.link_id;
    }
    case 'time_in_focus':
      return column.codes.length > 0
        ? t('reporting.focusHeadingCodes', { state: column.state, codes: column.codes.join(', ') })
        : t('reporting.focusHeading', { state: column.state });
  }
}
