import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isoUtc, londonDayEnd, londonDayStart, type DayRange } from '../../db/london.ts';
import {
  createRawFigures,
  family,
  mine,
  type AnalyticsScope,
  type Figures,
  type Row,
} from './raw-figures-queries.ts';
import { seatsAt } from '../organisations/index.ts';
import { createRollupFigures } from './rollup-figures-queries.ts';

export type { AnalyticsScope, DayRange };

/**
 * Every figure of the analytics calls. Days are London days: an instant's day as server/db/london.ts
 * reads them. An organisation's activity figures read the daily roll-ups (their cost grows with the
 * days asked for, not with the rows recorded); a family's read its own raw rows.
 */
export function createAnalyticsRepository(db: Db) {
  const rows = async (query: SQL): Promise<Row[]> =>
    ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  const raw = createRawFigures(rows);
  const rolled = createRollupFigures(rows);
  const pick = (s: AnalyticsScope): Figures => (s.guardianId === null ? rolled : raw);
  const figuresFor: Figures = {
    appUsage: (s, r) => pick(s).appUsage(s, r),
    focusByState: (s, r) => pick(s).focusByState(s, r),
    focusByCode: (s, r, limit) => pick(s).focusByCode(s, r, limit),
    retention: (s, r) => pick(s).retention(s, r),
    eventMoods: (s, r) => pick(s).eventMoods(s, r),
    moods: (s, r, order) => pick(s).moods(s, r, order),
  };

  /** Events the scope sees: all of the organisation's, or those of the family (chosen for, in an area of, or made by). */
  const eventsOf = (s: AnalyticsScope) =>
    s.guardianId === null
      ? sql`true`
      : sql`(e.author_id in (${family(s)})
          or exists (select 1 from event_patients ep where ep.event_id = e.id and ep.user_id in (${family(s)}))
          or e.area_id in (select uoa.area_id from user_organisation_areas uoa where uoa.user_id in (${family(s)})))`;

  return {
    async subscription(organisationId: string, at: Date) {
      // The seats' three counts in one read of users_seats_idx (guardians and patients by status).
      const [row] = await rows(sql`select
          o.area_seats,
          coalesce(s.active, 0) as active, coalesce(s.pending, 0) as pending, coalesce(s.requests, 0) as requests
        from organisations o
        left join lateral (select count(*) filter (where u.status = 4) as active,
            count(*) filter (where u.status in (3, 7)) as pending,
            count(*) filter (where u.status = 1) as requests
          from users u where u.organisation_id = o.id and u.type in (2, 3) and u.status in (1, 3, 4, 7)) s on true
        where o.id = ${organisationId}`);
      const packs = await rows(sql`select id, name, seats, ${isoUtc(sql`starts_at`)} as starts_at,
          ${isoUtc(sql`ends_at`)} as ends_at,
          (starts_at <= ${at} and ends_at >= ${at}) as running
        from subscription_packs where organisation_id = ${organisationId} order by starts_at desc, name`);
      const seats = (await seatsAt(db, [organisationId], at)).get(organisationId) ?? 0;
      return { row, packs, seats };
    },

    ...figuresFor,
    async events(s: AnalyticsScope, r: DayRange, limit: number) {
      const inRange = sql`e.organisation_id = ${s.organisationId}
        and e.start_time >= ${londonDayStart(r.from)} and e.start_time < ${londonDayEnd(r.to)} and ${eventsOf(s)}`;
      const byType = await rows(sql`select e.author_type as type, count(*) as count from events e
        where ${inRange} group by e.author_type order by e.author_type`);
      const moods = await pick(s).eventMoods(s, r);
      const perEvent =
        await rows(sql`select e.id, e.title, ${isoUtc(sql`e.start_time`)} as start_time, a.mood, count(*) as count
        from (select e.* from events e where ${inRange}
          and exists (select 1 from app_moods a where a.event_id = e.id and ${mine(s)})
          order by e.start_time desc, e.id limit ${limit}) e
        join app_moods a on a.event_id = e.id
        where ${mine(s)}
        group by e.id, e.title, e.start_time, a.mood order by e.start_time desc, e.id, count desc, a.mood`);
      return { byType, moods, perEvent };
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
