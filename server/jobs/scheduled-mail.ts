import type { MailT } from '../mail/catalogue.ts';
import { composeMail, type MailBrand, type MailLanguage } from '../mail/templates.ts';

/** A scheduled change that happened, told to the organisation's admins. */
export interface ScheduledChangeNotice {
  organisationId: string;
  kind: 'published' | 'unpublished' | 'reviewDue';
  subject: string;
}

export interface ScheduledFailureReport {
  organisationId: string;
  kind: 'publish' | 'unpublish' | 'reminder' | 'repeat';
  /** What it acted on as the admin knows it (a page's title, a questionnaire's name). */
  subject: string;
  /** Why, in plain words. */
  reason: string;
}

/** What an admin's e-mail about scheduled work says, in their language. */
export type ScheduledSays = (t: MailT) => { subject: string; lines: string[] };

/** A scheduled change that failed, and why (texts: locales/mail, `scheduled.*`). */
export const failureSays =
  (report: ScheduledFailureReport): ScheduledSays =>
  (t) => ({
    subject: t('scheduled.subject'),
    lines: [
      t(`scheduled.${report.kind}`, { subject: report.subject }),
      t('scheduled.why', { reason: report.reason }),
    ],
  });

/** A scheduled change that happened. */
export const changeSays =
  (notice: ScheduledChangeNotice): ScheduledSays =>
  (t) => ({
    subject: t('scheduled.doneSubject'),
    lines: [t(`scheduled.${notice.kind}`, { subject: notice.subject })],
  });

/** One admin's e-mail about the organisation's scheduled work, with a link to the messages. */
export const scheduledMail = (
  language: MailLanguage,
  to: string,
  says: ScheduledSays,
  link: string,
  brand?: MailBrand | null,
) =>
  composeMail({ language, to, why: 'staff', brand }, (t) => ({
    ...says(t),
    action: t('scheduled.action'),
    link,
  }));
