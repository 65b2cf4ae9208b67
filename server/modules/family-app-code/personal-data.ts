import { declareTable } from '../../db/personal-data.ts';
import { appSignInCodes } from './schema.ts';

/** The app's sign-in codes (docs/data-protection.md). */
export const personalData = [
  declareTable(appSignInCodes, {
    class: 'family',
    owner: 'patient_id (a child)',
    organisationRows: null,
    erasure: { delete: { columns: ['patient_id'] } },
    why: 'a credential (its hash), never downloaded; the checksum leaves it out',
  }),
];
