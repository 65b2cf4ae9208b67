import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed.ts';
import { createTestApp, databaseTargets, first, type TestApp } from '../../test/harness.ts';
import { latestToken } from '../../test/mail.ts';
import { REFRESH_REUSE_GRACE_MS } from './service.ts';

const PORTAL = { 'x-lantern-client': 'portal' };
const MAX_AGE_S = 30 * 24 * 3600;

/**
 * No long-lived secret is readable by page scripts: a script injected into the portal must not carry a
 * session away.
 */
describe.each(databaseTargets)('the session cookie on $name', (target) => {
  let t: TestApp;
  // The server's clock runs ahead when a test moves it (a spent cookie presented past its grace).
  let ahead = 0;
  beforeAll(async () => {
    t = await createTestApp(target, { publicUrl: 'https://portal.example', now: () => Date.now() + ahead });
  });
  afterAll(() => t.close());

  const signIn = async (headers: Record<string, string> = PORTAL) =>
    t.finishSignIn(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers,
        payload: { email: 'admin@stmarys.test', password: DEMO_PASSWORD },
      }),
      { headers },
    );
  const cookieOf = (res: Awaited<ReturnType<typeof signIn>>) =>
    res.cookies.find((c) => c.name === 'lantern_refresh');
  const me = (token: string) =>
    t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  const byCookie = (url: string, value: string, headers: Record<string, string> = PORTAL) =>
    t.app.inject({ method: 'POST', url, headers, cookies: { lantern_refresh: value } });

  it('sign-in sets the refresh token in an HttpOnly, SameSite=Strict, Secure cookie on /api/auth; the portal gets none in the body', async () => {
    const res = await signIn();
    expect(res.statusCode).toBe(200);
    const cookie = cookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: true, path: '/api/auth' });
    expect(cookie?.value).toMatch(/^[\w-]{40,}$/);
    // As long as the session may last: 30 days from now.
    expect(cookie?.maxAge).toBeGreaterThan(MAX_AGE_S - 60);
    expect(cookie?.maxAge).toBeLessThanOrEqual(MAX_AGE_S);
    expect(res.json()).not.toHaveProperty('refresh_token');
    expect(res.json()).toMatchObject({
      access_token: expect.any(String),
      user: { email: 'admin@stmarys.test' },
    });
  });

  it("other clients (the patients' app) keep the refresh token in the body", async () => {
    const res = await signIn({});
    expect(res.json().refresh_token).toMatch(/^[\w-]{40,}$/);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: res.json().refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().refresh_token).toMatch(/^[\w-]{40,}$/);
  });

  it('refresh by cookie with the client header rotates the cookie and answers a working access token', async () => {
    const cookie = first([cookieOf(await signIn())].filter((c) => c !== undefined));
    const res = await byCookie('/api/auth/refresh', cookie.value);
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('refresh_token');
    const rotated = cookieOf(res);
    expect(rotated).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(rotated?.value).not.toBe(cookie.value);
    expect((await me(res.json().access_token)).statusCode).toBe(200);
    // Past its grace the spent cookie value no longer works, and the refusal drops the cookie.
    ahead += REFRESH_REUSE_GRACE_MS + 1000;
    const spent = await byCookie('/api/auth/refresh', cookie.value);
    expect(spent.statusCode).toBe(401);
    expect(cookieOf(spent)).toMatchObject({ value: '', path: '/api/auth' });
  });

  it('refuses a cookie-only refresh or sign-out without the client header (CSRF) and changes nothing', async () => {
    const session = await signIn();
    const cookie = first([cookieOf(session)].filter((c) => c !== undefined));
    for (const url of ['/api/auth/refresh', '/api/auth/logout']) {
      const res = await byCookie(url, cookie.value, {});
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, code: 'Forbidden' });
    }
    expect((await me(session.json().access_token)).statusCode).toBe(200);
    expect((await byCookie('/api/auth/refresh', cookie.value)).statusCode).toBe(200);
  });

  it('sign-out by cookie ends the session and clears the cookie', async () => {
    const session = await signIn();
    const cookie = first([cookieOf(session)].filter((c) => c !== undefined));
    const out = await byCookie('/api/auth/logout', cookie.value);
    expect(out.statusCode).toBe(204);
    const cleared = cookieOf(out);
    expect(cleared).toMatchObject({ value: '', path: '/api/auth', httpOnly: true });
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect((await me(session.json().access_token)).statusCode).toBe(401);
    expect((await byCookie('/api/auth/refresh', cookie.value)).statusCode).toBe(401);
  });

  it('activation, which signs in, and set-password, which starts a new session, set the cookie too', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-signup',
      payload: {
        url_code: 'stmarys',
        email: 'cookie@example.com',
        first_name: 'Ada',
        surname: 'Cole',
        password: 'Cookie-jar-Pass-1!',
      },
    });
    expect(signUp.statusCode).toBe(201);
    await t.settled();
    const token = await latestToken(t.database.db, 'cookie@example.com');
    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/auth/activate',
      headers: PORTAL,
      payload: { token },
    });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).not.toHaveProperty('refresh_token');
    expect(cookieOf(activated)).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      headers: { ...PORTAL, authorization: `Bearer ${activated.json().access_token}` },
      payload: { current_password: 'Cookie-jar-Pass-1!', password: 'Cookie-jar-Pass-2!' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).not.toHaveProperty('refresh_token');
    const cookie = first([cookieOf(changed)].filter((c) => c !== undefined));
    expect((await byCookie('/api/auth/refresh', cookie.value)).statusCode).toBe(200);
  });

  it('refresh without any refresh token answers 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: PORTAL });
    expect(res.json()).toMatchObject({ status: 401, code: 'Unauthorized' });
  });
});
