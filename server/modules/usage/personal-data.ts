import { declareTable, type Retention } from '../../db/personal-data.ts';
import {
  appContentDays,
  appContentLastDays,
  appContentSpans,
  appContentTotals,
  appFirstSessions,
  appFocusTime,
  appMoodDays,
  appMoods,
  appRetentionCounts,
  appSessions,
  appStateLastDays,
  appStateSpans,
  appUsageDays,
  appUsageTotals,
} from './schema.ts';

const activity = (from: string): Retention => ({
  period: 'app_activity_days',
  from,
  organisation: 't.organisation_id',
  action: 'delete',
  job: 'app_activity',
});
const played = {
  class: 'family',
  owner: 'user_id (a child)',
  organisationRows: 'organisation_id = :org',
  erasure: { delete: { columns: ['user_id'] }, why: 'not part of any clinical record' },
  why: 'the app’s record of them',
} as const;
const counts = (table: Parameters<typeof declareTable>[0]) =>
  declareTable(table, {
    class: 'none',
    owner: 'organisation_id (counts by day)',
    organisationRows: null,
    why: 'the usage report’s running counts, rebuilt from the activity; the checksum leaves them out',
  });

/** The patients' app's activity and the usage report's counts (docs/data-protection.md). */
export const personalData = [
  declareTable(appSessions, {
    ...played,
    download: [{ as: 'app_sessions', column: 'user_id', who: 'children' }],
    retention: activity('t.started_at'),
  }),
  declareTable(appFocusTime, {
    ...played,
    download: [{ as: 'app_focus_time', column: 'user_id', who: 'children' }],
    retention: activity('t.started_at'),
  }),
  declareTable(appMoods, {
    ...played,
    download: [{ as: 'app_moods', column: 'user_id', who: 'children' }],
    retention: activity('t.recorded_at'),
  }),
  ...[appUsageDays, appFirstSessions, appContentDays, appContentSpans, appStateSpans].map((table) =>
    declareTable(table, {
      class: 'none',
      owner: 'organisation_id, user_id (counts by day)',
      organisationRows: null,
      why: 'the usage report’s running counts by child, rebuilt from the activity; the checksum leaves them out',
    }),
  ),
  ...[
    appUsageTotals,
    appRetentionCounts,
    appContentTotals,
    appContentLastDays,
    appMoodDays,
    appStateLastDays,
  ].map(counts),
];
