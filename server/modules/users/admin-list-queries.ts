import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { UserListQuery } from '../../../src/api/contracts/index.ts';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { boundedCount, DEFAULT_EXACT_TOTAL_LIMIT, listTotal } from '../../db/list-total.ts';
import { userSearchText } from './search-text-queries.ts';
import { afterUserCursor, nextUserCursor } from './list-cursor-queries.ts';
import { userOrganisationAreas } from '../areas/schema.ts';
import { users } from './schema.ts';
import { fromJson, LISTED, type ListedJson } from './listed-user.ts';

/**
 * The admin's list of people (`GET /api/users`): one page in the asked order and its total, read
 * from the indexes that hold each order (docs/performance.md § How the portal and server are kept fast).
 */
const sortColumn = {
  created_at: users.createdAt,
  first_name: users.firstName,
  surname: users.surname,
  email: users.email,
  last_active: users.lastActiveAt,
  activated_at: users.activatedAt,
} as const;

/** From this offset on, a page past the middle of its list is read from the list's other end. */
export const DEEP_PAGE_OFFSET = 1000;

/** Types that take a seat: guardians and patients. */
export async function listPage(
  db: Db,
  organisationId: string,
  q: UserListQuery,
  exactLimit = DEFAULT_EXACT_TOTAL_LIMIT,
) {
  // An erased person's placeholder row is nobody's account any more: lists leave it out.
  const conditions: SQL[] = [
    eq(users.organisationId, organisationId),
    eq(users.type, q.type),
    isNull(users.erasedAt),
  ];
  if (q.status !== undefined) conditions.push(eq(users.status, q.status));
  if (q.search) {
    // One expression, the trigram index's own (search-text-queries.ts).
    conditions.push(ilike(userSearchText(users), containsPattern(q.search)));
  }
  if (q.areas?.length)
    conditions.push(
      inArray(
        users.id,
        db
          .select({ id: userOrganisationAreas.userId })
          .from(userOrganisationAreas)
          .where(inArray(userOrganisationAreas.areaId, q.areas)),
      ),
    );
  const where = and(...conditions);
  const direction = q.order === 'asc' ? asc : desc;
  const sorted = sortColumn[q.sort];
  // Names are never null: ordered by name with the id breaking ties in the same direction, a
  // page is the next entries of users_listed_<name>_idx read forwards or backwards. The other
  // orders keep people without a value (no e-mail, never active) last in both directions; last
  // activity breaks ties by id in its own direction too, the order of users_listed_last_active_idx.
  const byName = q.sort === 'first_name' || q.sort === 'surname';
  const byLastActive = q.sort === 'last_active';
  const orderOf = (column: SQL | typeof sorted, id: SQL | typeof users.id): SQL[] =>
    byName
      ? [direction(column), direction(id)]
      : [sql`${direction(column)} nulls last`, (byLastActive ? direction : asc)(id)];
  // One query, two values back: the page as a JSON array (json_agg) and the number of matching
  // users. Read as seventeen columns a row, a 100-row page was 1,700 fields for the
  // driver to copy and decode one by one, most of the list's CPU time on PGlite; one JSON value
  // is parsed natively. One round trip rather than two: on PostgreSQL every query is a socket
  // write. json_agg keeps the page's order.
  //
  // The page and the total are planned apart. Without a search the page stops at its last row,
  // read from an index in the default and the name orders, and the total is a count of its own,
  // from a list index alone where no status filter needs the rows; a page that is neither empty
  // nor full is the last one, and its total needs no count (the count is a subquery PostgreSQL
  // runs only when it is used). A search finds its people once, by trigram (or a scan for a very
  // common term), then counts and pages them: planned with the page's limit, PostgreSQL walked a
  // name index until the page filled, which for a common name late in the alphabet (Patel,
  // surname order) read most of the organisation. A window (count(*) over()) beside the page made
  // the database read and sort every matching person for every page: 110–160 ms for a search or
  // a name order at 50,000 guardians, against a few milliseconds now (docs/performance.md).
  const offset = (q.page - 1) * q.size;
  /** The list's order over the columns of a subquery (`p`, the page; `m`, a search's matches). */
  const orderIn = (alias: string) => {
    const of = (column: { name: string }) => sql`${sql.identifier(alias)}.${sql.identifier(column.name)}`;
    return sql.join(orderOf(of(sorted), of(users.id)), sql`, `);
  };
  // Totals (docs/api.md § Totals): exact up to `exactLimit` matching people, counted by a count
  // that stops there; above it the planner's estimate, so that no page counts the organisation.
  const everyone = db
    .select({ one: sql`1` })
    .from(users)
    .where(where);
  const bounded = boundedCount(everyone, exactLimit);
  /**
   * The page's rows, its total, and the cursor of the page after it (none after the last). From a
   * bounded count (`counted`), the total is estimated above the limit, and a full page has a next.
   */
  const answered = async (json: ListedJson[] | null, counted: number, more?: boolean) => {
    const rows = (json ?? []).slice(0, q.size);
    const last = rows.at(-1);
    const full = rows.length === q.size;
    const { total, estimate } =
      more === undefined && (full || rows.length === 0)
        ? await listTotal(db, counted, exactLimit, everyone, offset + rows.length)
        : { total: counted, estimate: false };
    return {
      rows: rows.map(fromJson),
      total,
      estimate,
      nextCursor:
        full && (more ?? (estimate || offset + q.size < total)) && last ? nextUserCursor(q, last) : null,
    };
  };
  if (q.cursor) {
    // By cursor: the rows after the last one sent, in the list's order; one more to know if a page follows.
    const page = db
      .select(LISTED)
      .from(users)
      .where(and(where, afterUserCursor({ ...q, cursor: q.cursor }, sorted)))
      .orderBy(...orderOf(sorted, users.id))
      .limit(q.size + 1);
    const { rows: answer } = (await db.execute(
      sql`select (select json_agg(p order by ${orderIn('p')}) from (${page}) p) as rows, ${bounded} as total`,
    )) as unknown as { rows: { rows: ListedJson[] | null; total: number }[] };
    const [found] = answer;
    const more = (found?.rows?.length ?? 0) > q.size;
    const { total, estimate } = await listTotal(db, found?.total ?? 0, exactLimit, everyone);
    return { ...(await answered(found?.rows ?? null, total, more)), estimate };
  }
  if (q.search) {
    const matches = db.select(LISTED).from(users).where(where);
    const { rows: answer } = (await db.execute(sql`with m as materialized (${matches})
      select (select json_agg(p order by ${orderIn('p')})
          from (select * from m order by ${orderIn('m')} limit ${q.size} offset ${offset}) p) as rows,
        (select count(*) from m)::int as total`)) as unknown as {
      rows: { rows: ListedJson[] | null; total: number }[];
    };
    const [found] = answer;
    return answered(found?.rows ?? null, found?.total ?? 0, offset + q.size < (found?.total ?? 0));
  }
  const matching = db.select({ n: count() }).from(users).where(where);
  if (!byLastActive && offset >= DEEP_PAGE_OFFSET) {
    // A deep page past the list's middle is read from the list's other end, backwards along the
    // same index: the last page of 50,000 guardians reads its own rows, not the 49,990 before it.
    const total = (await matching)[0]?.n ?? 0;
    if (offset >= total) return answered(null, total, false);
    if (offset > total / 2) {
      const end = Math.min(offset + q.size, total);
      const back = q.order === 'asc' ? desc : asc;
      const backwards = byName
        ? [back(sorted), back(users.id)]
        : [sql`${back(sorted)} nulls first`, desc(users.id)];
      const page = db
        .select(LISTED)
        .from(users)
        .where(where)
        .orderBy(...backwards)
        .limit(end - offset)
        .offset(total - end);
      const { rows: answer } = (await db.execute(
        sql`select json_agg(p order by ${orderIn('p')}) as rows from (${page}) p`,
      )) as unknown as { rows: { rows: ListedJson[] | null }[] };
      return answered(answer[0]?.rows ?? null, total, offset + q.size < total);
    }
  }
  let page: SQLWrapper = db
    .select(LISTED)
    .from(users)
    .where(where)
    .orderBy(...orderOf(sorted, users.id))
    .limit(q.size)
    .offset(offset);
  if (byLastActive) {
    // Never active last in both directions, which no one index order gives: those active, then
    // those never active, each the first entries of users_listed_last_active_idx read in the
    // list's direction (the nulls are one group there, in id order), and the page cut from both.
    const part = (active: SQL) =>
      db
        .select(LISTED)
        .from(users)
        .where(and(where, active))
        .orderBy(direction(users.lastActiveAt), direction(users.id))
        .limit(offset + q.size);
    page = sql`select * from ((${part(isNotNull(users.lastActiveAt))})
        union all (${part(isNull(users.lastActiveAt))})) b
      order by ${orderIn('b')} limit ${q.size} offset ${offset}`;
  }
  const { rows: answer } = (await db.execute(sql`select json_agg(p order by ${orderIn('p')}) as rows,
      (case when count(*) > 0 and count(*) < ${q.size} then count(*) + ${offset}
        else ${bounded} end)::int as total
    from (${page}) p`)) as unknown as { rows: { rows: ListedJson[] | null; total: number }[] };
  const [found] = answer;
  return answered(found?.rows ?? null, found?.total ?? 0);
}
