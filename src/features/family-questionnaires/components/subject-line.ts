import type { MyQuestionnaire } from '../../../api/contracts/questionnaires.ts';
import { personDisplayName } from '../../../design-system/index.ts';
import type { Translate } from '../../../lib/index.ts';

/** "About Tobi Okafor" for a response about a child; empty when about the guardian themselves. */
export const aboutLine = (response: MyQuestionnaire, t: Translate): string =>
  response.subject
    ? t('familyQuestionnaires.about', {
        name: personDisplayName(response.subject, t('questionnaires.people.patientPrefix')).text,
      })
    : '';
