import { sql, type SQL } from 'drizzle-orm';
import { contentTimeQuery, toContentTime } from '../../db/content-time.ts';
import { londonDayEnd, londonDayOf, londonDayStart, withinDays, type DayRange } from '../../db/london.ts';

/**
 * Whose activity a figure counts: the organisation's patients, or (a guardian) the family's: the
 * guardian's own account (activity an app signed in with it records) and the patients actively
 * linked to the guardian.
 */
export interface AnalyticsScope {
  organisationId: string;
  guardianId: string | null;
  /** A guardian's children whose link opens their usage (the family check decides them). */
  familyIds?: string[];
}
export type Row = Record<string, unknown>;
export type Rows = (query: SQL) => Promise<Row[]>;
export const int = (v: unknown): number => Number(v ?? 0);

/** The family's patients: the guardian's own account and the children whose link opens their usage. */
export const family = (s: AnalyticsScope) =>
  sql`select unnest(array[${sql.join(
    [s.guardianId, ...(s.familyIds ?? [])].map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[])`;
/** Rows (alias `a`) of the scope's patients: every one, or the family's. */
export const mine = (s: AnalyticsScope) =>
  s.guardianId === null ? sql`true` : sql`a.user_id in (${family(s)})`;

/**
 * The analytics figures read from the raw activity rows. A family's figures come from here (a
 * family's rows are few, found by patient); an organisation's from the roll-ups (rollup-figures-queries.ts),
 * whose tests hold them to these queries as their oracle. Activity counts in the organisation it
 * happened in, retention's later weeks included.
 */
export function createRawFigures(rows: Rows) {
  /** Rows of an activity table (alias `a`) in scope and range, by its instant column. */
  const within = (s: AnalyticsScope, r: DayRange, at: SQL) => sql`a.organisation_id = ${s.organisationId}
    and ${withinDays(at, r)} and ${mine(s)}`;

  return {
    async appUsage(s: AnalyticsScope, r: DayRange) {
      const daily = await rows(sql`with
          s as (select ${londonDayOf(sql`a.started_at`)} as day, a.user_id from app_sessions a
            where ${within(s, r, sql`a.started_at`)}),
          f as (select ${londonDayOf(sql`a.started_at`)} as day, a.seconds from app_focus_time a
            where ${within(s, r, sql`a.started_at`)})
        select to_char(d, 'YYYY-MM-DD') as date,
          (select count(*) from s where s.day = d) as app_sessions,
          (select count(distinct s.user_id) from s where s.day = d) as active_patients,
          (select coalesce(sum(f.seconds), 0) from f where f.day = d) as focus_seconds
        from generate_series(${r.from}::date, ${r.to}::date, interval '1 day') as g(d)
        order by d`);
      const [total] = await rows(sql`select
          (select count(*) from app_sessions a where ${within(s, r, sql`a.started_at`)}) as app_sessions,
          (select count(distinct a.user_id) from app_sessions a where ${within(s, r, sql`a.started_at`)}) as active_patients,
          (select coalesce(sum(a.seconds), 0) from app_focus_time a where ${within(s, r, sql`a.started_at`)}) as focus_seconds`);
      return {
        app_sessions: int(total?.app_sessions),
        active_patients: int(total?.active_patients),
        focus_seconds: int(total?.focus_seconds),
        daily: daily.map((d) => ({
          date: String(d.date),
          app_sessions: int(d.app_sessions),
          active_patients: int(d.active_patients),
          focus_seconds: int(d.focus_seconds),
        })),
      };
    },

    async focusByState(s: AnalyticsScope, r: DayRange) {
      const out =
        await rows(sql`select a.state, sum(a.seconds) as seconds, count(distinct a.user_id) as patients
        from app_focus_time a where ${within(s, r, sql`a.started_at`)}
        group by a.state order by seconds desc, a.state`);
      return out.map((o) => ({ state: String(o.state), seconds: int(o.seconds), patients: int(o.patients) }));
    },

    async focusByCode(s: AnalyticsScope, r: DayRange, limit: number) {
      const where = within(s, r, sql`a.started_at`);
      const out = await rows(contentTimeQuery(where, s.organisationId, limit, true));
      return out.map((o) => ({ ...toContentTime(o), patients: int(o.patients) }));
    },

    /**
     * Cohorts by the London week (from Monday) of each patient's first app session ever, for the
     * weeks of the range; retained[k] counts those with a session k weeks after their first week,
     * up to the range's last week.
     */
    async retention(s: AnalyticsScope, r: DayRange) {
      const week = (column: SQL) => sql`date_trunc('week', ${londonDayOf(column)})::date`;
      const out = await rows(sql`with
          firsts as (select a.user_id, min(a.started_at) as first_at from app_sessions a
            where a.organisation_id = ${s.organisationId} and ${mine(s)}
            group by a.user_id),
          cohort as (select user_id, ${week(sql`first_at`)} as week from firsts
            where first_at >= ${londonDayStart(r.from)} and first_at < ${londonDayEnd(r.to)}),
          used as (select distinct a.user_id, ${week(sql`a.started_at`)} as week from app_sessions a
            where a.organisation_id = ${s.organisationId} and a.user_id in (select user_id from cohort)
              and a.started_at < ${londonDayEnd(r.to)}),
          weeks as (select c.week, k from (select distinct week from cohort) c,
            generate_series(0, (date_trunc('week', ${r.to}::date)::date - c.week) / 7) as k)
        select to_char(w.week, 'YYYY-MM-DD') as week,
          (select count(*) from cohort c where c.week = w.week) as patients,
          array_agg((select count(*) from used u join cohort c on c.user_id = u.user_id
            where c.week = w.week and u.week = w.week + w.k * 7) order by w.k) as retained
        from weeks w group by w.week order by w.week`);
      return out.map((o) => ({
        week: String(o.week),
        patients: int(o.patients),
        retained: (o.retained as unknown[]).map(int),
      }));
    },

    async eventMoods(s: AnalyticsScope, r: DayRange) {
      return rows(sql`select a.mood, count(*) as count from app_moods a
        where ${within(s, r, sql`a.recorded_at`)} and a.event_id is not null
        group by a.mood order by count desc, a.mood`);
    },

    async moods(s: AnalyticsScope, r: DayRange, order: readonly string[]) {
      const daily = await rows(sql`select to_char(${londonDayOf(sql`a.recorded_at`)}, 'YYYY-MM-DD') as date,
          a.mood, count(*) as count
        from app_moods a where ${within(s, r, sql`a.recorded_at`)}
        group by 1, a.mood order by 1, count desc, a.mood`);
      // Ties go to the mood earlier in the app's order (happier first): array_position ranks them.
      const common = await rows(sql`select date, mood, count from (
          select to_char(${londonDayOf(sql`a.recorded_at`)}, 'YYYY-MM-DD') as date, a.mood, count(*) as count,
            row_number() over (partition by ${londonDayOf(sql`a.recorded_at`)}
              order by count(*) desc, array_position(array[${sql.join(
                order.map((m) => sql`${m}`),
                sql`, `,
              )}]::text[], a.mood)) as rank
          from app_moods a where ${within(s, r, sql`a.recorded_at`)}
          group by ${londonDayOf(sql`a.recorded_at`)}, a.mood) ranked
        where rank = 1 order by date`);
      return { daily, common };
    },
  };
}
export type Figures = ReturnType<typeof createRawFigures>;
