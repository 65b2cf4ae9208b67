import { declareTable } from '../../db/personal-data.ts';
import { documentSignings, termsVersions } from './schema.ts';

/** Terms of use and their acceptance (docs/data-protection.md). */
export const personalData = [
  declareTable(termsVersions, {
    class: 'organisation',
    owner: 'organisation_id',
    organisationRows: 'organisation_id = :org',
    why: 'the published texts',
  }),
  declareTable(documentSignings, {
    class: 'law',
    owner: 'user_id; organisation_id',
    organisationRows: 'organisation_id = :org or user_id in :people',
    download: [{ as: 'terms_accepted', column: 'user_id', who: 'guardian' }],
    erasure: { keep: 'proof of the terms accepted (the legal basis)' },
    why: 'what they accepted',
  }),
];
