import { declareTable } from '../db/personal-data.ts';
import { AUDIT_RETENTION_DAYS } from '../../src/api/contracts/retention.ts';
import { auditLog } from './schema.ts';

/** The audit log (docs/data-protection.md, docs/security.md). */
export const personalData = [
  declareTable(auditLog, {
    class: 'law',
    owner: 'actor_id; organisation_id',
    organisationRows: 'organisation_id = :org',
    download: [{ as: 'their_actions', column: 'actor_id', who: 'guardian' }],
    erasure: { keep: 'the security log: never updated or deleted (user ids only)' },
    retention: {
      period: AUDIT_RETENTION_DAYS,
      from: 't.at',
      action: 'delete',
      job: 'audit.prune',
    },
    why: 'entries where they are the actor; entries about them by staff stay with the hospital’s security log',
  }),
];
