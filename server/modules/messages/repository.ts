import { and, count, desc, eq, gte, ilike, or, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { scheduledFailures } from '../../jobs/schema.ts';
import { mailOutbox } from '../../mail/schema.ts';
import { organisations } from '../organisations/schema.ts';

/**
 * Whose rows a query reads: one organisation's, or every organisation's and the product-wide ones
 * (null) for the super admin without a selected organisation.
 */
export type Scope = string | null;

/**
 * What the screen may show of an outbox row: never its text, HTML or link (an e-mail's link signs
 * its reader in or resets a password, so it is not selected at all).
 */
const messageColumns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  state: mailOutbox.state,
  attempts: mailOutbox.attempts,
  error: mailOutbox.error,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  jobId: mailOutbox.jobId,
  organisationId: mailOutbox.organisationId,
  organisationName: organisations.name,
};

const within = (column: Column, scope: Scope): SQL[] => (scope === null ? [] : [eq(column, scope)]);

/** The outbox and the scheduled failures as the messages screen reads them. */
export function createMessagesRepository(db: Db) {
  const messages = () =>
    db
      .select(messageColumns)
      .from(mailOutbox)
      .leftJoin(organisations, eq(organisations.id, mailOutbox.organisationId));

  return {
    /** One page of the messages created since `since`, newest first. */
    async list(
      scope: Scope,
      q: { page: number; size: number; since: Date; state?: string; search?: string },
    ) {
      const conditions: SQL[] = [
        ...within(mailOutbox.organisationId, scope),
        gte(mailOutbox.createdAt, q.since),
      ];
      if (q.state) conditions.push(eq(mailOutbox.state, q.state as 'queued' | 'sent' | 'failed'));
      if (q.search) {
        const like = containsPattern(q.search);
        const match = or(ilike(mailOutbox.to, like), ilike(mailOutbox.subject, like));
        if (match) conditions.push(match);
      }
      const where = and(...conditions);
      const [rows, [counted]] = await Promise.all([
        messages()
          .where(where)
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
          .limit(q.size)
          .offset((q.page - 1) * q.size),
        db.select({ n: count() }).from(mailOutbox).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    /** One message within the scope (another organisation's is as missing as an unknown id). */
    async byId(scope: Scope, id: string) {
      const [row] = await messages().where(
        and(eq(mailOutbox.id, id), ...within(mailOutbox.organisationId, scope)),
      );
      return row;
    },

    /** The scheduled changes that failed since `since`, newest first. */
    failures(scope: Scope, since: Date, limit: number) {
      return db
        .select({
          id: scheduledFailures.id,
          kind: scheduledFailures.kind,
          subject: scheduledFailures.subject,
          reason: scheduledFailures.reason,
          failedAt: scheduledFailures.failedAt,
          organisationId: scheduledFailures.organisationId,
          organisationName: organisations.name,
        })
        .from(scheduledFailures)
        .leftJoin(organisations, eq(organisations.id, scheduledFailures.organisationId))
        .where(
          and(gte(scheduledFailures.failedAt, since), ...within(scheduledFailures.organisationId, scope)),
        )
        .orderBy(desc(scheduledFailures.failedAt), desc(scheduledFailures.id))
        .limit(limit);
    },
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
export type MessageRow = NonNullable<Awaited<ReturnType<MessagesRepository['byId']>>>;
