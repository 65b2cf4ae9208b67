import { declareTable } from '../../db/personal-data.ts';
import { uploadActivity } from './schema.ts';

/** Resumable uploads in progress (docs/data-protection.md). */
export const personalData = [
  declareTable(uploadActivity, {
    class: 'system',
    owner: 'upload_id',
    organisationRows: null,
    why: 'when an upload last moved, so that a stalled one is cleared',
  }),
];
