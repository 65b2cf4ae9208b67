import type { FamilyPerson } from '../../../api/contracts/index.ts';
import { PersonName, StatusChip, type StatusTone } from '../../../design-system/index.ts';
import type { Dates, Translate } from '../../../lib/index.ts';

/** A link's person by the display-name rule (full name, names, patient number, app code, id). */
export function LinkPerson({ person, t }: { person: FamilyPerson; t: Translate }) {
  return (
    <PersonName
      person={person}
      patientPrefix={t('appUsers.patientPrefix')}
      appCodeLabel={t('appUsers.columns.appCode')}
      idLabel={t('families.id')}
    />
  );
}

const TONES: Record<string, StatusTone> = { pending: 'warning', active: 'success', revoked: 'neutral' };

export function LinkStatusChip({ status, t }: { status: string; t: Translate }) {
  return <StatusChip tone={TONES[status] ?? 'neutral'} label={t(`families.status.${status}`)} />;
}

/** "Turns 16 on 14 March 2032": the day the guardian's access becomes limited. */
export const limitedText = (limitedFrom: string | null, t: Translate, dates: Dates) =>
  limitedFrom ? t('families.limitedFrom', { date: dates.date(`${limitedFrom}T12:00:00Z`) }) : null;
