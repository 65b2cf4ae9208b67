import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../users/schema.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { createTokenIssuer } from '../../auth/tokens.ts';
import { TEST_SECRET, createTestApp, databaseTargets, type TestApp } from '../../test/harness.ts';
import { REFRESH_REUSE_GRACE_MS } from './service.ts';

describe.each(databaseTargets)('auth on $name', (target) => {
  let t: TestApp;
  // The server's clock runs ahead when a test moves it (a spent token presented past its grace).
  let ahead = 0;
  beforeAll(async () => {
    t = await createTestApp(target, { now: () => Date.now() + ahead });
  });
  afterAll(() => t.close());

  const signIn = async (email: string, password: string) =>
    t.finishSignIn(
      await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } }),
    );
  const me = (token?: string) =>
    t.app.inject({ url: '/api/auth/me', headers: token ? { authorization: `Bearer ${token}` } : {} });
  const refresh = (refresh_token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token } });

  it('signs the demo admin in with tokens, user and organisation', async () => {
    const res = await signIn('admin@stmarys.test', 'Lantern-demo-2026!');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ email: 'admin@stmarys.test', type: 1, first_name: 'Amira' });
    expect(body.organisation).toMatchObject({ name: "St Mary's Children's Hospital (demo)", language: 'en' });
    expect(body.exp).toBeGreaterThan(Date.now() + 25 * 60_000);
    expect(body).not.toHaveProperty('user.password_hash');
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it.each([1, 2])('refuses a correct password on an account with status %i (not active)', async (status) => {
    const email = `status${status}@stmarys.test`;
    await t.database.db
      .update(users)
      .set({ email, passwordHash: await hashPassword('Lantern-demo-2026!'), status })
      .where(eq(users.email, status === 1 ? 'family01@stmarys.test' : 'family02@stmarys.test'));
    const res = await signIn(email, 'Lantern-demo-2026!');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'Forbidden',
      message: 'This account is not active. Please contact your hospital.',
    });
  });

  it('treats e-mail case-insensitively', async () => {
    expect((await signIn('Admin@StMarys.TEST', 'Lantern-demo-2026!')).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const wrong = await signIn('admin@stmarys.test', 'Wrong-password-1!');
    const unknown = await signIn('nobody@stmarys.test', 'Wrong-password-1!');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ code: 'IncorrectPassword' });
  });

  it('me: answers the session of a valid token', async () => {
    const session = await t.signIn('guardian@stmarys.test');
    const res = await me(session.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      type: 2,
      exp: session.exp,
      user: { email: 'guardian@stmarys.test', child: { app_code: 'K7P3QX' } },
    });
  });

  it('me: no token → 401 "Authentication token is missing"', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status: 401,
      code: 'Unauthorized',
      message: 'Authentication token is missing',
    });
  });

  it('me: an expired token → 401 TokenExpired', async () => {
    const session = await t.signIn('admin@stmarys.test');
    const claims = await t.tokens.verify(session.access_token);
    // A token signed with the same secret whose lifetime is already over.
    const expired = await createTokenIssuer(TEST_SECRET, -60).sign({
      sub: claims.sub,
      type: 1,
      org: claims.org,
      sid: claims.sid,
    });
    const res = await me(expired.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TokenExpired' });
  });

  it('me: a token signed with another secret → 401', async () => {
    const forged = await createTokenIssuer('another-secret-of-at-least-32-characters!!', 600).sign({
      sub: crypto.randomUUID(),
      type: 0,
      org: null,
      sid: crypto.randomUUID(),
    });
    const res = await me(forged.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'Unauthorized' });
  });

  it('refresh rotates the token; a spent one presented again renews within its grace, and past it revokes its whole family', async () => {
    const session = await t.signIn('admin@stmarys.test');
    const first = await refresh(session.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh_token).not.toBe(session.refresh_token);
    expect((await me(rotated.access_token)).statusCode).toBe(200);

    // A page left while its renewal was under way never received the rotated token: the next page presents
    // the spent one at once, and the session goes on, for both.
    const again = await refresh(session.refresh_token);
    expect(again.statusCode).toBe(200);
    const renewed = again.json();
    expect(renewed.refresh_token).not.toBe(rotated.refresh_token);
    expect((await me(renewed.access_token)).statusCode).toBe(200);
    expect((await me(rotated.access_token)).statusCode).toBe(200);

    // Past the grace the spent token presented again has leaked: it and every later token of the family stop working.
    ahead += REFRESH_REUSE_GRACE_MS + 1000;
    const reuse = await refresh(session.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    expect((await refresh(renewed.refresh_token)).statusCode).toBe(401);
    expect((await me(renewed.access_token)).statusCode).toBe(401);

    // Another sign-in is another family, untouched.
    const other = await t.signIn('admin@stmarys.test');
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('refresh: an unknown token → 401', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
  });
});
