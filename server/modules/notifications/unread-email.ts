import { pushKindOf } from '../../../src/api/contracts/push.ts';
import type { JobSpec } from '../../jobs/engine.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { composeMail, mailLanguageOf } from '../../mail/templates.ts';
import { PUSH_TEXTS } from './push-texts.ts';
import type { NotificationsRepository } from './repository.ts';
import { UNREAD_EMAIL_KINDS } from './unread-kinds.ts';

export const UNREAD_EMAIL_JOB = 'notifications.unread-email';
const BATCH = 100;
/** A notification older than its organisation's hours by more than this is not e-mailed (turning the setting on does not mail the past). */
const LOOK_BACK_MS = 7 * 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * E-mails each notification that matters (UNREAD_EMAIL_KINDS) once when it stays unread for its
 * organisation's `unread_email_hours`: a generic text and its link, through the outbox. Reads the
 * partial index of the rows still due in keyset batches; each batch marks its rows e-mailed and
 * queues their e-mails in one transaction, so a run taken up again (or beside another) never
 * sends one twice.
 */
export function createUnreadEmails(deps: {
  repo: Pick<
    NotificationsRepository,
    'unreadEmailOrganisations' | 'unreadToEmail' | 'markEmailed' | 'transaction'
  >;
  mailer: Mailer;
  publicUrl: string;
  now: () => number;
}) {
  const { repo } = deps;
  async function organisationBatch(
    organisation: {
      id: string;
      name: string;
      hours: number;
      language: string;
      familyLanguages: ('en' | 'ar' | 'es')[];
    },
    cutoff: Date,
    after: { at: Date; id: string } | null,
  ) {
    const rows = await repo.unreadToEmail(
      organisation.id,
      UNREAD_EMAIL_KINDS,
      { since: new Date(cutoff.getTime() - LOOK_BACK_MS), until: cutoff },
      after,
      BATCH,
    );
    if (rows.length === 0) return null;
    let sent = 0;
    await repo.transaction(async (tx) => {
      const due = new Set(
        await repo.markEmailed(
          rows.map((r) => r.id),
          new Date(deps.now()),
          tx,
        ),
      );
      for (const row of rows) {
        const kind = pushKindOf(row.kind);
        if (!due.has(row.id) || !row.email || !kind) continue;
        const language = mailLanguageOf(row, organisation);
        const texts = PUSH_TEXTS[language];
        const link = new URL(row.link ?? '/notifications', deps.publicUrl).toString();
        await deps.mailer.send(
          composeMail({ language, to: row.email, why: 'account' }, () => ({
            subject: texts.unread.subject,
            lines: [texts.unread.intro(organisation.hours), texts.line[kind](organisation.name)],
            action: texts.unread.action,
            link,
          })),
          { organisationId: organisation.id, tx },
        );
        sent += 1;
      }
    });
    const last = rows.at(-1) as (typeof rows)[number];
    return { sent, next: rows.length < BATCH ? null : { at: last.createdAt, id: last.id } };
  }
  return {
    /** One run: every organisation with the setting, in batches. How many e-mails were queued. */
    async run(): Promise<number> {
      const due = await repo.unreadEmailOrganisations();
      let sent = 0;
      for (const organisation of due) {
        const cutoff = new Date(deps.now() - organisation.hours * HOUR_MS);
        let after: { at: Date; id: string } | null = null;
        for (;;) {
          const batch = await organisationBatch(organisation, cutoff, after);
          if (!batch) break;
          sent += batch.sent;
          if (!batch.next) break;
          after = batch.next;
        }
      }
      return sent;
    },
  };
}

export const unreadEmailJob = (emails: ReturnType<typeof createUnreadEmails>): JobSpec => ({
  name: UNREAD_EMAIL_JOB,
  cron: '*/15 * * * *',
  run: () => emails.run(),
});
