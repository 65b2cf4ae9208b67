import { declareTable } from '../db/personal-data.ts';
import { rateLimitHits } from './schema.ts';

/** The rate limit's store (docs/data-protection.md). */
export const personalData = [
  declareTable(rateLimitHits, {
    class: 'system',
    owner: 'a key (address or user), for a minute',
    organisationRows: null,
    why: 'the rate limit’s counters, gone when their window ends',
  }),
];
