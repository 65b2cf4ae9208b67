import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, ne } from 'drizzle-orm';
import { APP_CODE_ALPHABET } from '../../../src/api/contracts/index.ts';
import { mailOutbox } from '../../mail/schema.ts';
import { organisationAreas } from '../areas/schema.ts';
import { organisations, subscriptionPacks } from '../organisations/schema.ts';
import { users } from './schema.ts';
import {
  callerOf,
  createTestApp,
  first,
  databaseTargets,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';

const ADMIN = 'admin@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';
const GUARDIAN = 'guardian@stmarys.test';
const SUPER = 'super@lantern.test';

describe.each(databaseTargets)('user detail and subscriptions on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let tokens: Record<string, string>;
  const org: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(target);
    for (const o of await t.database.db.select().from(organisations)) org[o.urlCode] = o.id;
    tokens = await signInAll(t, [ADMIN, OTHER_ADMIN, GUARDIAN, SUPER]);
    call = callerOf(t, tokens);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const userByEmail = async (email: string) =>
    first(await db().select().from(users).where(eq(users.email, email)));
  const snapshot = async () => JSON.stringify(await db().select().from(users).orderBy(users.id));
  const mails = async (to: string) =>
    (await db().select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, to)))[0]?.n ?? 0;
  /** Leaves exactly `free` seats at St Mary's: no packs, area_seats = seats in use + free. */
  async function setSeatsFree(free: number) {
    await db()
      .delete(subscriptionPacks)
      .where(eq(subscriptionPacks.organisationId, org.stmarys as string));
    const seated = (
      await db()
        .select()
        .from(users)
        .where(eq(users.organisationId, org.stmarys as string))
    ).filter((u) => (u.type === 2 || u.type === 3) && u.status !== 1 && u.status !== 2).length;
    await db()
      .update(organisations)
      .set({ areaSeats: seated + free })
      .where(eq(organisations.id, org.stmarys as string));
  }

  it('deactivating a subscription ends its sessions: the refresh token stops working and signing in is refused', async () => {
    const session = await t.signIn(GUARDIAN);
    const guardian = await userByEmail(GUARDIAN);
    const refresh = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refresh_token: session.refresh_token },
      });
    expect((await call(ADMIN, 'DELETE', `/user-subscription/deactivate/${guardian.id}`)).statusCode).toBe(
      200,
    );
    try {
      expect((await refresh()).statusCode).toBe(401);
      await expect(t.signIn(GUARDIAN)).rejects.toThrow(/failed: 403/);
    } finally {
      // Later tests call as this guardian again, in a new session: the ended ones stay ended.
      await db().update(users).set({ status: 4 }).where(eq(users.id, guardian.id));
      tokens[GUARDIAN] = (await t.signIn(GUARDIAN)).access_token;
    }
  });

  it('shows a user with areas and a status history that records who approved them', async () => {
    const request = first(
      await db()
        .select()
        .from(users)
        .where(and(eq(users.organisationId, org.stmarys as string), eq(users.status, 1)))
        .limit(1),
    );
    expect((await call(ADMIN, 'POST', `/requests/${request.id}/approve`)).statusCode).toBe(200);
    const res = await call(ADMIN, 'GET', `/user/${request.id}`);
    expect(res.statusCode).toBe(200);
    const admin = await userByEmail(ADMIN);
    expect(res.json().status_history).toEqual([
      expect.objectContaining({ from: null, to: 1, actor_id: null }),
      expect.objectContaining({ from: 1, to: 3, actor_id: admin.id }),
    ]);

    const grace = await call(ADMIN, 'GET', `/user/${(await userByEmail(GUARDIAN)).id}`);
    expect(grace.json()).toMatchObject({ email: GUARDIAN, areas: [{ name: 'Oncology ward' }] });
  });

  it('answers 404 for a user of another organisation or none, 403 to a guardian, 400 for a bad id', async () => {
    const carmen = await userByEmail('guardian@infantil.test');
    expect((await call(ADMIN, 'GET', `/user/${carmen.id}`)).json()).toMatchObject({
      status: 404,
      code: 'ResourceNotFound',
    });
    expect((await call(ADMIN, 'GET', '/user/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call(GUARDIAN, 'GET', `/user/${carmen.id}`)).statusCode).toBe(403);
    expect((await call(ADMIN, 'GET', '/user/not-an-id')).json()).toMatchObject({
      status: 400,
      code: 'ValidationError',
    });
  });

  it("edits a user's names, patient number and areas; a status move outside the table is 409", async () => {
    const patient = first(
      await db()
        .select()
        .from(users)
        .where(and(eq(users.organisationId, org.stmarys as string), eq(users.type, 3)))
        .limit(1),
    );
    const dayCare = first(
      await db().select().from(organisationAreas).where(eq(organisationAreas.name, 'Day surgery')),
    );
    const res = await call(ADMIN, 'PUT', `/user/${patient.id}`, {
      first_name: 'Rosa',
      surname: 'Lind',
      patient_number: 'SM99001',
      area_ids: [dayCare.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Rosa',
      surname: 'Lind',
      patient_number: 'SM99001',
      areas: [{ id: dayCare.id, name: 'Day surgery' }],
    });

    const before = await snapshot();
    const wrongMove = await call(ADMIN, 'PUT', `/user/${patient.id}`, { first_name: 'X', status: 1 });
    expect(wrongMove.json()).toMatchObject({ status: 409, code: 'Conflict' });
    const blank = await call(ADMIN, 'PUT', `/user/${patient.id}`, { surname: '' });
    expect(blank.json()).toMatchObject({
      status: 400,
      code: 'ValidationError',
      fields: [{ path: 'surname' }],
    });
    const foreignArea = first(
      await db()
        .select()
        .from(organisationAreas)
        .where(eq(organisationAreas.organisationId, org.infantil as string)),
    );
    const foreign = await call(ADMIN, 'PUT', `/user/${patient.id}`, { area_ids: [foreignArea.id] });
    expect(foreign.json()).toMatchObject({ status: 400, fields: [{ path: 'area_ids' }] });
    expect((await call(OTHER_ADMIN, 'PUT', `/user/${patient.id}`, { first_name: 'X' })).statusCode).toBe(404);
    expect((await call(GUARDIAN, 'PUT', `/user/${patient.id}`, { first_name: 'X' })).statusCode).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it('creates child accounts with distinct six-character app codes without look-alikes', async () => {
    await setSeatsFree(20);
    const codes = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      const res = await call(ADMIN, 'POST', '/users/patients', { first_name: `Kid${i}` });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ type: 3, status: 7, first_name: `Kid${i}` });
      const code: string = res.json().child.app_code;
      expect(code).toMatch(new RegExp(`^[${APP_CODE_ALPHABET}]{6}$`));
      expect(code).not.toMatch(/[01OIL5S8B2Z]/);
      codes.add(code);
    }
    expect(codes.size).toBe(12);
    expect((await call(GUARDIAN, 'POST', '/users/patients', { first_name: 'No' })).statusCode).toBe(403);
    expect((await call(ADMIN, 'POST', '/users/patients', { first_name: 1 })).json()).toMatchObject({
      status: 400,
      fields: [{ path: 'first_name' }],
    });
  });

  it('deactivating frees a seat; renewing takes it again and sends an activation e-mail; no seat, 409', async () => {
    await setSeatsFree(0);
    const before = await snapshot();
    const full = await call(ADMIN, 'POST', '/users/patients', { first_name: 'Full' });
    expect(full.json()).toMatchObject({ status: 409, code: 'SubscriptionLimitExceeded' });
    expect(full.json().message).toMatch(/All \d+ seats/);
    expect(await snapshot()).toBe(before);

    const active = first(
      await db()
        .select()
        .from(users)
        .where(
          and(
            eq(users.organisationId, org.stmarys as string),
            eq(users.type, 2),
            eq(users.status, 4),
            // Not the guardian this file signs in as: deactivating them would end their session.
            ne(users.email, GUARDIAN),
          ),
        )
        .limit(1),
    );
    // An active family is not sent back to pending activation: renewing it is refused and changes nothing.
    const unchanged = await snapshot();
    const refused = await call(ADMIN, 'PUT', '/users/subscriptions', { user_id: active.id });
    expect(refused.json()).toEqual({
      status: 409,
      code: 'Conflict',
      message: 'This subscription is already active: there is nothing to renew',
    });
    expect(await snapshot()).toBe(unchanged);

    const off = await call(ADMIN, 'DELETE', `/user-subscription/deactivate/${active.id}`);
    expect(off.statusCode).toBe(200);
    expect(off.json().status).toBe(2);
    // Deactivating twice is not a move of the table.
    expect((await call(ADMIN, 'DELETE', `/user-subscription/deactivate/${active.id}`)).statusCode).toBe(409);

    // The freed seat can be taken by someone else first: then renewal has none.
    expect((await call(ADMIN, 'POST', '/users/patients', { first_name: 'Seat' })).statusCode).toBe(201);
    const none = await call(ADMIN, 'PUT', '/users/subscriptions', { user_id: active.id });
    expect(none.json()).toMatchObject({ status: 409, code: 'SubscriptionLimitExceeded' });

    await setSeatsFree(1);
    const mailsBefore = await mails(active.email as string);
    const renewed = await call(ADMIN, 'PUT', '/users/subscriptions', { user_id: active.id });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().status).toBe(3);
    expect(await mails(active.email as string)).toBe(mailsBefore + 1);
    const history = (await call(ADMIN, 'GET', `/user/${active.id}`)).json().status_history;
    expect(history.slice(-2).map((h: { from: number; to: number }) => `${h.from}→${h.to}`)).toEqual([
      '4→2',
      '2→3',
    ]);

    const carmen = await userByEmail('guardian@infantil.test');
    expect((await call(ADMIN, 'DELETE', `/user-subscription/deactivate/${carmen.id}`)).statusCode).toBe(404);
    expect((await call(GUARDIAN, 'DELETE', `/user-subscription/deactivate/${active.id}`)).statusCode).toBe(
      403,
    );
    expect((await call(ADMIN, 'PUT', '/users/subscriptions', { user_id: 'x' })).statusCode).toBe(400);
  });

  it('two subscriptions racing for the last seat: one gets it', async () => {
    await setSeatsFree(1);
    const results = await Promise.all([
      call(ADMIN, 'POST', '/users/patients', { first_name: 'Race1' }),
      call(ADMIN, 'POST', '/users/patients', { first_name: 'Race2' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('bulk-invites from JSON and CSV, answering every row', async () => {
    await setSeatsFree(2);
    const json = await call(ADMIN, 'POST', '/users/bulk-subscriptions', {
      emails: [
        'one@bulk.test',
        'not-an-email',
        'ONE@bulk.test',
        GUARDIAN,
        'two@bulk.test',
        'three@bulk.test',
      ],
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().data.map((r: { row: number; outcome: string }) => `${r.row}:${r.outcome}`)).toEqual([
      '1:created',
      '2:invalid',
      '3:duplicate',
      '4:exists',
      '5:created',
      '6:over-limit',
    ]);
    expect(await mails('one@bulk.test')).toBe(1);
    expect((await userByEmail('two@bulk.test')).status).toBe(3);

    await setSeatsFree(5);
    const csv = await call(
      ADMIN,
      'POST',
      '/users/bulk-subscriptions',
      'email,name\n"four@bulk.test",Four\n\nfive@bulk.test;x\n',
      {
        'content-type': 'text/csv',
      },
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.json().data).toEqual([
      expect.objectContaining({ row: 1, email: 'four@bulk.test', outcome: 'created' }),
      expect.objectContaining({ row: 2, outcome: 'invalid' }),
    ]);

    expect((await call(ADMIN, 'POST', '/users/bulk-subscriptions', { emails: [] })).json()).toMatchObject({
      status: 400,
      fields: [{ path: 'emails' }],
    });
    expect(
      (await call(GUARDIAN, 'POST', '/users/bulk-subscriptions', { emails: ['x@bulk.test'] })).statusCode,
    ).toBe(403);
    expect(await mails('x@bulk.test')).toBe(0);
  });

  it('filters the user list by area', async () => {
    const oncology = first(
      await db().select().from(organisationAreas).where(eq(organisationAreas.name, 'Oncology ward')),
    );
    const res = (await call(ADMIN, 'GET', `/users?type=2&areas=${oncology.id}&size=100`)).json();
    expect(res.total).toBeGreaterThan(0);
    for (const u of res.data)
      expect(
        (await call(ADMIN, 'GET', `/user/${u.id}`)).json().areas.map((a: { name: string }) => a.name),
      ).toContain('Oncology ward');
    expect((await call(ADMIN, 'GET', '/users?areas=nope')).json()).toMatchObject({
      status: 400,
      code: 'ValidationError',
    });
  });
});
