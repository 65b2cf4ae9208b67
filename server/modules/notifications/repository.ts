import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';
import { notifications } from './schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** The notification store: one row per person told. */
export function createNotificationsRepository(db: Db) {
  return {
    async insert(rows: NewNotification[], tx: Db): Promise<NotificationRow[]> {
      if (rows.length === 0) return [];
      return tx.insert(notifications).values(rows).returning();
    },
    /** One keyset page of a person's notifications, newest first (one more row than asked: is there a next page). */
    async page(userId: string, size: number, after?: { at: Date; id: string }): Promise<NotificationRow[]> {
      const conditions: (SQL | undefined)[] = [eq(notifications.userId, userId)];
      if (after)
        conditions.push(
          or(
            lt(notifications.createdAt, after.at),
            and(eq(notifications.createdAt, after.at), lt(notifications.id, after.id)),
          ),
        );
      return db
        .select()
        .from(notifications)
        .where(and(...conditions))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(size + 1);
    },
    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },
    /** Marks one of the person's notifications read (kept as first read); undefined when it is not theirs. */
    async markRead(userId: string, id: string, at: Date): Promise<NotificationRow | undefined> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning();
      if (row) return row;
      const [already] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      return already;
    },
    /** Marks every unread notification of the person read; how many were. */
    async markAllRead(userId: string, at: Date): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** The organisations that e-mail unread notifications, with their hours and languages. */
    unreadEmailOrganisations: () =>
      db
        .select({
          id: organisations.id,
          name: organisations.name,
          hours: sql<number>`${organisations.unreadEmailHours}`,
          language: organisations.language,
          familyLanguages: organisations.familyLanguages,
        })
        .from(organisations)
        .where(isNotNull(organisations.unreadEmailHours)),

    /**
     * The organisation's notifications of these kinds still unread and not e-mailed, made in (since,
     * until], in creation order after `after` (keyset), with whom they are for.
     */
    unreadToEmail: (
      organisationId: string,
      kinds: readonly NotificationRow['kind'][],
      window: { since: Date; until: Date },
      after: { at: Date; id: string } | null,
      limit: number,
    ) => {
      const n = notifications;
      return db
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
            eq(n.organisationId, organisationId),
            isNull(n.readAt),
            isNull(n.emailedAt),
            inArray(n.kind, [...kinds]),
            lte(n.createdAt, window.until),
            gt(n.createdAt, window.since),
            after
              ? or(gt(n.createdAt, after.at), and(eq(n.createdAt, after.at), gt(n.id, after.id)))
              : undefined,
          ),
        )
        .orderBy(asc(n.createdAt), asc(n.id))
        .limit(limit);
    },

    /** Marks these notifications e-mailed unless read or e-mailed meanwhile; answers those it marked. */
    async markEmailed(ids: string[], at: Date, tx: Db): Promise<string[]> {
      const marked = await tx
        .update(notifications)
        .set({ emailedAt: at })
        .where(
          and(inArray(notifications.id, ids), isNull(notifications.emailedAt), isNull(notifications.readAt)),
        )
        .returning({ id: notifications.id });
      return marked.map((m) => m.id);
    },

    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
