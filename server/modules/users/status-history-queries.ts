import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userStatusChanges } from './schema.ts';

/**
 * Names who changes account statuses in this transaction, and why. The `users_status_history`
 * trigger (migration 0006) writes every status change with these; call it first in the
 * transaction that changes the status.
 */
export async function attributeStatusChange(executor: Db, actorId: string | null, reason?: string) {
  await executor.execute(
    sql`select set_config('lantern.actor_id', ${actorId ?? ''}, true), set_config('lantern.reason', ${reason ?? ''}, true)`,
  );
}

/** A user's status changes, oldest first. */
export async function statusHistory(db: Db, userId: string) {
  return db
    .select()
    .from(userStatusChanges)
    .where(eq(userStatusChanges.userId, userId))
    .orderBy(asc(userStatusChanges.at), asc(userStatusChanges.id));
}
