import { sql, type SQL } from 'drizzle-orm';
import { contentTimeQuery, toContentTime } from '../../db/content-time.ts';
import type { DayRange } from '../../db/london.ts';
import { int, type AnalyticsScope, type Figures, type Rows } from './raw-figures.ts';

/** Up to this many days, active patients are counted from the days' rows; past it, patient by patient. */
const SHORT_RANGE_DAYS = 31;
const DAY = 86_400_000;
const daysIn = (r: DayRange) => (Date.parse(r.to) - Date.parse(r.from)) / DAY + 1;

/**
 * An organisation's figures from the daily roll-ups (server/modules/usage/schema.ts), the same as
 * raw-figures.ts gives from the raw rows. Each query reads the range's days of one roll-up, or a
 * bounded set (the organisation's patients, its content), never the raw activity.
 */
export function createRollupFigures(rows: Rows): Figures {
  /** Rows (alias `a`) of a roll-up of the organisation in the range, by their `day`. */
  const days = (s: AnalyticsScope, r: DayRange) =>
    sql`a.organisation_id = ${s.organisationId} and a.day between ${r.from}::date and ${r.to}::date`;
  const mondayOf = (day: SQL) => sql`date_trunc('week', ${day}::timestamp)::date`;

  /**
   * Patients with a session in the range. A distinct count cannot be summed from daily counts, so it
   * reads the (day, patient) rows: those of a short range at once, and for a long one, for each of
   * the organisation's patients, whether one of their days falls in it (one index probe each).
   */
  const activePatients = async (s: AnalyticsScope, r: DayRange) => {
    const [row] =
      daysIn(r) <= SHORT_RANGE_DAYS
        ? await rows(sql`select count(distinct a.user_id) as n from app_usage_days a
            where ${days(s, r)} and a.sessions > 0`)
        : await rows(sql`select count(*) as n from app_first_sessions f
            where f.organisation_id = ${s.organisationId} and f.first_day <= ${r.to}::date
              and exists (select 1 from app_usage_days a where a.organisation_id = f.organisation_id
                and a.user_id = f.user_id and a.day between ${r.from}::date and ${r.to}::date and a.sessions > 0)`);
    return int(row?.n);
  };

  return {
    async appUsage(s, r) {
      const daily = await rows(sql`select to_char(g.d, 'YYYY-MM-DD') as date,
          coalesce(a.sessions, 0) as app_sessions, coalesce(a.active_patients, 0) as active_patients,
          coalesce(a.focus_seconds, 0) as focus_seconds
        from generate_series(${r.from}::date, ${r.to}::date, interval '1 day') as g(d)
        left join app_usage_totals a on a.organisation_id = ${s.organisationId} and a.day = g.d::date
        order by g.d`);
      const sum = (key: string) => daily.reduce((total, d) => total + int(d[key]), 0);
      return {
        app_sessions: sum('app_sessions'),
        active_patients: await activePatients(s, r),
        focus_seconds: sum('focus_seconds'),
        daily: daily.map((d) => ({
          date: String(d.date),
          app_sessions: int(d.app_sessions),
          active_patients: int(d.active_patients),
          focus_seconds: int(d.focus_seconds),
        })),
      };
    },

    async focusByState(s, r) {
      // One row per state and patient first (a hash aggregate): count(distinct) would sort every row.
      const out = await rows(sql`select a.state, sum(a.seconds) as seconds, count(*) as patients
        from (select a.state, a.user_id, sum(a.seconds) as seconds from app_content_days a where ${days(s, r)}
          group by a.state, a.user_id) a
        group by a.state order by seconds desc, a.state`);
      return out.map((o) => ({ state: String(o.state), seconds: int(o.seconds), patients: int(o.patients) }));
    },

    async focusByCode(s, r, limit) {
      // Likewise one row per content and patient, so the distinct count sorts far fewer rows.
      const perPatient = sql`(select a.state, a.code, a.user_id, sum(a.seconds) as seconds
        from app_content_days a where ${days(s, r)} group by a.state, a.code, a.user_id)`;
      const query = contentTimeQuery(sql`true`, s.organisationId, limit, true, perPatient);
      return (await rows(query)).map((o) => ({ ...toContentTime(o), patients: int(o.patients) }));
    },

    /**
     * The weeks before the range's last come whole from the retention counts; the last week counts
     * only its days up to the range's end, from the (day, patient) rows of at most seven days.
     */
    async retention(s, r) {
      const last = mondayOf(sql`${r.to}::date`);
      const out = await rows(sql`with
          counts as (
            select ${mondayOf(sql`a.first_day`)} as cohort, a.week, sum(a.patients) as n
            from app_retention_counts a
            where a.organisation_id = ${s.organisationId} and a.first_day between ${r.from}::date and ${r.to}::date
              and a.week < ${last}
            group by 1, 2
            union all
            select ${mondayOf(sql`f.first_day`)}, ${last}, count(distinct a.user_id)
            from app_usage_days a join app_first_sessions f
              on f.organisation_id = a.organisation_id and f.user_id = a.user_id
            where a.organisation_id = ${s.organisationId} and a.day between ${last} and ${r.to}::date
              and a.sessions > 0 and f.first_day between ${r.from}::date and ${r.to}::date
            group by 1, 2),
          cohorts as (select cohort, n from counts where week = cohort and n > 0)
        select to_char(c.cohort, 'YYYY-MM-DD') as week, c.n as patients,
          array_agg(coalesce(x.n, 0) order by k.k) as retained
        from cohorts c
        cross join lateral generate_series(0, (${last} - c.cohort) / 7) as k(k)
        left join counts x on x.cohort = c.cohort and x.week = c.cohort + k.k * 7
        group by c.cohort, c.n order by c.cohort`);
      return out.map((o) => ({
        week: String(o.week),
        patients: int(o.patients),
        retained: (o.retained as unknown[]).map(int),
      }));
    },

    async eventMoods(s, r) {
      return rows(sql`select a.mood, sum(a.count) as count from app_mood_days a
        where ${days(s, r)} and a.on_event group by a.mood order by count desc, a.mood`);
    },

    async moods(s, r, order) {
      const daily = await rows(sql`select to_char(a.day, 'YYYY-MM-DD') as date, a.mood, sum(a.count) as count
        from app_mood_days a where ${days(s, r)}
        group by a.day, a.mood order by a.day, count desc, a.mood`);
      // Ties go to the mood earlier in the app's order (happier first), as from the raw rows.
      const common = await rows(sql`select date, mood, count from (
          select to_char(a.day, 'YYYY-MM-DD') as date, a.mood, sum(a.count) as count,
            row_number() over (partition by a.day
              order by sum(a.count) desc, array_position(array[${sql.join(
                order.map((m) => sql`${m}`),
                sql`, `,
              )}]::text[], a.mood)) as rank
          from app_mood_days a where ${days(s, r)}
          group by a.day, a.mood) ranked
        where rank = 1 order by date`);
      return { daily, common };
    },
  };
}
