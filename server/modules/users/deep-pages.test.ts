import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from './schema.ts';
import { DEEP_PAGE_OFFSET } from './admin-list-queries.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';
import type { AppUser } from '../../../src/api/contracts/index.ts';

const ADMIN = 'admin@stmarys.test';
const GROWN = 1_300;

/** Each order as the list defines it, written out in SQL: the oracle of every page. */
const ORDERS = {
  'created_at desc': sql`created_at desc nulls last, id asc`,
  'created_at asc': sql`created_at asc nulls last, id asc`,
  'surname asc': sql`surname asc, id asc`,
  'first_name desc': sql`first_name desc, id desc`,
  'email asc': sql`email asc nulls last, id asc`,
  'email desc': sql`email desc nulls last, id asc`,
  'last_active desc': sql`last_active_at desc nulls last, id desc`,
  'activated_at asc': sql`activated_at asc nulls last, id asc`,
} as const;

describe.each(databaseTargets)('deep pages of the people list on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let organisationId: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    call = callerOf(t, await signInAll(t, [ADMIN]));
    organisationId = first(await t.database.db.select().from(users).where(eq(users.email, ADMIN)))
      .organisationId as string;
    // Many people share a surname, a first name and a creation instant: the id decides among them.
    const rows = Array.from({ length: GROWN }, (_, i) => ({
      type: 2,
      status: 4,
      email: i % 13 === 0 ? null : `deep-${String(i).padStart(4, '0')}@example.test`,
      firstName: ['Amelia', 'Oliver', 'Isla', 'Noah'][i % 4] as string,
      surname: `Surname ${i % 37}`,
      organisationId,
      createdAt: new Date(Date.UTC(2026, 0, 1) + (i % 101) * 60_000),
      // Ties and people without a value in the orders that keep them last.
      lastActiveAt: i % 3 === 0 ? null : new Date(Date.UTC(2026, 1, 1) + (i % 7) * 1_000),
      activatedAt: i % 5 === 0 ? null : new Date(Date.UTC(2026, 0, 2, 0, 0, 0, i % 11)),
    }));
    for (let i = 0; i < rows.length; i += 400)
      await t.database.db.insert(users).values(rows.slice(i, i + 400));
  });
  afterAll(() => t.close());

  const oracle = async (order: string) => {
    const { rows } = (await t.database.db.execute(sql`select id from users
      where organisation_id = ${organisationId} and type = 2 and erased_at is null
      order by ${ORDERS[order as keyof typeof ORDERS]}`)) as unknown as { rows: { id: string }[] };
    return rows.map((r) => r.id);
  };
  type CursorPage = { data: AppUser[]; total: number; next_cursor: string | null };
  /** Every page by cursor, from the first by number; the ids in the order they came. */
  const walk = async (query: string, size: number) => {
    const ids: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const at: string = cursor ? `cursor=${encodeURIComponent(cursor)}` : 'page=1';
      const res = await call(ADMIN, 'GET', `/users?type=2&${query}&size=${size}&${at}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<CursorPage>();
      ids.push(...body.data.map((u) => u.id));
      cursor = body.next_cursor;
      pages += 1;
    } while (cursor);
    return { ids, pages };
  };

  it.each(Object.keys(ORDERS))('a walk by cursor holds every row once in the order %s', async (order) => {
    const [sort, direction] = order.split(' ') as [string, string];
    const expected = await oracle(order);
    const { ids, pages } = await walk(`sort=${sort}&order=${direction}`, 100);
    expect(ids).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 100));
  });

  it('walks a search by cursor as by page number, and refuses a cursor of another order', async () => {
    const query = 'search=surname%201&sort=surname&order=desc';
    const byNumber: string[] = [];
    for (let n = 1; ; n++) {
      const body = (await call(ADMIN, 'GET', `/users?type=2&${query}&size=30&page=${n}`)).json<CursorPage>();
      if (!body.data.length) break;
      byNumber.push(...body.data.map((u) => u.id));
    }
    expect(byNumber.length).toBeGreaterThan(60);
    expect((await walk(query, 30)).ids).toEqual(byNumber);
    const first = (await call(ADMIN, 'GET', `/users?type=2&${query}&size=30`)).json<CursorPage>();
    const other = await call(
      ADMIN,
      'GET',
      `/users?type=2&sort=email&order=desc&cursor=${encodeURIComponent(first.next_cursor ?? '')}`,
    );
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'ValidationError', fields: [{ path: 'cursor' }] });
  });

  it.each(Object.keys(ORDERS))(
    'every page, deep ones included, holds the rows of the order %s',
    async (order) => {
      const [sort, direction] = order.split(' ') as [string, string];
      const { rows } = (await t.database.db.execute(sql`select id from users
      where organisation_id = ${organisationId} and type = 2 and erased_at is null
      order by ${ORDERS[order as keyof typeof ORDERS]}`)) as unknown as { rows: { id: string }[] };
      const expected = rows.map((r) => r.id);
      expect(expected.length).toBeGreaterThan(DEEP_PAGE_OFFSET + 200);
      const page = async (number: number, size: number) => {
        const res = await call(
          ADMIN,
          'GET',
          `/users?type=2&sort=${sort}&order=${direction}&page=${number}&size=${size}`,
        );
        expect(res.statusCode).toBe(200);
        const body = res.json<{ data: AppUser[]; total: number }>();
        expect(body.total).toBe(expected.length);
        return body.data.map((u) => u.id);
      };
      // Pages of 100 from the first to the last (those from the 1,000th row on past the middle are read backwards).
      const all: string[] = [];
      for (let n = 1; (n - 1) * 100 < expected.length; n++) all.push(...(await page(n, 100)));
      expect(all).toEqual(expected);
      // An odd size whose pages straddle the deep offset and the middle, and a page past the end.
      for (const n of [28, 29, 30, 36, 37])
        expect(await page(n, 37)).toEqual(expected.slice((n - 1) * 37, n * 37));
      expect(await page(200, 100)).toEqual([]);
    },
  );
});
