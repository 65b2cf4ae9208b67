import { declareTable } from '../db/personal-data.ts';
import { batchProgress, scheduledFailures } from './schema.ts';

/** The job engine's own tables (docs/data-protection.md). */
export const personalData = [
  declareTable(scheduledFailures, {
    class: 'system',
    owner: 'organisation_id',
    organisationRows: null,
    why: 'a scheduled job that failed, for the admins’ notice',
  }),
  declareTable(batchProgress, {
    class: 'system',
    owner: 'nobody',
    organisationRows: null,
    why: 'how far a long batch job has gone',
  }),
];
