import type { NotificationKind } from '../../../src/api/contracts/notifications.ts';

/**
 * The kinds that matter enough to be e-mailed when they stay unread (the organisation's
 * `unread_email_hours`): a questionnaire waiting, a reply to one's report, a duty-of-care flag.
 * The partial index of the unread e-mails' query lists the same kinds.
 */
export const UNREAD_EMAIL_KINDS: readonly NotificationKind[] = [
  'questionnaire.asked',
  'questionnaire.reminded',
  'issueReport.replied',
  'flag.raised',
  'flag.escalated',
];
