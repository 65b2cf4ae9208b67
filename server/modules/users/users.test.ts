import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APP_CODE_ALPHABET } from '../../../src/api/contracts/index.ts';
import { organisations, users } from '../../db/schema.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { DEMO_PASSWORD } from '../../db/seed.ts';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness.ts';
import { newAppCode } from './app-code.ts';
import { DEMO_TERMS } from '../terms/demo.ts';
import { sha256Hex } from '../terms/service.ts';

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

  it('PUT /users/child renames the child and keeps the app code', async () => {
    const res = await call('PUT', '/api/users/child', await tokenOf('guardian@stmarys.test'), {
      first_name: 'Tobenna',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().child).toEqual({ first_name: 'Tobenna', app_code: 'K7P3QX' });
  });

  it('PUT /users/child gives a new child a six-character app code from the unambiguous alphabet', async () => {
    await t.database.db.insert(users).values({
      type: 2,
      status: 4,
      email: 'nochild@stmarys.test',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      organisationId: (await userRow('guardian@stmarys.test'))?.organisationId,
    });
    const token = await tokenOf('nochild@stmarys.test');
    // A new guardian accepts St Mary's current terms before anything else (terms-feedback).
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/document-signing',
      headers: { authorization: `Bearer ${token}` },
      payload: { version: 'terms1.0', language: 'en', text_sha256: sha256Hex(DEMO_TERMS.en) },
    });
    expect(accepted.statusCode).toBe(201);
    const res = await call('PUT', '/api/users/child', token, {
      first_name: 'Zara',
    });
    expect(res.statusCode).toBe(200);
    const code: string = res.json().child.app_code;
    expect(code).toMatch(new RegExp(`^[${APP_CODE_ALPHABET}]{6}$`));
    // The code is the child's own patient record's, and the guardian's row holds none.
    const [child] = await t.database.db.select().from(users).where(eq(users.appCode, code));
    expect(child).toMatchObject({ type: 3, firstName: 'Zara', status: 7 });
    expect((await userRow('nochild@stmarys.test'))?.appCode).toBeNull();
  });

  it('PUT /users/child is for guardians only (403)', async () => {
    const res = await call('PUT', '/api/users/child', await tokenOf('admin@infantil.test'), {
      first_name: 'Zara',
    });
    expect(res.json()).toMatchObject({ status: 403, code: 'Forbidden' });
    expect((await userRow('admin@infantil.test'))?.appCode).toBeNull();
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
