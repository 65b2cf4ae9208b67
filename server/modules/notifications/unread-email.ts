import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { pushKindOf } from '../../../src/api/contracts/push.ts';
import type { Db } from '../../db/client.ts';
import type { JobSpec } from '../../jobs/engine.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { composeMail, mailLanguageOf } from '../../mail/templates.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';
import { PUSH_TEXTS } from './push-texts.ts';
import { notifications } from './schema.ts';
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
export function createUnreadEmails(deps: { db: Db; mailer: Mailer; publicUrl: string; now: () => number }) {
  const { db } = deps;
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
    const n = notifications;
    const rows = await db
      .select({
        id: n.id,
        kind: n.kind,
        link: n.link,
        createdAt: n.createdAt,
        email: users.email,
        type: users.type,
        language: users.language,
      })
      .from(n)
      .innerJoin(users, eq(users.id, n.userId))
      .where(
        and(
          eq(n.organisationId, organisation.id),
          isNull(n.readAt),
          isNull(n.emailedAt),
          inArray(n.kind, [...UNREAD_EMAIL_KINDS]),
          lte(n.createdAt, cutoff),
          gt(n.createdAt, new Date(cutoff.getTime() - LOOK_BACK_MS)),
          after
            ? or(gt(n.createdAt, after.at), and(eq(n.createdAt, after.at), gt(n.id, after.id)))
            : undefined,
        ),
      )
      .orderBy(asc(n.createdAt), asc(n.id))
      .limit(BATCH);
    if (rows.length === 0) return null;
    let sent = 0;
    await db.transaction(async (tx) => {
      const marked = await tx
        .update(n)
        .set({ emailedAt: new Date(deps.now()) })
        .where(
          and(
            inArray(
              n.id,
              rows.map((r) => r.id),
            ),
            isNull(n.emailedAt),
            isNull(n.readAt),
          ),
        )
        .returning({ id: n.id });
      const due = new Set(marked.map((m) => m.id));
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
      const due = await db
        .select({
          id: organisations.id,
          name: organisations.name,
          hours: sql<number>`${organisations.unreadEmailHours}`,
          language: organisations.language,
          familyLanguages: organisations.familyLanguages,
        })
        .from(organisations)
        .where(isNotNull(organisations.unreadEmailHours));
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
