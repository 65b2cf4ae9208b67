import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { organisations, subscriptionPacks } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';

const ADMIN = 'admin@stmarys.test';
const GUARDIAN = 'guardian@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';
const SUPER = 'super@lantern.test';
const FIGURES = [
  '/analytics/app_usage',
  '/analytics/app_usage/detail',
  '/analytics/app_retention',
  '/analytics/events',
  '/analytics/moods',
];
const condition = (operator: string, value: string) => ({ field: 'date', type: 'date', operator, value });
const q = (conditions: unknown) => `search=${encodeURIComponent(JSON.stringify(conditions))}`;

describe.each(databaseTargets)('analytics access, org token and input on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let stMarys: string;
  let infantil: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    call = callerOf(t, await signInAll(t, [ADMIN, GUARDIAN, OTHER_ADMIN, SUPER]));
    const orgs = await t.database.db.select().from(organisations);
    stMarys = first(orgs.filter((o) => o.urlCode === 'stmarys')).id;
    infantil = first(orgs.filter((o) => o.urlCode === 'infantil')).id;
  });
  afterAll(() => t.close());

  it('subscription: seats of the area and running packs, active and pending accounts, every pack', async () => {
    const { db } = t.database;
    const seated = (statuses: number[]) =>
      db
        .select()
        .from(users)
        .where(
          and(
            eq(users.organisationId, stMarys),
            inArray(users.type, [2, 3]),
            inArray(users.status, statuses),
          ),
        );
    const [org] = await db.select().from(organisations).where(eq(organisations.id, stMarys));
    const packs = await db
      .select()
      .from(subscriptionPacks)
      .where(eq(subscriptionPacks.organisationId, stMarys));
    const running = packs.filter(
      (p) => p.startsAt.getTime() <= Date.now() && p.endsAt.getTime() >= Date.now(),
    );
    const res = await call(ADMIN, 'GET', '/analytics/subscription');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      area_seats: org?.areaSeats,
      seats: (org?.areaSeats ?? 0) + running.reduce((n, p) => n + p.seats, 0),
      active: (await seated([4])).length,
      pending: (await seated([3, 7])).length,
      requests: (await seated([1])).length,
    });
    expect(body.active).toBeGreaterThan(0);
    expect(body.by_pack.map((p: { id: string }) => p.id).sort()).toEqual(packs.map((p) => p.id).sort());
  });

  it('admins, guardians and the super admin with an organisation may read; without one the super admin may not', async () => {
    for (const path of FIGURES) {
      expect((await call(ADMIN, 'GET', path)).statusCode).toBe(200);
      expect((await call(GUARDIAN, 'GET', path)).statusCode).toBe(200);
      expect((await call(SUPER, 'GET', path, undefined, { 'x-organisation-id': stMarys })).statusCode).toBe(
        200,
      );
      const none = await call(SUPER, 'GET', path);
      expect([none.statusCode, none.json().code]).toEqual([403, 'Forbidden']);
      const anonymous = await t.app.inject({ method: 'GET', url: `/api${path}` });
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it('an admin naming another organisation is refused', async () => {
    const res = await call(OTHER_ADMIN, 'GET', `/analytics/app_usage?oid=${stMarys}`);
    expect(res.statusCode).toBe(403);
  });

  it('the org token scopes calls to its organisation, for its own user only, and cannot be forged', async () => {
    const token = await call(ADMIN, 'GET', '/analytics/org-token');
    expect(token.statusCode).toBe(200);
    const { orgToken, organisation_id, exp } = token.json();
    expect(organisation_id).toBe(stMarys);
    expect(exp).toBeGreaterThan(Date.now());
    const header = { 'x-org-token': orgToken };
    expect((await call(ADMIN, 'GET', '/analytics/app_usage', undefined, header)).statusCode).toBe(200);
    // Another user holding it is refused, as is a token whose organisation was changed.
    expect((await call(OTHER_ADMIN, 'GET', '/analytics/app_usage', undefined, header)).statusCode).toBe(403);
    const forged = { 'x-org-token': orgToken.replace(stMarys, infantil) };
    expect((await call(ADMIN, 'GET', '/analytics/app_usage', undefined, forged)).statusCode).toBe(403);
    expect(
      (await call(ADMIN, 'GET', '/analytics/app_usage', undefined, { 'x-org-token': 'x.y.z' })).statusCode,
    ).toBe(403);

    // The super admin's token fixes St Mary's: usable without a selection, refused with another one selected.
    const superToken = (
      await call(SUPER, 'GET', '/analytics/org-token', undefined, { 'x-organisation-id': stMarys })
    ).json();
    const sup = { 'x-org-token': superToken.orgToken };
    expect((await call(SUPER, 'GET', '/analytics/moods', undefined, sup)).statusCode).toBe(200);
    const elsewhere = await call(SUPER, 'GET', '/analytics/moods', undefined, {
      ...sup,
      'x-organisation-id': infantil,
    });
    expect(elsewhere.statusCode).toBe(403);
    expect((await call(SUPER, 'GET', '/analytics/org-token')).statusCode).toBe(403);
  });

  it('an org token longer than any the server signs answers 400 naming the header, on every figure', async () => {
    const header = { 'x-org-token': 'x'.repeat(301) };
    for (const url of [...FIGURES, '/analytics/subscription']) {
      const res = await call(ADMIN, 'GET', url, undefined, header);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 400, 'ValidationError']);
      expect(JSON.stringify(res.json().fields), url).toContain('x-org-token');
    }
  });

  it('bad ranges answer 400 naming the field', async () => {
    const bad = [
      'days=0',
      'days=367',
      'days=abc',
      'search=not-json',
      q([]),
      q([{ field: 'created_at', type: 'date', operator: 'gte', value: '2026-01-01' }]),
      q([condition('gte', '2026-02-30')]),
      q([condition('gte', '2026-10-02'), condition('lte', '2026-10-01')]),
      q([condition('gte', '2025-01-01'), condition('lte', '2026-10-01')]),
      q([condition('gte', '1900-01-01')]),
      `days=3&${q([condition('gte', '2026-10-01')])}`,
    ];
    for (const query of bad) {
      const res = await call(ADMIN, 'GET', `/analytics/app_usage?${query}`);
      expect([query, res.statusCode, res.json().code]).toEqual([query, 400, 'ValidationError']);
      expect(res.json().fields?.length, query).toBeGreaterThan(0);
    }
  });

  it('one bound is enough: lte alone covers the 30 days up to it, gte alone the days up to today', async () => {
    const upTo = (
      await call(ADMIN, 'GET', `/analytics/app_usage?${q([condition('lte', '2026-03-31')])}`)
    ).json();
    expect([upTo.from, upTo.to]).toEqual(['2026-03-02', '2026-03-31']);
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const since = (
      await call(ADMIN, 'GET', `/analytics/app_usage?${q([condition('gte', tenDaysAgo)])}`)
    ).json();
    expect(since.from).toBe(tenDaysAgo);
    expect(since.daily.at(-1).date).toBe(since.to);
  });
});
