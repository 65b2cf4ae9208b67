import { declareTable } from '../../db/personal-data.ts';
import { guardianLinks, linkAssents } from './schema.ts';

/** Guardians' links to children (docs/data-protection.md). */
export const personalData = [
  declareTable(guardianLinks, {
    class: 'family',
    owner: 'guardian_id, patient_id; organisation_id',
    organisationRows: 'organisation_id = :org',
    download: [{ as: 'guardian_links', column: 'guardian_id', who: 'guardian' }],
    erasure: { delete: { columns: ['guardian_id', 'patient_id'] } },
    why: 'the guardian’s own links only: another guardian of a shared child is that person’s data',
  }),
  declareTable(linkAssents, {
    class: 'family',
    owner: 'link_id → guardian_links',
    organisationRows: null,
    erasure: { keep: 'deleted with its link (on delete cascade)' },
    why: 'a young person’s answer to a link; the checksum leaves it out',
  }),
];
