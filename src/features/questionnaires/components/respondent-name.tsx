import type { PersonLike } from '../../../design-system/index.ts';
import { PersonName } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';

/** A patient's or guardian's name as the spec orders it, its prefixes and icon names translated. */
export function RespondentName({ person }: { person: PersonLike }) {
  const t = useT();
  return (
    <PersonName
      person={person}
      patientPrefix={t('questionnaires.people.patientPrefix')}
      appCodeLabel={t('questionnaires.people.appCode')}
      idLabel={t('questionnaires.people.id')}
    />
  );
}
