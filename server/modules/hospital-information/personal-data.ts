import { declareTable } from '../../db/personal-data.ts';
import { cmsImages, cmsPageVersions, cmsPages, cmsSettings } from './schema.ts';

const content = {
  class: 'organisation',
  owner: 'organisation_id',
  organisationRows: 'organisation_id = :org',
} as const;

/** The hospital information pages (docs/data-protection.md). */
export const personalData = [
  declareTable(cmsPages, { ...content, why: 'the hospital’s pages' }),
  declareTable(cmsPageVersions, { ...content, why: 'their history (author ids)' }),
  declareTable(cmsSettings, { ...content, why: 'contact details and visiting hours' }),
  declareTable(cmsImages, {
    ...content,
    checksumColumns: ['id', 'organisation_id', 'hash'],
    why: 'the pages’ pictures (the checksum sums their bytes by hash)',
  }),
];
