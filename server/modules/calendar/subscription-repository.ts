import { and, eq } from 'drizzle-orm';
import { AccountStatus, UserType } from '../../../src/api/contracts/index.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../users/schema.ts';
import { calendarSubscriptions } from './schema.ts';

/** The guardians' private calendar addresses: only each token's SHA-256 is stored. */
export function createCalendarSubscriptionRepository(db: Db) {
  return {
    async of(userId: string, executor: Db = db): Promise<{ createdAt: Date } | undefined> {
      const [row] = await executor
        .select({ createdAt: calendarSubscriptions.createdAt })
        .from(calendarSubscriptions)
        .where(eq(calendarSubscriptions.userId, userId))
        .limit(1);
      return row;
    },

    /** The active guardian a token's hash names (the lookup is by hash: no token is compared). */
    async guardianOf(tokenHash: string): Promise<{ userId: string; organisationId: string } | undefined> {
      const [row] = await db
        .select({ userId: users.id, organisationId: users.organisationId })
        .from(calendarSubscriptions)
        .innerJoin(users, eq(users.id, calendarSubscriptions.userId))
        .where(
          and(
            eq(calendarSubscriptions.tokenHash, tokenHash),
            eq(users.type, UserType.Guardian),
            eq(users.status, AccountStatus.Active),
          ),
        )
        .limit(1);
      return row?.organisationId ? { userId: row.userId, organisationId: row.organisationId } : undefined;
    },

    /** Makes the guardian's address, or replaces it (the old token stops working at once). */
    async put(userId: string, tokenHash: string, at: Date, tx: Db = db): Promise<void> {
      await tx
        .insert(calendarSubscriptions)
        .values({ userId, tokenHash, createdAt: at })
        .onConflictDoUpdate({ target: calendarSubscriptions.userId, set: { tokenHash, createdAt: at } });
    },

    async remove(userId: string, tx: Db = db): Promise<boolean> {
      const gone = await tx
        .delete(calendarSubscriptions)
        .where(eq(calendarSubscriptions.userId, userId))
        .returning({ userId: calendarSubscriptions.userId });
      return gone.length > 0;
    },

    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),
  };
}
export type CalendarSubscriptionRepository = ReturnType<typeof createCalendarSubscriptionRepository>;
