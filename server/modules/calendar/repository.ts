import { and, asc, count, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { UserType, type CalendarEvent } from '../../../src/api/contracts/index.ts';
import { anyId } from '../../db/any-id.ts';
import type { Db } from '../../db/client.ts';
import type { IcsEvent } from './ics.ts';
import { eventPatients, eventReminders, events } from './schema.ts';
import { organisationAreas, userOrganisationAreas } from '../areas/schema.ts';
import { users } from '../users/schema.ts';

export type CalendarEventRow = typeof events.$inferSelect;
/** An event the reminder the day before reads. */
export type ReminderEvent = { id: string; title: string; startTime: Date; organisationId: string };

const ICS_COLUMNS = {
  id: events.id,
  title: events.title,
  startTime: events.startTime,
  endTime: events.endTime,
  allDay: events.allDay,
  sequence: events.sequence,
  updatedAt: events.updatedAt,
};
/** The first events of a window as the contract gives them, and how many the window holds. */
export type EventWindow = { events: CalendarEvent[]; total: number };
/** Who may be shown an event: an organisation's admin sees all of it, a family only what is for them. */
export type Audience = { organisationId: string; family?: string[] };

/** An instant as the contract writes it, `Date.prototype.toISOString`'s form (UTC, milliseconds, Z). */
const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * Events as the contract gives them, built by the database as one JSON array: the events chosen by
 * `chosen` (a query over `events`, in the window's order), their area, author, chosen patients and
 * moods (only the family's patients and moods when a family is given), soonest first, then by id.
 *
 * A month of a busy hospital has hundreds of events. Read as rows, each event was copied five times
 * in the server (the driver's row, drizzle's mapping, its flattening, the contract's object and the
 * response check's copy), with two more queries carrying every id for the patients and the moods:
 * about three quarters of the call's time at 800 events (docs/performance.md). One JSON value is
 * parsed natively and is already the contract's shape.
 */
const presented = (chosen: SQL, family: string[] | undefined): SQL => {
  const ofFamily = (column: string) =>
    family ? sql`and ${sql.raw(column)} = any(${sql.param(family)}::uuid[])` : sql``;
  return sql`with w as materialized (${chosen}),
    p as (
      select ep.event_id, json_agg(json_build_object('id', u.id, 'full_name', u.full_name,
          'first_name', u.first_name, 'surname', u.surname, 'patient_number', u.patient_number,
          'app_code', u.app_code) order by u.surname, u.first_name, u.id) as patients
      from event_patients ep join users u on u.id = ep.user_id
      where ep.event_id in (select id from w) ${ofFamily('ep.user_id')}
      group by ep.event_id
    ),
    m as (
      select c.event_id, json_agg(json_build_object('mood', c.mood, 'count', c.n) order by c.mood) as moods
      from (select event_id, mood, count(*)::int as n from app_moods
        where event_id in (select id from w) ${ofFamily('user_id')} group by event_id, mood) c
      group by c.event_id
    )
    select coalesce(json_agg(json_build_object(
        'id', w.id, 'title', w.title, 'description', w.description, 'kind', w.kind,
        'start_time', ${iso('w.start_time')}, 'end_time', ${iso('w.end_time')}, 'all_day', w.all_day,
        'area', case when a.id is not null and a.name <> '' then json_build_object('id', a.id, 'name', a.name) end,
        'patients', coalesce(p.patients, '[]'),
        'source', case when w.author_type = ${sql.raw(String(UserType.Patient))} then 'app' else 'portal' end,
        'author_name', case when au.id is not null then au.first_name || ' ' || coalesce(au.surname, '') end,
        'moods', coalesce(m.moods, '[]'),
        'created_at', ${iso('w.created_at')}, 'updated_at', ${iso('w.updated_at')}
      ) order by w.start_time, w.id), '[]') as events
    from w
      left join organisation_areas a on a.id = w.area_id
      left join users au on au.id = w.author_id
      left join p on p.event_id = w.id
      left join m on m.event_id = w.id`;
};

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
          .where(anyId(userOrganisationAreas.userId, family)),
      ),
      inArray(
        events.id,
        db
          .select({ id: eventPatients.eventId })
          .from(eventPatients)
          .where(anyId(eventPatients.userId, family)),
      ),
    );

  const read = async (chosen: SQL, family?: string[]): Promise<CalendarEvent[]> => {
    const { rows } = (await db.execute(presented(chosen, family))) as unknown as {
      rows: { events: CalendarEvent[] }[];
    };
    const list = rows[0]?.events ?? [];
    // The author's name as the portal always wrote it (JavaScript's trim, not SQL's).
    for (const event of list) if (event.author_name !== null) event.author_name = event.author_name.trim();
    return list;
  };

  /** `seen` events were read for a limit of `limit`: all there are, or more (then counted). */
  const totalOf = async (seen: number, limit: number | null, filter: SQL | undefined): Promise<number> => {
    if (limit === null || seen <= limit) return seen;
    const [row] = await db.select({ n: count() }).from(events).where(filter);
    // Rows deleted between the two reads must not turn a cut window into a whole one.
    return Math.max(row?.n ?? 0, seen);
  };

  return {
    /**
     * Events starting within [from, to] the audience may see, soonest first (start_time, then id), as
     * the contract gives them: all of them (no `limit`) or the first `limit`, and how many there are. The count runs
     * only when there are more than `limit` (one more event than shown says so), with the same
     * filter as the events.
     */
    async list(audience: Audience, from: Date, to: Date, limit: number | null): Promise<EventWindow> {
      const filter = and(
        eq(events.organisationId, audience.organisationId),
        gte(events.startTime, from),
        lte(events.startTime, to),
        audience.family ? forFamily(audience.family) : undefined,
      );
      const chosen = db.select().from(events).where(filter).orderBy(events.startTime, events.id);
      const list = await read((limit === null ? chosen : chosen.limit(limit + 1)).getSQL(), audience.family);
      return {
        events: limit === null ? list : list.slice(0, limit),
        total: await totalOf(list.length, limit, filter),
      };
    },

    /**
     * The events the audience may see (one by id, or those starting within [from, to]), soonest first, as
     * a phone's calendar is given them (no notes): at most `limit`, read in one bounded query.
     */
    async forIcs(
      audience: Audience,
      which: { from: Date; to: Date } | { id: string },
      limit: number,
    ): Promise<IcsEvent[]> {
      return db
        .select(ICS_COLUMNS)
        .from(events)
        .where(
          and(
            eq(events.organisationId, audience.organisationId),
            'id' in which
              ? eq(events.id, which.id)
              : and(gte(events.startTime, which.from), lte(events.startTime, which.to)),
            audience.family ? forFamily(audience.family) : undefined,
          ),
        )
        .orderBy(events.startTime, events.id)
        .limit(limit);
    },

    /** The event's row, for a change to it. */
    async byId(organisationId: string, id: string): Promise<CalendarEventRow | undefined> {
      const [row] = await db
        .select()
        .from(events)
        .where(and(eq(events.id, id), eq(events.organisationId, organisationId)))
        .limit(1);
      return row;
    },

    /** The event as the contract gives it. */
    async presentedById(organisationId: string, id: string): Promise<CalendarEvent | undefined> {
      const chosen = db
        .select()
        .from(events)
        .where(and(eq(events.id, id), eq(events.organisationId, organisationId)))
        .getSQL();
      return (await read(chosen))[0];
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
        .set({ ...patch, sequence: sql`${events.sequence} + 1`, updatedAt: new Date() })
        .where(eq(events.id, id));
      await tx.delete(eventPatients).where(eq(eventPatients.eventId, id));
      if (patientIds.length)
        await tx.insert(eventPatients).values(patientIds.map((userId) => ({ eventId: id, userId })));
    },

    /** Moods about it stay (set null): the analytics count them. */
    async remove(id: string, tx: Db = db): Promise<void> {
      await tx.delete(events).where(eq(events.id, id));
    },

    /** Events starting in [from, to) that are chosen for a child, in start order after `after` (keyset). */
    eventsToRemind: (
      range: { from: Date; to: Date },
      after: { startTime: Date; id: string } | null,
      limit: number,
    ): Promise<ReminderEvent[]> =>
      db
        .select({
          id: events.id,
          title: events.title,
          startTime: events.startTime,
          organisationId: events.organisationId,
        })
        .from(events)
        .where(
          and(
            gte(events.startTime, range.from),
            lt(events.startTime, range.to),
            sql`exists (select 1 from ${eventPatients} where ${eventPatients.eventId} = ${events.id})`,
            after
              ? or(
                  gt(events.startTime, after.startTime),
                  and(eq(events.startTime, after.startTime), gt(events.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(asc(events.startTime), asc(events.id))
        .limit(limit),

    /** The children each of these events is chosen for. */
    chosenFor: (eventIds: string[]): Promise<{ eventId: string; patientId: string }[]> =>
      db
        .select({ eventId: eventPatients.eventId, patientId: eventPatients.userId })
        .from(eventPatients)
        .where(inArray(eventPatients.eventId, eventIds)),

    /** Remembers that these guardians were reminded of the event; answers those not reminded before. */
    recordReminders: (eventId: string, userIds: string[], tx: Db): Promise<{ userId: string }[]> =>
      tx
        .insert(eventReminders)
        .values(userIds.map((userId) => ({ eventId, userId })))
        .onConflictDoNothing()
        .returning({ userId: eventReminders.userId }),

    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),
  };
}
export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
