import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../users/schema.ts';
import { DEMO_PENDING_EMAIL } from '../../seed.ts';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness.ts';
import {
  GOOGLE_CLIENT_ID,
  LINKEDIN_CLIENT,
  REDIRECT_URI,
  linkedinCode,
  startSsoStandIns,
  type SsoStandIns,
} from '../../test/sso-stand-ins.ts';

describe.each(databaseTargets)('single sign-on on $name', (target) => {
  let t: TestApp;
  let idp: SsoStandIns;
  beforeAll(async () => {
    idp = await startSsoStandIns();
    t = await createTestApp(target, { sso: idp.config });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const userRow = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
  const linkedin = (code: string, type: 'signin' | 'signup', redirect_uri = REDIRECT_URI) =>
    t.app.inject({ url: '/api/auth/linkedin', query: { code, redirect_uri, type } });

  it('lists the configured providers with their public client ids', async () => {
    const res = await t.app.inject('/api/auth/providers');
    expect(res.json()).toEqual({
      google: { client_id: GOOGLE_CLIENT_ID },
      linkedin: { client_id: LINKEDIN_CLIENT.id },
    });
  });

  describe('Google', () => {
    it('signs in with an ID token signed by the key set, for the same e-mail', async () => {
      const token = await idp.googleIdToken({ email: 'admin@stmarys.test' });
      const res = await post('/api/auth/sso-signin', {
        email: 'admin@stmarys.test',
        token,
        provider: 'google',
      });
      expect(res.statusCode).toBe(200);
      // An admin's provider sign-in asks for the second factor as a password sign-in does.
      expect(res.json()).toMatchObject({ second_factor: { methods: ['totp'], enrol: false } });
      expect((await t.finishSignIn(res)).json()).toMatchObject({
        user: { email: 'admin@stmarys.test', type: 1 },
        organisation: { url_code: 'stmarys' },
      });
    });

    it.each([
      ['another audience', { audience: 'someone-else.apps.googleusercontent.com' }, {}],
      ['a key outside the key set', {}, 'foreign'],
      ['an expired token', { expiresIn: '-1m' }, {}],
    ])('refuses a token with %s (401)', async (_name, options, key) => {
      const token = await idp.googleIdToken(
        { email: 'admin@stmarys.test' },
        { ...options, ...(key === 'foreign' && { key: idp.foreignKey }) },
      );
      const res = await post('/api/auth/sso-signin', {
        email: 'admin@stmarys.test',
        token,
        provider: 'google',
      });
      expect(res.json()).toMatchObject({
        status: 401,
        code: 'Unauthorized',
        message: 'Google did not vouch for this sign-in token',
      });
    });

    it('refuses a token for another e-mail, or an unverified one', async () => {
      const other = await idp.googleIdToken({ email: 'guardian@stmarys.test' });
      expect(
        (
          await post('/api/auth/sso-signin', {
            email: 'admin@stmarys.test',
            token: other,
            provider: 'google',
          })
        ).json(),
      ).toMatchObject({
        status: 401,
        message: 'The sign-in token was issued for another e-mail address',
      });
      const unverified = await idp.googleIdToken({ email: 'admin@stmarys.test', email_verified: false });
      expect(
        (
          await post('/api/auth/sso-signin', {
            email: 'admin@stmarys.test',
            token: unverified,
            provider: 'google',
          })
        ).json(),
      ).toMatchObject({
        status: 401,
        message: 'The provider has not verified this e-mail address',
      });
    });

    it('answers 404 for an e-mail without an account; sso-signup then creates an active guardian', async () => {
      const token = await idp.googleIdToken({
        email: 'new.parent@example.com',
        given_name: 'Ade',
        family_name: 'Oke',
      });
      const missing = await post('/api/auth/sso-signin', {
        email: 'new.parent@example.com',
        token,
        provider: 'google',
      });
      expect(missing.json()).toMatchObject({ status: 404, code: 'ResourceNotFound' });
      const res = await post('/api/auth/sso-signup', {
        token,
        provider: 'google',
        url_code: 'infantil',
        language: 'es',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        user: {
          email: 'new.parent@example.com',
          type: 2,
          status: 4,
          first_name: 'Ade',
          surname: 'Oke',
          language: 'es',
        },
        organisation: { url_code: 'infantil' },
      });
      expect((await userRow('new.parent@example.com'))?.passwordHash).toBeNull();
      expect(
        (await post('/api/auth/sso-signup', { token, provider: 'google', url_code: 'infantil' })).json(),
      ).toMatchObject({ status: 409, code: 'Conflict' });
      expect(
        (await post('/api/auth/sso-signin', { email: 'new.parent@example.com', token, provider: 'google' }))
          .statusCode,
      ).toBe(200);
    });

    it('refuses a session to a request awaiting approval or a deactivated subscription (403)', async () => {
      const [request] = await t.database.db.select().from(users).where(eq(users.status, 1)).limit(1);
      const [deactivated] = await t.database.db.select().from(users).where(eq(users.status, 2)).limit(1);
      for (const account of [request, deactivated]) {
        const email = account?.email as string;
        const res = await post('/api/auth/sso-signin', {
          email,
          token: await idp.googleIdToken({ email }),
          provider: 'google',
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'Forbidden', message: expect.stringMatching(/not active/) });
        expect((await userRow(email))?.lastActiveAt).toBeNull();
      }
    });

    it('activates a pending account, since the provider verified the address', async () => {
      const token = await idp.googleIdToken({ email: DEMO_PENDING_EMAIL });
      const res = await post('/api/auth/sso-signin', {
        email: DEMO_PENDING_EMAIL,
        token,
        provider: 'google',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.status).toBe(4);
    });
  });

  describe('LinkedIn', () => {
    it('type=signin exchanges the code and answers a session', async () => {
      const res = await linkedin(linkedinCode('guardian@stmarys.test'), 'signin');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        user: { email: 'guardian@stmarys.test', type: 2 },
        access_token: expect.any(String),
      });
    });

    it('refuses a code LinkedIn does not accept (wrong code or redirect_uri) with 401', async () => {
      expect((await linkedin('bogus', 'signin')).json()).toMatchObject({
        status: 401,
        message: 'LinkedIn did not accept the sign-in code',
      });
      expect(
        (await linkedin(linkedinCode('guardian@stmarys.test'), 'signin', 'https://evil.example/cb'))
          .statusCode,
      ).toBe(401);
    });

    it('type=signup answers the verified profile, which sso-signup completes', async () => {
      const res = await linkedin(linkedinCode('li.parent@example.com'), 'signup');
      expect(res.statusCode).toBe(200);
      const profile = res.json();
      expect(profile).toEqual({
        provider: 'linkedin',
        token: 'token-for:li.parent@example.com',
        email: 'li.parent@example.com',
        first_name: 'Li.parent',
        surname: 'Linked',
      });
      expect(await userRow('li.parent@example.com')).toBeUndefined();
      const created = await post('/api/auth/sso-signup', {
        token: profile.token,
        provider: 'linkedin',
        url_code: 'stmarys',
        first_name: 'Lin',
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().user).toMatchObject({ first_name: 'Lin', surname: 'Linked', status: 4 });
      expect(
        (
          await post('/api/auth/sso-signin', {
            email: 'li.parent@example.com',
            token: profile.token,
            provider: 'linkedin',
          })
        ).statusCode,
      ).toBe(200);
    });

    it('refuses an access token LinkedIn does not know', async () => {
      const res = await post('/api/auth/sso-signin', {
        email: 'guardian@stmarys.test',
        token: 'stolen',
        provider: 'linkedin',
      });
      expect(res.json()).toMatchObject({ status: 401, message: 'LinkedIn did not accept the sign-in token' });
    });
  });
});

describe.each(databaseTargets)('single sign-on not configured on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('lists no providers and answers 404 naming the provider', async () => {
    expect((await t.app.inject('/api/auth/providers')).json()).toEqual({ google: null, linkedin: null });
    const google = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sso-signin',
      payload: { email: 'admin@stmarys.test', token: 'x', provider: 'google' },
    });
    expect(google.json()).toEqual({
      status: 404,
      code: 'ResourceNotFound',
      message: 'Google sign-in is not configured on this server',
    });
    const li = await t.app.inject({
      url: '/api/auth/linkedin',
      query: { code: 'c', redirect_uri: REDIRECT_URI, type: 'signin' },
    });
    expect(li.json()).toEqual({
      status: 404,
      code: 'ResourceNotFound',
      message: 'LinkedIn sign-in is not configured on this server',
    });
  });
});
