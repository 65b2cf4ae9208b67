import { declareTable } from '../../db/personal-data.ts';
import { dataRequests } from './schema.ts';

/** The data requests themselves (docs/data-protection.md). */
export const personalData = [
  declareTable(dataRequests, {
    class: 'law',
    owner: 'requester_id; organisation_id',
    organisationRows: null,
    download: [{ as: 'data_requests', column: 'requester_id', who: 'guardian' }],
    erasure: { keep: 'proof the request was answered in time' },
    why: 'theirs; the checksum leaves it out (the access matrix asks for some)',
  }),
];
