import { declareTable } from '../../db/personal-data.ts';
import { retentionSettings } from './schema.ts';

/** The retention schedule itself (docs/data-protection.md). */
export const personalData = [
  declareTable(retentionSettings, {
    class: 'organisation',
    owner: 'organisation_id',
    organisationRows: null,
    why: 'the organisation’s periods; the checksum leaves it out (the access matrix changes it)',
  }),
];
