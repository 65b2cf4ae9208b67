import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { organisations } from '../organisations/schema.ts';
import { users } from './schema.ts';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness.ts';
import { newAppCode } from './app-code.ts';

describe.each(databaseTargets)("users' own calls on $name", (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT', url: string, token: string | undefined, payload?: object) =>
    t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const tokenOf = async (email: string) => (await t.signIn(email)).access_token;
  const userRow = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

  it('GET /users/profile answers the user and organisation; 401 without a session', async () => {
    const res = await call('GET', '/api/users/profile', await tokenOf('guardian@stmarys.test'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { email: 'guardian@stmarys.test', child: { first_name: 'Tobi', app_code: 'K7P3QX' } },
      organisation: { url_code: 'stmarys' },
    });
    const superAdmin = await call('GET', '/api/users/profile', await tokenOf('super@lantern.test'));
    expect(superAdmin.json()).toMatchObject({ user: { type: 0 }, organisation: null });
    expect((await call('GET', '/api/users/profile', undefined)).statusCode).toBe(401);
  });

  it('PUT /user edits names and language of the caller only', async () => {
    const res = await call('PUT', '/api/user', await tokenOf('admin@stmarys.test'), {
      first_name: ' Amy ',
      language: 'ar',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'admin@stmarys.test',
      first_name: 'Amy',
      surname: 'Hassan',
      language: 'ar',
    });
    expect(await userRow('admin@stmarys.test')).toMatchObject({ firstName: 'Amy', language: 'ar' });
  });

  it('PUT /user refuses an e-mail change and invalid values, naming the field, changing nothing', async () => {
    const token = await tokenOf('guardian@stmarys.test');
    const email = await call('PUT', '/api/user', token, { first_name: 'Gee', email: 'new@example.com' });
    expect(email.statusCode).toBe(400);
    expect(email.json().fields).toEqual([
      { path: 'email', message: 'The e-mail address cannot be changed here' },
    ]);
    const blank = await call('PUT', '/api/user', token, { surname: '   ' });
    expect(blank.json()).toMatchObject({ status: 400, fields: [{ path: 'surname' }] });
    const language = await call('PUT', '/api/user', token, { language: 'fr' });
    expect(language.json()).toMatchObject({ status: 400, fields: [{ path: 'language' }] });
    expect(await userRow('guardian@stmarys.test')).toMatchObject({
      firstName: 'Grace',
      surname: 'Okafor',
      email: 'guardian@stmarys.test',
    });
  });

  it('a guardian may read any language their hospital offers families, and no other', async () => {
    const token = await tokenOf('guardian@stmarys.test');
    // St Mary's is an English hospital that offers all three languages by default: Arabic is allowed.
    const arabic = await call('PUT', '/api/user', token, { language: 'ar' });
    expect(arabic.json()).toMatchObject({ language: 'ar' });
    await t.database.db
      .update(organisations)
      .set({ familyLanguages: ['en', 'es'] })
      .where(eq(organisations.urlCode, 'stmarys'));
    const refused = await call('PUT', '/api/user', token, { language: 'ar' });
    expect(refused.json()).toMatchObject({ status: 400, fields: [{ path: 'language' }] });
    expect(await userRow('guardian@stmarys.test')).toMatchObject({ language: 'ar' });
    expect((await call('PUT', '/api/user', token, { language: 'es' })).json()).toMatchObject({
      language: 'es',
    });
    await t.database.db
      .update(organisations)
      .set({ familyLanguages: ['en', 'ar', 'es'] })
      .where(eq(organisations.urlCode, 'stmarys'));
    await call('PUT', '/api/user', token, { language: null });
  });
});

describe('newAppCode', () => {
  it('draws six characters, never a look-alike', () => {
    const codes = Array.from({ length: 500 }, newAppCode);
    for (const code of codes) expect(code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
    expect(codes.join('')).not.toMatch(/[0O1IL2Z5S8B]/);
    expect(new Set(codes).size).toBeGreaterThan(490);
  });
});
