import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from './schema.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';
import type { AppUser } from '../../../src/api/contracts/index.ts';
import { feelingToday } from '../questionnaires/index.ts';

const ADMIN = 'admin@stmarys.test';
const GROWN = 3_000;
/** Lists count this many rows exactly here, then estimate (LIST_EXACT_TOTAL_LIMIT, set low). */
const LIMIT = 15;
/** How far an estimate may be from the real count after ANALYZE, either way (docs/api.md § Totals). */
const FACTOR = 1.5;

type UserList = { data: AppUser[]; total: number; total_is_estimate?: boolean; next_cursor: string | null };

describe.each(databaseTargets)('estimated and exact totals of long lists on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let organisationId: string;
  const exact = async (where: ReturnType<typeof sql>) => {
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as n from users where organisation_id = ${organisationId} and erased_at is null and ${where}`,
    )) as unknown as { rows: { n: number }[] };
    return first(rows).n;
  };

  beforeAll(async () => {
    t = await createTestApp(target, { exactTotalLimit: LIMIT });
    call = callerOf(t, await signInAll(t, [ADMIN]));
    organisationId = first(await t.database.db.select().from(users).where(eq(users.email, ADMIN)))
      .organisationId as string;
    const rows = Array.from({ length: GROWN }, (_, i) => ({
      type: 2,
      // A few invited guardians among many active ones: a filter that matches a short list.
      status: i % 500 === 0 ? 1 : 4,
      email: `total-${String(i).padStart(4, '0')}@example.test`,
      firstName: 'Amelia',
      surname: `Surname ${i % 37}`,
      organisationId,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.database.db.insert(users).values(rows.slice(i, i + 500));
    await t.database.db.execute(sql`analyze users`);
  });
  afterAll(() => t.close());

  it('answers a short filtered list with its exact total, and says it is exact', async () => {
    const res = await call(ADMIN, 'GET', '/users?type=2&status=1&size=5');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<UserList>();
    expect(body.total).toBe(await exact(sql`type = 2 and status = 1`));
    expect(body.total).toBeLessThanOrEqual(LIMIT);
    expect(body.total_is_estimate).toBe(false);
  });

  it('answers a long list with an estimate within the stated factor, and says so', async () => {
    const real = await exact(sql`type = 2`);
    expect(real).toBeGreaterThan(GROWN);
    const res = await call(ADMIN, 'GET', '/users?type=2&size=20');
    const body = res.json<UserList>();
    expect(body.total_is_estimate).toBe(true);
    expect(body.total).toBeGreaterThan(LIMIT);
    expect(body.total).toBeGreaterThanOrEqual(real / FACTOR);
    expect(body.total).toBeLessThanOrEqual(real * FACTOR);
    expect(body.data).toHaveLength(20);
    // The next page by its cursor says the same, and follows on from the first.
    const next = (
      await call(ADMIN, 'GET', `/users?type=2&size=20&cursor=${encodeURIComponent(body.next_cursor ?? '')}`)
    ).json<UserList>();
    expect(next.total_is_estimate).toBe(true);
    expect(next.total).toBeGreaterThanOrEqual(real / FACTOR);
    expect(next.data).toHaveLength(20);
    expect(next.data.map((u) => u.id)).not.toContain(body.data[0]?.id);
  });

  it('counts a search exactly, whatever its length (its matches are read once anyway)', async () => {
    const body = (await call(ADMIN, 'GET', '/users?type=2&search=total-&size=10')).json<UserList>();
    expect(body.total).toBe(GROWN);
    expect(body.total_is_estimate).toBe(false);
  });

  it('counts the last page of a numbered walk exactly, from the rows it holds', async () => {
    const real = await exact(sql`type = 2 and status = 4`);
    const last = Math.ceil(real / 100);
    const body = (await call(ADMIN, 'GET', `/users?type=2&status=4&size=100&page=${last}`)).json<UserList>();
    expect(body.total).toBe(real);
    expect(body.total_is_estimate).toBe(false);
  });

  it("estimates the audit log's total above the limit, and counts a short filter exactly", async () => {
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as n from audit_log where organisation_id = ${organisationId}`,
    )) as unknown as { rows: { n: number }[] };
    const logged = first(rows).n;
    expect(logged).toBeGreaterThan(LIMIT);
    await t.database.db.execute(sql`analyze audit_log`);
    const all = (await call(ADMIN, 'GET', '/audit?page_size=10')).json<{
      total: number;
      total_is_estimate: boolean;
    }>();
    expect(all.total_is_estimate).toBe(true);
    expect(all.total).toBeGreaterThanOrEqual(logged / FACTOR);
    expect(all.total).toBeLessThanOrEqual(logged * FACTOR);
    const mine = await call(ADMIN, 'GET', '/audit?page_size=10&action=read.guardian');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<{ total_is_estimate: boolean }>().total_is_estimate).toBe(false);
  });

  it('estimates the per-person results of a questionnaire asked of many, exact on the numbered last page', async () => {
    const asked = (
      await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(sql`organisation_id = ${organisationId} and type = 3 and status = 4 and erased_at is null`)
    ).map((p) => p.id);
    expect(asked.length).toBeGreaterThan(LIMIT * 2);
    const questionnaire = (await call(ADMIN, 'POST', '/questionnaire', feelingToday)).json<{ id: string }>()
      .id;
    await call(ADMIN, 'PUT', '/questionnaire/status', { questionnaireId: questionnaire, status: 1 });
    const assigned = await call(ADMIN, 'POST', '/questionnaire/responses', {
      questionnaireId: questionnaire,
      userIds: asked,
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    await t.database.db.execute(sql`analyze questionnaire_responses`);
    type Results = { total: number; total_is_estimate: boolean; next_cursor: string | null };
    const list = (query: string) =>
      call(ADMIN, 'GET', `/questionnaire/responses?questionnaireId=${questionnaire}&${query}`);
    const firstPage = (await list('size=5')).json<Results>();
    expect(firstPage.total_is_estimate).toBe(true);
    expect(firstPage.total).toBeGreaterThanOrEqual(asked.length / FACTOR);
    expect(firstPage.total).toBeLessThanOrEqual(asked.length * FACTOR);
    const byCursor = (
      await list(`size=5&cursor=${encodeURIComponent(firstPage.next_cursor ?? '')}`)
    ).json<Results>();
    expect(byCursor.total_is_estimate).toBe(true);
    // The numbered last page counts its own rows: exact.
    const last = (await list(`size=5&page=${Math.ceil(asked.length / 5)}`)).json<Results>();
    expect([last.total, last.total_is_estimate]).toEqual([asked.length, false]);
  });
});
