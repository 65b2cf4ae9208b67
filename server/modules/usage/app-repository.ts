import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appFocusTime, appMoods, appSessions } from './schema.ts';
import { contentItems } from '../organisations/schema.ts';
import { organisationVideos } from '../videos/schema.ts';

export type AppSessionRow = typeof appSessions.$inferSelect;
export type AppMoodRow = typeof appMoods.$inferSelect;
type Owner = { userId: string; organisationId: string };

/**
 * The app's activity rows. Every query names the patient (and its organisation): a row of another
 * patient is never read or written, whatever id the app sends. Inserts go through the
 * (user_id, client_id) unique index with ON CONFLICT DO NOTHING, so a retried post is a no-op.
 */
export function createActivityRepository(db: Db) {
  return {
    async session(owner: Owner, clientId: string): Promise<AppSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(appSessions)
        .where(and(eq(appSessions.userId, owner.userId), eq(appSessions.clientId, clientId)))
        .limit(1);
      return row;
    },
    /** The stored session, or undefined when the patient had sent this client id before. */
    async insertSession(row: typeof appSessions.$inferInsert): Promise<AppSessionRow | undefined> {
      const [stored] = await db.insert(appSessions).values(row).onConflictDoNothing().returning();
      return stored;
    },
    /** Sets the end once; false when it was already set. */
    async endSession(id: string, endedAt: Date): Promise<boolean> {
      const rows = await db
        .update(appSessions)
        .set({ endedAt })
        .where(and(eq(appSessions.id, id), sql`${appSessions.endedAt} is null`))
        .returning({ id: appSessions.id });
      return rows.length === 1;
    },
    /** The server ids of the patient's app sessions named by their client ids. */
    async sessionIds(owner: Owner, clientIds: string[]): Promise<Map<string, string>> {
      if (!clientIds.length) return new Map();
      const rows = await db
        .select({ id: appSessions.id, clientId: appSessions.clientId })
        .from(appSessions)
        .where(and(eq(appSessions.userId, owner.userId), inArray(appSessions.clientId, clientIds)));
      return new Map(rows.map((r) => [r.clientId, r.id]));
    },
    /** Stores the entries the patient has not sent before; the number stored. */
    async insertFocus(rows: (typeof appFocusTime.$inferInsert)[]): Promise<number> {
      if (!rows.length) return 0;
      const stored = await db
        .insert(appFocusTime)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: appFocusTime.id });
      return stored.length;
    },
    /** Catalogue codes by category name (Games Carousel …). */
    async catalogueCodes(): Promise<{ category: string; code: string }[]> {
      return db.select({ category: contentItems.category, code: contentItems.code }).from(contentItems);
    },
    /** Those of `ids` that are videos of the organisation. */
    async videoIdsIn(organisationId: string, ids: string[]): Promise<string[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: organisationVideos.id })
        .from(organisationVideos)
        .where(
          and(eq(organisationVideos.organisationId, organisationId), inArray(organisationVideos.id, ids)),
        );
      return rows.map((r) => r.id);
    },
    async mood(owner: Owner, clientId: string): Promise<AppMoodRow | undefined> {
      const [row] = await db
        .select()
        .from(appMoods)
        .where(and(eq(appMoods.userId, owner.userId), eq(appMoods.clientId, clientId)))
        .limit(1);
      return row;
    },
    /** The stored mood, or undefined when the patient had sent this client id before. */
    async insertMood(row: typeof appMoods.$inferInsert): Promise<AppMoodRow | undefined> {
      const [stored] = await db.insert(appMoods).values(row).onConflictDoNothing().returning();
      return stored;
    },
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
