import { sql, type SQL } from 'drizzle-orm';
import type {
  ReportColumn,
  ReportDefinition,
  ReportField,
  ReportFilters,
} from '../../../src/api/contracts/reporting.ts';
import { containsPattern } from '../../db/like.ts';
import { userSearchTextOf } from '../users/index.ts';
import { isoUtc as iso, londonDayEnd, londonDayStart } from '../../db/london.ts';

/** Text that is there: null for null, empty or blank. */
const present = (column: SQL): SQL => sql`nullif(btrim(${column}), '')`;

/**
 * Spec §3's display name: full name; first name and surname; 'Patient #' and the number; the app
 * code as two upper-case halves (ABC-DEF); the id's first 13 characters. English, as reports are.
 */
const displayName = (code: SQL): SQL => sql`coalesce(
  ${present(sql`u.full_name`)},
  ${present(sql`concat_ws(' ', ${present(sql`u.first_name`)}, ${present(sql`u.surname`)})`)},
  'Patient #' || ${present(sql`u.patient_number`)},
  upper(left(${present(code)}, 3) || '-' || substr(btrim(${code}), 4)),
  left(u.id::text, 13) || '…')`;

/** The SQL of each fixed field, on the `u` alias of users. */
const FIELD_SQL: Record<ReportField, SQL> = {
  display_name: displayName(sql`u.app_code`),
  first_name: sql`u.first_name`,
  surname: sql`u.surname`,
  patient_number: sql`u.patient_number`,
  created_at: iso(sql`u.created_at`),
  app_code: sql`u.app_code`,
  last_active: iso(sql`u.last_active_at`),
  email: sql`u.email`,
  subscription_status: sql`u.status::int`,
  activated_at: iso(sql`u.activated_at`),
};

/** What sorting compares (the raw value, not its text, so that dates sort as dates). */
const SORT_SQL: Record<ReportField, SQL> = {
  ...FIELD_SQL,
  display_name: sql`lower(${FIELD_SQL.display_name})`,
  first_name: sql`lower(u.first_name)`,
  surname: sql`lower(u.surname)`,
  email: sql`lower(u.email)`,
  created_at: sql`u.created_at`,
  last_active: sql`u.last_active_at`,
  activated_at: sql`u.activated_at`,
};

/**
 * One column's value for the row's user. Every subquery is confined to the organisation too, so a
 * definition naming another organisation's questionnaire could read nothing even if it were saved.
 */
export function columnSql(column: ReportColumn, organisationId: string): SQL {
  switch (column.kind) {
    case 'field':
      return FIELD_SQL[column.field];
    case 'areas':
      return sql`(select string_agg(a.name, ', ' order by a.name) from user_organisation_areas ua
        join organisation_areas a on a.id = ua.area_id
        where ua.user_id = u.id and a.organisation_id = ${organisationId})`;
    case 'questionnaire_response':
      // The newest completed answer set's values for the question, as jsonb (the service words them).
      return sql`(select item->'answer' from questionnaire_responses r
        cross join lateral jsonb_array_elements(r.answers) item
        where r.user_id = u.id and r.organisation_id = ${organisationId}
          and r.questionnaire_id = ${column.questionnaire_id} and r.status = 'completed'
          and item->>'linkId' = ${column.link_id}
        order by r.answered_at desc nulls last limit 1)`;
    case 'time_in_focus': {
      const codes =
        column.codes.length > 0
          ? sql` and f.code in (${sql.join(
              column.codes.map((c) => sql`${c}`),
              sql`, `,
            )})`
          : sql``;
      // From the per-day roll-up (the same sums as the raw app_focus_time rows, kept by its triggers),
      // read from its covering index: a few index entries a patient, not their every focus row.
      return sql`(select coalesce(sum(f.seconds), 0)::int from app_content_days f
        where f.organisation_id = ${organisationId} and f.user_id = u.id and f.state = ${column.state}${codes})`;
    }
  }
}

