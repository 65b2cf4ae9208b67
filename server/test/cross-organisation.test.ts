import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  accountTokens,
  mailOutbox,
  organisations,
  refreshTokens,
  signInFailures,
  users,
} from '../db/schema.ts';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { createTestApp, databaseTargets, type TestApp } from './harness.ts';

interface Attempt {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  payload?: object;
  /** 404 when the other organisation is named in the path, 403 elsewhere, 400 for a field no call has. */
  status: 400 | 403 | 404;
}

/**
 * A St Mary's admin and guardian try every signed-in endpoint that exists on Hospital Infantil's
 * ids — in the path, the `oid` query, the selection header and body fields — and are refused with
 * nothing changed. Extend `attempts` whenever a module adds an endpoint.
 */
describe.each(databaseTargets)('cross-organisation isolation on $name', (target) => {
  let t: TestApp;
  let infantil: string;
  let stMarys: string;
  let infantilAdmin: string;
  let infantilGuardian: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    const orgs = await t.database.db.select().from(organisations);
    infantil = orgs.find((o) => o.urlCode === 'infantil')?.id ?? '';
    stMarys = orgs.find((o) => o.urlCode === 'stmarys')?.id ?? '';
    const byEmail = async (email: string) =>
      (await t.database.db.select().from(users).where(eq(users.email, email)))[0]?.id ?? '';
    infantilAdmin = await byEmail('admin@infantil.test');
    infantilGuardian = await byEmail('guardian@infantil.test');
  });
  afterAll(() => t.close());

  const attempts = (): Attempt[] => [
    { name: 'read the organisation by id', method: 'GET', url: `/api/organisation/${infantil}`, status: 404 },
    {
      name: 'read it selecting it by oid',
      method: 'GET',
      url: `/api/organisation/${infantil}`,
      query: { oid: infantil },
      status: 403,
    },
    {
      name: 'read own organisation with oid of the other',
      method: 'GET',
      url: `/api/organisation/${stMarys}`,
      query: { oid: infantil },
      status: 403,
    },
    {
      name: 'read own organisation with the selection header',
      method: 'GET',
      url: `/api/organisation/${stMarys}`,
      headers: { 'x-organisation-id': infantil },
      status: 403,
    },
    {
      name: 'read the profile in the other organisation',
      method: 'GET',
      url: '/api/users/profile',
      query: { oid: infantil },
      status: 403,
    },
    {
      name: 'read the session in the other organisation',
      method: 'GET',
      url: '/api/auth/me',
      headers: { 'x-organisation-id': infantil },
      status: 403,
    },
    {
      name: 'move oneself to the other organisation',
      method: 'PUT',
      url: '/api/user',
      payload: { first_name: 'Moved', organisation_id: infantil },
      status: 403,
    },
    {
      name: "edit the other organisation's admin by id",
      method: 'PUT',
      url: '/api/user',
      payload: { first_name: 'Hacked', id: infantilAdmin },
      status: 400,
    },
    {
      name: "edit the other organisation's guardian by user_id",
      method: 'PUT',
      url: '/api/user',
      payload: { surname: 'Hacked', user_id: infantilGuardian },
      status: 400,
    },
    {
      name: 'edit a child in the other organisation',
      method: 'PUT',
      url: '/api/users/child',
      payload: { first_name: 'Hacked', organisation_id: infantil },
      status: 403,
    },
    {
      name: "edit the other guardian's child by id",
      method: 'PUT',
      url: '/api/users/child',
      payload: { first_name: 'Hacked', user_id: infantilGuardian },
      status: 400,
    },
    {
      name: 'change password within the other organisation',
      method: 'POST',
      url: '/api/auth/set-password',
      query: { oid: infantil },
      payload: { current_password: DEMO_PASSWORD, password: 'Hacked-pass-1!' },
      status: 403,
    },
  ];

  const snapshot = async () => {
    const { db } = t.database;
    const order = <T extends { id: string }>(rows: T[]) => rows.sort((a, b) => a.id.localeCompare(b.id));
    return {
      organisations: order(await db.select().from(organisations)),
      users: order(await db.select().from(users)),
      refreshTokens: order(await db.select().from(refreshTokens)),
      accountTokens: order(await db.select().from(accountTokens)),
      mail: order(await db.select().from(mailOutbox)),
      failures: await db.select().from(signInFailures),
    };
  };

  it.each(['admin@stmarys.test', 'guardian@stmarys.test'])(
    '%s is refused everywhere, and nothing changes',
    async (email) => {
      const { access_token } = await t.signIn(email);
      const before = await snapshot();
      for (const a of attempts()) {
        const res = await t.app.inject({
          method: a.method,
          url: a.url,
          query: a.query,
          payload: a.payload,
          headers: { authorization: `Bearer ${access_token}`, ...a.headers },
        });
        expect({ attempt: a.name, status: res.statusCode }).toEqual({ attempt: a.name, status: a.status });
        expect(res.body, a.name).not.toMatch(/Infantil|Carmen|Mateo|HN4RWE|Lucía/);
      }
      expect(await snapshot()).toEqual(before);
    },
  );

  it('the super admin reading the same id gets it: the refusals are not for a wrong id', async () => {
    const { access_token } = await t.signIn('super@lantern.test');
    const res = await t.app.inject({
      url: `/api/organisation/${infantil}`,
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(res.json()).toMatchObject({ id: infantil, name: 'Hospital Infantil (demo)' });
  });
});
