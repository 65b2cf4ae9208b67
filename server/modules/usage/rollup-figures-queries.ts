import { sql, type SQL } from 'drizzle-orm';
import { contentTimeQuery, toContentTime } from '../../db/content-time.ts';
import type { DayRange } from '../../db/london.ts';
import { int, type AnalyticsScope, type Figures, type Rows } from './raw-figures-queries.ts';

/**
 * An organisation's figures from the daily roll-ups (server/modules/usage/schema.ts), the same as
 * raw-figures-queries.ts gives from the raw rows. Each query reads the range's days of one roll-up, or a
 * bounded set (the organisation's patients, its content), never the raw activity.
 */
export function createRollupFigures(rows: Rows): Figures {
  /** Rows (alias `a`) of a roll-up of the organisation in the range, by their `day`. */
  const days = (s: AnalyticsScope, r: DayRange) =>
    sql`a.organisation_id = ${s.organisationId} and a.day between ${r.from}::date and ${r.to}::date`;
  const mondayOf = (day: SQL) => sql`date_trunc('week', ${day}::timestamp)::date`;
  const between = (r: DayRange) => sql`a.day between ${r.from}::date and ${r.to}::date`;
  /**
   * How many patients have a day in the range, per `keys`, from a span roll-up (`spans`, alias `sp`: a
   * patient's first and last day of something); a distinct count over a period cannot be summed from
   * daily counts. Those whose last day falls in the range have one: their counts per last day
   * (`lastDays`) add up, or their spans are counted. Of those whose last day comes after it (none for
   * a range that ends today), those whose first day falls in it have one, and of those whose days span
   * it, `inside` (a semi-join to the range's day rows, alias `a`) says which have: apart, so that the
   * plan probes them one by one when they are few and reads the range's rows once when they are many.
   */
  const present = (
    t: { spans: string; lastDays?: string; keys: string[] },
    s: AnalyticsScope,
    r: DayRange,
    inside: SQL,
  ) => {
    const keys = (alias: string) => sql.raw(t.keys.map((k) => `${alias}.${k}`).join(', '));
    const [spans, from, to] = [sql.raw(t.spans), sql`${r.from}::date`, sql`${r.to}::date`];
    const ending = t.lastDays
      ? sql`select ${keys('h')}, h.patients from ${sql.raw(t.lastDays)} h
        where h.organisation_id = ${s.organisationId} and h.last_day between ${from} and ${to}`
      : sql`select ${keys('sp')}, 1 as patients from ${spans} sp
        where sp.organisation_id = ${s.organisationId} and sp.last_day between ${from} and ${to}`;
    const after = sql`from ${spans} sp where sp.organisation_id = ${s.organisationId} and sp.last_day > ${to}`;
    return sql`select ${keys('p')}, sum(p.patients) as patients from (${ending}
      union all select ${keys('sp')}, 1 ${after} and sp.first_day between ${from} and ${to}
      union all select ${keys('sp')}, 1 ${after} and sp.first_day < ${from}
        and ${inside}) p
      group by ${keys('p')}`;
  };

  /** Patients with a session in the range. */
  const activePatients = async (s: AnalyticsScope, r: DayRange) => {
    const [row] = await rows(
      sql`select sum(p.patients) as n from (${present(
        { spans: 'app_first_sessions', keys: ['organisation_id'] },
        s,
        r,
        sql`exists (select 1 from app_usage_days a where a.organisation_id = sp.organisation_id
          and a.user_id = sp.user_id and ${between(r)} and a.sessions > 0)`,
      )}) p`,
    );
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
      // Seconds add up from the days' totals; a state's patients are its patients' spans in the range.
      const out = await rows(sql`with
          seconds as (select a.state, sum(a.seconds) as seconds from app_content_totals a
            where ${days(s, r)} group by a.state),
          patients as (${present(
            { spans: 'app_state_spans', lastDays: 'app_state_last_days', keys: ['state'] },
            s,
            r,
            sql`exists (select 1 from app_content_days a where a.organisation_id = sp.organisation_id
              and a.state = sp.state and a.user_id = sp.user_id and ${between(r)})`,
          )})
        select t.state, t.seconds, coalesce(p.patients, 0) as patients
        from seconds t left join patients p on p.state = t.state
        order by t.seconds desc, t.state`);
      return out.map((o) => ({ state: String(o.state), seconds: int(o.seconds), patients: int(o.patients) }));
    },

    async focusByCode(s, r, limit) {
      const keys = ['state', 'code'];
      const spans = present(
        { spans: 'app_content_spans', lastDays: 'app_content_last_days', keys },
        s,
        r,
        sql`exists (select 1 from app_content_days a where a.organisation_id = sp.organisation_id
          and a.state = sp.state and a.user_id = sp.user_id and a.code = sp.code and ${between(r)})`,
      );
      const perContent = sql`(select t.state, t.code, t.seconds, coalesce(p.patients, 0) as patients
        from (select a.state, a.code, sum(a.seconds) as seconds from app_content_totals a
          where ${days(s, r)} group by a.state, a.code) t
        left join (${spans}) p on p.state = t.state and p.code = t.code)`;
      const query = contentTimeQuery(sql`true`, s.organisationId, limit, 'summed', perContent);
      return (await rows(query)).map((o) => ({ ...toContentTime(o), patients: int(o.patients) }));
    },

    /**
     * The weeks before the range's last come whole from the retention counts; the last week counts
     * only its days up to the range's end: from each cohort patient's first and last day, and only for
     * one whose days span that week, a probe of its day rows (none for a range that ends today), rather
     * than every cohort patient's day rows of that week (0.6 s for the call at 50,000 patients).
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
            select ${mondayOf(sql`f.first_day`)}, ${last}, count(*)
            from app_first_sessions f
            where f.organisation_id = ${s.organisationId} and f.first_day between ${r.from}::date and ${r.to}::date
              and (f.last_day between ${last} and ${r.to}::date
                or f.last_day > ${r.to}::date and (f.first_day >= ${last}
                  or exists (select 1 from app_usage_days a where a.organisation_id = f.organisation_id
                    and a.user_id = f.user_id and a.day between ${last} and ${r.to}::date and a.sessions > 0)))
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
