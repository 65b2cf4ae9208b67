import { declareTable } from '../db/personal-data.ts';
import { mailOutbox } from './schema.ts';

const bodies = { text: "''", html: "''", link: 'null' } as const;

/** The mail outbox (docs/data-protection.md). */
export const personalData = [
  declareTable(mailOutbox, {
    class: 'family',
    owner: 'to (an address); organisation_id',
    organisationRows: 'lower("to") in (select lower(email) from users where organisation_id = :org)',
    download: [
      { as: 'emails_sent', column: 'to', who: 'guardian-email', omit: ['html', 'link', 'job_id', 'error'] },
    ],
    erasure: {
      anonymise: { email: 'to' },
      set: { to: "''", ...bodies },
      label: 'mail_outbox (bodies erased)',
      why: 'subject and dates stay: the messages screen’s count stays true',
    },
    retention: {
      period: 'outbox_body_days',
      from: 'coalesce(t.sent_at, t.last_attempt_at, t.created_at)',
      where: "t.state in ('sent', 'failed') and (t.text <> '' or t.html <> '' or t.link is not null)",
      organisation: 't.organisation_id',
      action: { set: bodies },
      job: 'outbox_bodies',
    },
    why: 'subject, state and dates of e-mails to their address; a queued e-mail’s link may still work',
  }),
];
