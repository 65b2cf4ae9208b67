import { declareTable } from '../../db/personal-data.ts';
import { calendarSubscriptions, eventPatients, eventReminders, events } from './schema.ts';

/** The calendar (docs/data-protection.md). */
export const personalData = [
  declareTable(events, {
    class: 'organisation',
    owner: 'organisation_id',
    organisationRows: 'organisation_id = :org',
    why: 'the hospital’s appointments and activities',
  }),
  declareTable(eventPatients, {
    class: 'family',
    owner: 'user_id (a child)',
    organisationRows: 'user_id in :people',
    download: [{ as: 'event_patients', column: 'user_id', who: 'children' }],
    erasure: { delete: { columns: ['user_id'] } },
    why: 'the app’s record of them',
  }),
  declareTable(calendarSubscriptions, {
    class: 'family',
    owner: 'user_id',
    organisationRows: 'user_id in :people',
    erasure: { delete: { columns: ['user_id'] }, why: 'the private calendar address is a credential' },
    why: 'only a token’s hash, a credential: not in the download',
  }),
  declareTable(eventReminders, {
    class: 'family',
    owner: 'user_id',
    organisationRows: 'user_id in :people',
    erasure: { keep: 'deleted with the event; holds only when a reminder went' },
    why: 'which reminders went, so none goes twice',
  }),
];
