import { declareTable } from '../../db/personal-data.ts';
import { registrationFeedback } from './schema.ts';

/** Registration feedback (docs/data-protection.md). */
export const personalData = [
  declareTable(registrationFeedback, {
    class: 'family',
    owner: 'user_id; organisation_id',
    organisationRows: 'organisation_id = :org',
    download: [{ as: 'registration_feedback', column: 'user_id', who: 'guardian' }],
    erasure: {
      anonymise: { columns: ['user_id'] },
      set: { user_id: 'null' },
      label: 'registration_feedback (detached)',
      why: 'anonymous feedback',
    },
    why: 'theirs (without the token’s hash)',
  }),
];
