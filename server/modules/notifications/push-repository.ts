import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';
import { notifications, pushSubscriptions } from './schema.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
type NewPushSubscription = typeof pushSubscriptions.$inferInsert;

/** The devices people turned push on for, and what one push needs to be sent. */
export function createPushRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>) => db.transaction(work),
    async mine(userId: string): Promise<PushSubscriptionRow[]> {
      return db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
    },
    async byIdOf(userId: string, id: string, tx: Db = db): Promise<PushSubscriptionRow | undefined> {
      const [row] = await tx
        .select()
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)));
      return row;
    },
    /**
     * Stores a device's subscription; a device subscribed before (its endpoint) is now this
     * person's, with these keys and kinds (whoever subscribes a shared device last is told).
     */
    async upsert(row: NewPushSubscription, tx: Db): Promise<PushSubscriptionRow> {
      const [stored] = await tx
        .insert(pushSubscriptions)
        .values(row)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId: row.userId,
            organisationId: row.organisationId,
            p256dh: row.p256dh,
            auth: row.auth,
            kinds: row.kinds,
            label: row.label,
            createdAt: row.createdAt,
            lastSuccessAt: null,
            failureCount: 0,
          },
        })
        .returning();
      return stored as PushSubscriptionRow;
    },
    async setKinds(userId: string, id: string, kinds: PushSubscriptionRow['kinds'], tx: Db) {
      const [row] = await tx
        .update(pushSubscriptions)
        .set({ kinds })
        .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
        .returning();
      return row;
    },
    async remove(userId: string, id: string, tx: Db): Promise<PushSubscriptionRow | undefined> {
      const [row] = await tx
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
        .returning();
      return row;
    },
    /** The subscriptions of these people, read in the transaction that tells them something. */
    async ofUsers(userIds: readonly string[], tx: Db): Promise<PushSubscriptionRow[]> {
      if (userIds.length === 0) return [];
      return tx
        .select()
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, [...userIds]));
    },
    /** One push's parts: the subscription, the notification, its reader and organisation. */
    async delivery(subscriptionId: string, notificationId: string) {
      const [row] = await db
        .select({
          subscription: pushSubscriptions,
          kind: notifications.kind,
          link: notifications.link,
          userType: users.type,
          userLanguage: users.language,
          organisation: organisations.name,
          organisationLanguage: organisations.language,
          familyLanguages: organisations.familyLanguages,
        })
        .from(pushSubscriptions)
        .innerJoin(notifications, eq(notifications.id, notificationId))
        .innerJoin(users, eq(users.id, notifications.userId))
        .leftJoin(organisations, eq(organisations.id, notifications.organisationId))
        .where(
          and(eq(pushSubscriptions.id, subscriptionId), eq(pushSubscriptions.userId, notifications.userId)),
        );
      return row;
    },
    async delivered(id: string, at: Date): Promise<void> {
      await db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: at, failureCount: 0 })
        .where(eq(pushSubscriptions.id, id));
    },
    async failed(id: string): Promise<void> {
      await db
        .update(pushSubscriptions)
        .set({ failureCount: sql`${pushSubscriptions.failureCount} + 1` })
        .where(eq(pushSubscriptions.id, id));
    },
    /** The push service says the subscription is gone (404, 410). */
    async gone(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },
  };
}
export type PushRepository = ReturnType<typeof createPushRepository>;
