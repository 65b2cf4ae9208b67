import { and, count, desc, eq, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
