import { sql, type SQL } from 'drizzle-orm';

type Row = Record<string, unknown>;

/**
 * Time in the app's content (rows of app_focus_time, alias `a`, that `where` keeps), per state and
 * code, most time first, each named from the catalogue or, for a video, from the organisation's
 * videos; with `patients`, how many distinct patients spent it. Usage and a family's view read it.
 */
export function contentTimeQuery(
  where: SQL,
  organisationId: string,
  limit: number,
  // 'summed': the source already counts them per content, in a `patients` column.
  patients: boolean | 'summed',
  // Or a roll-up with the same columns (state, code, seconds, user_id, or patients when summed).
  source: SQL = sql`app_focus_time`,
): SQL {
  const counted =
    patients === 'summed'
      ? sql`, sum(a.patients) as patients`
      : patients
        ? sql`, count(distinct a.user_id) as patients`
        : sql``;
  return sql`with t as (
      select a.state, a.code, sum(a.seconds) as seconds${counted}
      from ${source} a where ${where}
      group by a.state, a.code)
    select t.*, coalesce(ci.name, v.title) as name from t
    left join content_items ci on ci.code = t.code and t.state <> 'video'
    left join organisation_videos v on t.state = 'video' and v.id::text = t.code
      and v.organisation_id = ${organisationId}
    order by t.seconds desc, t.state, t.code limit ${limit}`;
}

/** One row of contentTimeQuery as the contracts carry it. */
export const toContentTime = (o: Row) => ({
  state: String(o.state),
  code: String(o.code),
  name: o.name === null || o.name === undefined ? null : String(o.name),
  seconds: Number(o.seconds ?? 0),
});