/** The rows a report lists: the organisation's patients (type 3) or guardians (type 2), filtered. */
export function whereSql(
  organisationId: string,
  subject: ReportDefinition['subject'],
  f: ReportFilters,
): SQL {
  const parts: SQL[] = [
    sql`u.organisation_id = ${organisationId}`,
    sql`u.type = ${subject === 'patients' ? 3 : 2}`,
  ];
  // Days are London days (spec §9), whatever the server's zone.
  if (f.created_from) parts.push(sql`u.created_at >= ${londonDayStart(f.created_from)}`);
  if (f.created_to) parts.push(sql`u.created_at < ${londonDayEnd(f.created_to)}`);
  if (f.area_ids && f.area_ids.length > 0)
    parts.push(
      sql`exists (select 1 from user_organisation_areas ua where ua.user_id = u.id and ua.area_id in (${sql.join(
        f.area_ids.map((id) => sql`${id}`),
        sql`, `,
      )}))`,
    );
  if (f.statuses && f.statuses.length > 0)
    parts.push(
      sql`u.status in (${sql.join(
        f.statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (f.search) {
    // The users' trigram index's expression (users/search-text-queries.ts), so the search is an index scan.
    parts.push(sql`${userSearchTextOf('u')} ilike ${containsPattern(f.search)}`);
  }
  return sql.join(parts, sql` and `);
}

export const orderSql = (sort: ReportDefinition['sort']): SQL =>
  sql`${SORT_SQL[sort.field]} ${sort.order === 'asc' ? sql`asc` : sql`desc`} nulls last, u.id asc`;

/** The type a sort key is compared as when it comes back as text (a keyset's last row). */
const SORT_TYPE: Partial<Record<ReportField, SQL>> = {
  created_at: sql`timestamptz`,
  last_active: sql`timestamptz`,
  activated_at: sql`timestamptz`,
  subscription_status: sql`int`,
};

/** Where a keyset page starts: the last row's sort key (as text; null sorts last) and id. */
export interface ReportKey {
  key: string | null;
  id: string;
}

/** The rows after `after` in orderSql's order (nulls last, then by id). */
export function afterSql(sort: ReportDefinition['sort'], after: ReportKey): SQL {
  const s = SORT_SQL[sort.field];
  if (after.key === null) return sql`(${s} is null and u.id > ${after.id}::uuid)`;
  const v = sql`${after.key}::${SORT_TYPE[sort.field] ?? sql`text`}`;
  const beyond = sort.order === 'asc' ? sql`${s} > ${v}` : sql`${s} < ${v}`;
  return sql`(${beyond} or (${s} = ${v} and u.id > ${after.id}::uuid) or ${s} is null)`;
}

/**
 * One page of a report's rows whose columns are computed for that page's rows alone: the rows are
 * chosen first (ids and sort keys, by keyset or offset), then each column's figure is read once per
 * row shown, however deep the page.
 */
export function pageSql(
  organisationId: string,
  d: ReportDefinition,
  page: { limit: number; offset?: number; after?: ReportKey },
): SQL {
  const where = whereSql(organisationId, d.subject, d.filters);
  const keyset = page.after ? sql` and ${afterSql(d.sort, page.after)}` : sql``;
  const cells = sql.join(
    d.columns.map((c, i) => sql`${columnSql(c, organisationId)} as ${sql.identifier(`c${i}`)}`),
    sql`, `,
  );
  const direction = d.sort.order === 'asc' ? sql`asc` : sql`desc`;
  return sql`with page as (
      select u.id, ${SORT_SQL[d.sort.field]} as k from users u where ${where}${keyset}
      order by ${orderSql(d.sort)} limit ${page.limit} offset ${page.offset ?? 0})
    select ${cells}, page.k::text as k, u.id as id from page join users u on u.id = page.id
    order by page.k ${direction} nulls last, u.id asc`;
}
