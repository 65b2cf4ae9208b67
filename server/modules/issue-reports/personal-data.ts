import { declareTable } from '../../db/personal-data.ts';
import { issueReportReplies, issueReports } from './schema.ts';

const screenshot = { screenshot: 'null', screenshot_type: 'null' } as const;

/** Issue reports and their threads (docs/data-protection.md). */
export const personalData = [
  declareTable(issueReports, {
    class: 'family',
    owner: 'reporter_id; organisation_id',
    organisationRows: 'organisation_id = :org',
    download: [{ as: 'issue_reports', column: 'reporter_id', who: 'guardian', omit: ['screenshot'] }],
    erasure: {
      anonymise: { columns: ['reporter_id'] },
      where: 'screenshot is not null',
      set: screenshot,
      label: 'issue_reports (screenshots)',
      why: 'text and replies stay: the hospital’s record of a complaint',
    },
    retention: {
      period: 'issue_screenshot_days',
      from: 't.updated_at',
      where: "t.status = 'resolved' and t.screenshot is not null",
      organisation: 't.organisation_id',
      action: { set: screenshot },
      job: 'issue_screenshots',
    },
    why: 'their correspondence, without the screenshot’s bytes',
  }),
  declareTable(issueReportReplies, {
    class: 'family',
    owner: 'report_id → issue_reports',
    organisationRows: null,
    download: [{ as: 'issue_report_replies', column: 'report_id', who: 'guardian-reports' }],
    erasure: { keep: 'the hospital’s record of a complaint' },
    why: 'the thread of their reports; the checksum leaves it out',
  }),
];
