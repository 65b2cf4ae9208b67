import { declareTable } from '../../db/personal-data.ts';
import { notifications, pushSubscriptions } from './schema.ts';

const theirs = 'organisation_id = :org or user_id in :people';

/** Notifications and push devices (docs/data-protection.md). */
export const personalData = [
  declareTable(notifications, {
    class: 'family',
    owner: 'user_id',
    organisationRows: theirs,
    erasure: { delete: { columns: ['user_id'] }, why: 'their parameters name children and questionnaires' },
    why: 'what they were told; not in the download',
  }),
  declareTable(pushSubscriptions, {
    class: 'family',
    owner: 'user_id',
    organisationRows: theirs,
    download: [{ as: 'push_subscriptions', column: 'user_id', who: 'guardian', omit: ['p256dh', 'auth'] }],
    erasure: { delete: { columns: ['user_id'] }, why: 'nothing is pushed to an erased person' },
    why: 'their devices, without the keys the pushes are encrypted to',
  }),
];
