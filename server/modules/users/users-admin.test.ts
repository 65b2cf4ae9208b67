import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { mailOutbox } from '../../mail/schema.ts';
import { organisations, subscriptionPacks } from '../organisations/schema.ts';
import { users } from './schema.ts';
import { callerOf, createTestApp, databaseTargets, type TestApp } from '../../test/harness.ts';

describe.each(databaseTargets)('app users administration on $name', (target) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(target);
    for (const o of await t.database.db.select().from(organisations)) ids[o.urlCode] = o.id;
    for (const who of [
      'super@lantern.test',
      'admin@stmarys.test',
      'guardian@stmarys.test',
      'admin@infantil.test',
    ]) {
      tokens[who] = (await t.signIn(who)).access_token;
    }
  });
  afterAll(() => t.close());

  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(t, tokens)(...args);
  const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n;

  it('lists guardians by default, newest first, a page at a time', async () => {
    const res = await call('admin@stmarys.test', 'GET', '/users?size=10');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.page).toBe(1);
    expect(body.data).toHaveLength(10);
    expect(body.total).toBeGreaterThanOrEqual(25);
    expect(body.data.every((u: { type: number }) => u.type === 2)).toBe(true);
    const created = body.data.map((u: { created_at: string }) => u.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    expect(body.data.every((u: { organisation_id: string }) => u.organisation_id === ids.stmarys)).toBe(true);
  });

  it('lists patients with their report columns, searches and sorts on the server', async () => {
    const patients = (await call('admin@stmarys.test', 'GET', '/users?type=3&size=100')).json();
    expect(patients.total).toBe(61);
    expect(patients.data[0]).toHaveProperty('patient_number');
    expect(patients.data[0]).toHaveProperty('last_active');

    const byNumber = (await call('admin@stmarys.test', 'GET', '/users?type=3&search=SM10402')).json();
    expect(byNumber.total).toBe(1);
    expect(byNumber.data[0].patient_number).toBe('SM10402');

    const sorted = (
      await call('admin@stmarys.test', 'GET', '/users?type=2&sort=surname&order=asc&size=100')
    ).json();
    const surnames = sorted.data.map((u: { surname: string }) => u.surname);
    expect(surnames).toEqual(
      [...surnames].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );

    expect((await call('admin@stmarys.test', 'GET', '/users?sort=password')).statusCode).toBe(400);
  });

  it('counts the whole list on every page, the last one and one past the end too', async () => {
    const last = (await call('admin@stmarys.test', 'GET', '/users?type=3&size=25&page=3')).json();
    expect(last.data).toHaveLength(11);
    expect(last.total).toBe(61);
    const past = (await call('admin@stmarys.test', 'GET', '/users?type=3&size=25&page=4')).json();
    expect(past.data).toHaveLength(0);
    expect(past.total).toBe(61);
    const full = (await call('admin@stmarys.test', 'GET', '/users?type=3&size=25&page=2')).json();
    expect(full.data).toHaveLength(25);
    expect(full.total).toBe(61);
    // Another order (counted in the page's own pass), the same answers.
    for (const [page, length] of [
      [1, 25],
      [3, 11],
      [4, 0],
    ] as const) {
      const sorted = (
        await call('admin@stmarys.test', 'GET', `/users?type=3&size=25&page=${page}&sort=surname`)
      ).json();
      expect(sorted.data).toHaveLength(length);
      expect(sorted.total).toBe(61);
    }
    // Page by page in either direction of a name order, each patient shows exactly once, in the
    // order of the whole list read at once (same surnames stay in one order across pages).
    for (const order of ['asc', 'desc']) {
      const pages: { id: string; surname: string }[] = [];
      for (const page of [1, 2, 3])
        pages.push(
          ...(
            await call(
              'admin@stmarys.test',
              'GET',
              `/users?type=3&size=25&page=${page}&sort=surname&order=${order}`,
            )
          ).json().data,
        );
      const whole = (
        await call('admin@stmarys.test', 'GET', `/users?type=3&size=100&sort=surname&order=${order}`)
      ).json().data as { id: string; surname: string }[];
      expect(new Set(pages.map((p) => p.id)).size).toBe(61);
      expect(pages.map((p) => p.id)).toEqual(whole.map((p) => p.id));
      const surnames = whole.map((p) => p.surname);
      const inOrder = [...surnames].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
      expect(surnames).toEqual(order === 'asc' ? inOrder : inOrder.reverse());
    }
    // A search that matches more than a page: each page counts every match, and pages never overlap.
    const everyMatch = (await call('admin@stmarys.test', 'GET', '/users?type=3&search=a&size=100')).json();
    expect(everyMatch.total).toBeGreaterThan(10);
    expect(everyMatch.data).toHaveLength(everyMatch.total);
    const [first, second] = await Promise.all(
      [1, 2].map(async (page) =>
        (
          await call('admin@stmarys.test', 'GET', `/users?type=3&search=a&size=5&page=${page}&sort=email`)
        ).json(),
      ),
    );
    expect([first.total, second.total]).toEqual([everyMatch.total, everyMatch.total]);
    expect(new Set([...first.data, ...second.data].map((u: { id: string }) => u.id)).size).toBe(10);
    const none = (await call('admin@stmarys.test', 'GET', '/users?type=3&search=no-such-patient')).json();
    expect(none.data).toHaveLength(0);
    expect(none.total).toBe(0);
  });

  it('sorts by last activity either way: never active last, ties by id in the same direction, pages without overlap', async () => {
    type Listed = { id: string; last_active: string | null };
    const byId = (a: Listed, b: Listed) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    for (const order of ['desc', 'asc'] as const) {
      const sign = order === 'asc' ? 1 : -1;
      const pages: Listed[] = [];
      let total = 0;
      for (let page = 1; page === 1 || pages.length < total; page += 1) {
        const res = await call(
          'admin@stmarys.test',
          'GET',
          `/users?type=3&size=25&page=${page}&sort=last_active&order=${order}`,
        );
        expect(res.statusCode).toBe(200);
        total = res.json().total;
        pages.push(...res.json().data);
      }
      expect(new Set(pages.map((u) => u.id)).size).toBe(total);
      const active = pages.filter((u) => u.last_active !== null);
      const never = pages.filter((u) => u.last_active === null);
      // The demo's patients share a few days of last activity, and a third were never active.
      expect(new Set(active.map((u) => u.last_active)).size).toBeLessThan(active.length);
      expect(never.length).toBeGreaterThan(1);
      expect(pages).toEqual([
        ...[...active].sort(
          (a, b) => sign * (Date.parse(a.last_active ?? '') - Date.parse(b.last_active ?? '') || byId(a, b)),
        ),
        ...[...never].sort((a, b) => sign * byId(a, b)),
      ]);
    }
  });

  it('invites a guardian: pending activation, an activation e-mail, and the list shows them', async () => {
    const res = await call('admin@stmarys.test', 'POST', '/users/subscriptions', {
      email: 'new.family@example.test',
      first_name: 'Nia',
      surname: 'Adebayo',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 2,
      status: 3,
      email: 'new.family@example.test',
      organisation_id: ids.stmarys,
    });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'new.family@example.test'));
    expect(mail?.link).toContain('/auth/activate?token=');
    // Nia never registered: the e-mail says she was invited, by whom, and greets her by name.
    expect(mail?.subject).toBe('You are invited to Lantern');
    expect(mail?.text).toContain('Hello Nia,');
    expect(mail?.text).toMatch(/^St Mary.* has invited you to Lantern\./m);
    expect(mail?.text).not.toContain('registered');
    const found = (await call('admin@stmarys.test', 'GET', '/users?search=adebayo')).json();
    expect(found.data.map((u: { email: string }) => u.email)).toEqual(['new.family@example.test']);
    // A first name and the start of a surname, as a person types them, find her too.
    const typed = (await call('admin@stmarys.test', 'GET', '/users?search=nia%20adeb')).json();
    expect(typed.data.map((u: { email: string }) => u.email)).toEqual(['new.family@example.test']);

    const again = await call('admin@stmarys.test', 'POST', '/users/subscriptions', {
      email: 'NEW.family@example.test',
      first_name: 'Nia',
      surname: 'Adebayo',
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a subscription beyond the seats with SubscriptionLimitExceeded naming the limit, and creates nothing', async () => {
    // Hospital Infantil: 1 seat of its own, no pack running, and its demo guardian holding that seat.
    await t.database.db
      .update(organisations)
      .set({ areaSeats: 1 })
      .where(eq(organisations.id, ids.infantil as string));
    await t.database.db
      .delete(subscriptionPacks)
      .where(eq(subscriptionPacks.organisationId, ids.infantil as string));
    const before = await userCount();
    const res = await call('admin@infantil.test', 'POST', '/users/subscriptions', {
      email: 'over@example.test',
      first_name: 'Over',
      surname: 'Limit',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SubscriptionLimitExceeded' });
    expect(res.json().message).toContain('All 1 seats');
    expect(await userCount()).toBe(before);

    // A pack that is running adds its seats.
    await t.app.inject({
      method: 'POST',
      url: `/api/organisations/${ids.infantil}/subscription-packs`,
      headers: { authorization: `Bearer ${tokens['super@lantern.test']}` },
      payload: {
        name: 'Top-up',
        seats: 5,
        starts_at: new Date(Date.now() - 86_400_000).toISOString(),
        ends_at: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    const now = await call('admin@infantil.test', 'POST', '/users/subscriptions', {
      email: 'over@example.test',
      first_name: 'Over',
      surname: 'Limit',
    });
    expect(now.statusCode).toBe(201);
  });

  it('names invalid fields with 400', async () => {
    const res = await call('admin@stmarys.test', 'POST', '/users/admins', { email: 'nope', first_name: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['email', 'first_name', 'surname']),
    );
  });

  it('the super admin invites an admin into the selected organisation; without a selection it is refused', async () => {
    const body = { email: 'second.admin@example.test', first_name: 'Ada', surname: 'Lovelace' };
    expect((await call('super@lantern.test', 'POST', '/users/admins', body)).statusCode).toBe(403);
    const res = await call('super@lantern.test', 'POST', '/users/admins', body, {
      'x-organisation-id': ids.infantil as string,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 1, status: 3, organisation_id: ids.infantil });
  });

  it('deletes a user of the organisation; another organisation’s user reads as missing; never oneself', async () => {
    const page = (await call('admin@stmarys.test', 'GET', '/users?type=3&size=1')).json();
    const patient = page.data[0].id;
    expect((await call('admin@stmarys.test', 'DELETE', `/user/${patient}`)).statusCode).toBe(204);
    expect((await call('admin@stmarys.test', 'DELETE', `/user/${patient}`)).statusCode).toBe(404);

    const [infantilGuardian] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'guardian@infantil.test'));
    const before = await userCount();
    expect((await call('admin@stmarys.test', 'DELETE', `/user/${infantilGuardian?.id}`)).statusCode).toBe(
      404,
    );
    expect(await userCount()).toBe(before);

    const me = (
      await t.app.inject({
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${tokens['admin@stmarys.test']}` },
      })
    ).json();
    expect((await call('admin@stmarys.test', 'DELETE', `/user/${me.user.id}`)).statusCode).toBe(409);
  });

  it('guardians cannot list, invite or delete; another organisation is never reachable', async () => {
    const before = await userCount();
    expect((await call('guardian@stmarys.test', 'GET', '/users')).statusCode).toBe(403);
    expect(
      (
        await call('guardian@stmarys.test', 'POST', '/users/subscriptions', {
          email: 'g@example.test',
          first_name: 'G',
          surname: 'G',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('guardian@stmarys.test', 'POST', '/users/admins', {
          email: 'g2@example.test',
          first_name: 'G',
          surname: 'G',
        })
      ).statusCode,
    ).toBe(403);
    // An admin naming another organisation is refused before anything runs.
    expect(
      (
        await call('admin@stmarys.test', 'GET', '/users', undefined, {
          'x-organisation-id': ids.infantil as string,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('admin@stmarys.test', 'GET', `/users?oid=${ids.infantil}`)).statusCode).toBe(403);
    expect(await userCount()).toBe(before);
  });
});
