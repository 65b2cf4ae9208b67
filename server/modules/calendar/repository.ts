import { and, asc, count, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { anyId } from '../../db/any-id.ts';
import type { Db } from '../../db/client.ts';
import { appMoods } from '../usage/schema.ts';
import { eventPatients, events } from './schema.ts';
import { organisationAreas, userOrganisationAreas } from '../areas/schema.ts';
import { users } from '../users/schema.ts';

export type CalendarEventRow = typeof events.$inferSelect & {
  areaName: string | null;
  authorFirstName: string | null;
  authorSurname: string | null;
};
export type PatientRow = {
  eventId: string;
  id: string;
  fullName: string | null;
  firstName: string;
  surname: string;
  patientNumber: string | null;
  appCode: string | null;
};
/** The first events of a window, and how many the window holds. */
export type EventWindow = { rows: CalendarEventRow[]; total: number };
/** Who may be shown an event: an organisation's admin sees all of it, a family only what is for them. */
export type Audience = { organisationId: string; family?: string[] };

/** The calendar's queries over the app API's events tables (migration 0012). */
export function createCalendarRepository(db: Db) {
  /** Events for the family: their areas' and those chosen for them. */
  const forFamily = (family: string[]): SQL | undefined =>
    or(
      inArray(
        events.areaId,
        db
          .select({ id: userOrganisationAreas.areaId })
          .from(userOrganisationAreas)
          .where(inArray(userOrganisationAreas.userId, family)),
      ),
      inArray(
        events.id,
        db
          .select({ id: eventPatients.eventId })
          .from(eventPatients)
          .where(inArray(eventPatients.userId, family)),
      ),
    );

  const withNames = () =>
    db
      .select({
        event: events,
        areaName: organisationAreas.name,
        authorFirstName: users.firstName,
        authorSurname: users.surname,
      })
      .from(events)
      .leftJoin(organisationAreas, eq(organisationAreas.id, events.areaId))
      .leftJoin(users, eq(users.id, events.authorId));

  type Joined = {
    event: typeof events.$inferSelect;
    areaName: string | null;
    authorFirstName: string | null;
    authorSurname: string | null;
  };
  const flatten = (rows: Joined[]): CalendarEventRow[] =>
    rows.map((r) => ({
      ...r.event,
      areaName: r.areaName,
      authorFirstName: r.authorFirstName,
      authorSurname: r.authorSurname,
    }));

  /** `seen` rows were read for a limit of `limit`: all there are, or more (then counted). */
  const totalOf = async (seen: number, limit: number, filter: SQL | undefined): Promise<number> => {
    if (seen <= limit) return seen;
    const [row] = await db.select({ n: count() }).from(events).where(filter);
    // Rows deleted between the two reads must not turn a cut window into a whole one.
    return Math.max(row?.n ?? 0, seen);
  };

  return {
    /**
     * Events starting within [from, to] the audience may see, soonest first (start_time, then id): the
     * first `limit` of them, and how many there are. The count runs only when there are more than
     * `limit` (one more row than shown says so), with the same filter as the rows.
     */
    async list(audience: Audience, from: Date, to: Date, limit: number): Promise<EventWindow> {
      const filter = and(
        eq(events.organisationId, audience.organisationId),
        gte(events.startTime, from),
        lte(events.startTime, to),
        audience.family ? forFamily(audience.family) : undefined,
      );
      const rows = await withNames()
        .where(filter)
        .orderBy(asc(events.startTime), asc(events.id))
        .limit(limit + 1);
      return { rows: flatten(rows.slice(0, limit)), total: await totalOf(rows.length, limit, filter) };
    },

    async byId(organisationId: string, id: string): Promise<CalendarEventRow | undefined> {
      const rows = await withNames()
        .where(and(eq(events.id, id), eq(events.organisationId, organisationId)))
        .limit(1);
      return flatten(rows)[0];
    },

    /** The chosen patients of these events (only the family's when one is given). */
    async patientsOf(eventIds: string[], family?: string[]): Promise<PatientRow[]> {
      if (!eventIds.length) return [];
      return db
        .select({
          eventId: eventPatients.eventId,
          id: users.id,
          fullName: users.fullName,
          firstName: users.firstName,
          surname: users.surname,
          patientNumber: users.patientNumber,
          appCode: users.appCode,
        })
        .from(eventPatients)
        .innerJoin(users, eq(users.id, eventPatients.userId))
        .where(
          and(
            anyId(eventPatients.eventId, eventIds),
            family ? inArray(eventPatients.userId, family) : undefined,
          ),
        )
        .orderBy(asc(users.surname), asc(users.firstName), asc(users.id));
    },

    /** Moods recorded about these events, counted by mood (only the family's when one is given). */
    async moodCounts(
      eventIds: string[],
      family?: string[],
    ): Promise<{ eventId: string; mood: string; count: number }[]> {
      if (!eventIds.length) return [];
      const rows = await db
        .select({ eventId: appMoods.eventId, mood: appMoods.mood, count: count() })
        .from(appMoods)
        .where(and(anyId(appMoods.eventId, eventIds), family ? inArray(appMoods.userId, family) : undefined))
        .groupBy(appMoods.eventId, appMoods.mood)
        .orderBy(asc(appMoods.mood));
      return rows.map((r) => ({ eventId: r.eventId as string, mood: r.mood, count: r.count }));
    },

    async areaExists(organisationId: string, areaId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: organisationAreas.id })
        .from(organisationAreas)
        .where(and(eq(organisationAreas.id, areaId), eq(organisationAreas.organisationId, organisationId)))
        .limit(1);
      return row !== undefined;
    },

    /** Those of `ids` that are app users (guardians' families and patients) of the organisation. */
    async appUsersIn(organisationId: string, ids: string[]): Promise<string[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.organisationId, organisationId), inArray(users.id, ids), sql`${users.type} in (2, 3)`),
        );
      return rows.map((r) => r.id);
    },

    async insert(row: typeof events.$inferInsert, patientIds: string[], tx: Db = db): Promise<string> {
      const [stored] = await tx.insert(events).values(row).returning({ id: events.id });
      if (!stored) throw new Error('event insert returned nothing');
      if (patientIds.length)
        await tx.insert(eventPatients).values(patientIds.map((userId) => ({ eventId: stored.id, userId })));
      return stored.id;
    },

    /** Replaces the event's fields and its chosen patients. */
    async update(
      id: string,
      patch: Partial<typeof events.$inferInsert>,
      patientIds: string[],
      tx: Db = db,
    ): Promise<void> {
      await tx
        .update(events)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(events.id, id));
      await tx.delete(eventPatients).where(eq(eventPatients.eventId, id));
      if (patientIds.length)
        await tx.insert(eventPatients).values(patientIds.map((userId) => ({ eventId: id, userId })));
    },

    /** Moods about it stay (set null): the analytics count them. */
    async remove(id: string, tx: Db = db): Promise<void> {
      await tx.delete(events).where(eq(events.id, id));
    },

    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),
  };
}
export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
