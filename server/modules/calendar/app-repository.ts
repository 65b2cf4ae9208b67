import { and, asc, count, eq, gte, inArray, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userOrganisationAreas } from '../areas/schema.ts';
import { eventPatients, events } from './schema.ts';

export type EventRow = typeof events.$inferSelect;
type Owner = { userId: string; organisationId: string };

/**
 * The events of the patients' app. Every query names the patient (and its organisation): an event
 * the patient does not see is never read, whatever id the app sends.
 */
export function createAppCalendarRepository(db: Db) {
  /** Events a patient sees: their own, their areas', and those chosen for them. */
  const visibleTo = (userId: string) =>
    or(
      inArray(
        events.areaId,
        db
          .select({ id: userOrganisationAreas.areaId })
          .from(userOrganisationAreas)
          .where(eq(userOrganisationAreas.userId, userId)),
      ),
      inArray(
        events.id,
        db.select({ id: eventPatients.eventId }).from(eventPatients).where(eq(eventPatients.userId, userId)),
      ),
    );

  return {
    /** An event of the organisation that the patient sees, or undefined. */
    async visibleEvent(owner: Owner, id: string): Promise<EventRow | undefined> {
      const [row] = await db
        .select()
        .from(events)
        .where(
          and(eq(events.id, id), eq(events.organisationId, owner.organisationId), visibleTo(owner.userId)),
        )
        .limit(1);
      return row;
    },
    /**
     * Events the patient sees that overlap [from, to], soonest first (start_time, then id): the first
     * `limit`, and how many there are (counted, with the same filter, only when there are more).
     */
    async visibleEvents(
      owner: Owner,
      from: Date,
      to: Date,
      limit: number,
    ): Promise<{ rows: EventRow[]; total: number }> {
      const filter = and(
        eq(events.organisationId, owner.organisationId),
        lte(events.startTime, to),
        gte(events.endTime, from),
        visibleTo(owner.userId),
      );
      const rows = await db
        .select()
        .from(events)
        .where(filter)
        .orderBy(asc(events.startTime), asc(events.id))
        .limit(limit + 1);
      if (rows.length <= limit) return { rows, total: rows.length };
      const [counted] = await db.select({ n: count() }).from(events).where(filter);
      return { rows: rows.slice(0, limit), total: Math.max(counted?.n ?? 0, rows.length) };
    },
    async ownEvent(owner: Owner, clientId: string): Promise<EventRow | undefined> {
      const [row] = await db
        .select()
        .from(events)
        .where(and(eq(events.authorId, owner.userId), eq(events.clientId, clientId)))
        .limit(1);
      return row;
    },
    /** A patient's own event, for them alone; undefined when the client id was already used. */
    async insertOwnEvent(row: typeof events.$inferInsert, patientId: string): Promise<EventRow | undefined> {
      return db.transaction(async (tx) => {
        const [stored] = await tx.insert(events).values(row).onConflictDoNothing().returning();
        if (stored) await tx.insert(eventPatients).values({ eventId: stored.id, userId: patientId });
        return stored;
      });
    },
  };
}
export type AppCalendarRepository = ReturnType<typeof createAppCalendarRepository>;
