import { declareTable } from '../../db/personal-data.ts';
import { reportExports, savedReports } from './schema.ts';

const own = {
  class: 'organisation',
  owner: 'organisation_id',
  organisationRows: 'organisation_id = :org',
} as const;

/** Saved reports and their exports (docs/data-protection.md). */
export const personalData = [
  declareTable(savedReports, { ...own, why: 'the admins’ saved report definitions' }),
  declareTable(reportExports, { ...own, why: 'who exported which report, when (staff ids)' }),
];
