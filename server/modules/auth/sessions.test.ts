import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { refreshTokens, sessions } from './schema.ts';
import { users } from '../users/schema.ts';
import { sweepRetention } from '../retention/index.ts';

const sweepEndedSessions = (db: Parameters<typeof sweepRetention>[0], at: number) =>
  sweepRetention(db, new Date(at)).then((counts) =>
    [...counts.values()].reduce((n, c) => n + c.ended_sessions, 0),
  );
import { DEMO_PASSWORD } from '../../seed.ts';
import { TEST_SECRET, createTestApp, databaseTargets, first, type TestApp } from '../../test/harness.ts';
import { latestToken } from '../../test/mail.ts';
import { REFRESH_REUSE_GRACE_MS } from './service.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Every token of a session ends with it, at once: signing out or a password reset locks a thief out. */
describe.each(databaseTargets)('sessions end when they should on $name', (target) => {
  let t: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    t = await createTestApp(target, { now: () => clock });
  });
  afterAll(() => t.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = (token: string) => t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
  const refresh = (refresh_token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token } });
  const userId = async (email: string) =>
    first(await t.database.db.select().from(users).where(eq(users.email, email))).id;

  it("refuses a deleted admin's access token at once", async () => {
    const admin = await t.signIn('admin@infantil.test');
    const list = () => t.app.inject({ url: '/api/users', headers: bearer(admin.access_token) });
    expect((await list()).statusCode).toBe(200);
    const infantilAdmin = await userId('admin@infantil.test');
    await t.database.db.delete(users).where(eq(users.id, infantilAdmin));
    expect((await list()).statusCode).toBe(401);
    const patient = await t.app.inject({
      method: 'POST',
      url: '/api/users/patients',
      headers: bearer(admin.access_token),
      payload: { first_name: 'Ghost' },
    });
    expect(patient.json()).toMatchObject({ status: 401, code: 'Unauthorized' });
  });

  it('sign-out ends the session: its access token answers 401 at once, its refresh token is refused', async () => {
    const other = await t.signIn('admin@stmarys.test');
    const session = await t.signIn('admin@stmarys.test');
    expect((await me(session.access_token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: session.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    expect((await me(session.access_token)).statusCode).toBe(401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    // Signing out again changes nothing; the other session goes on.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          payload: { refresh_token: session.refresh_token },
        })
      ).statusCode,
    ).toBe(204);
    expect((await me(other.access_token)).statusCode).toBe(200);
  });

  it('sign-out by the bearer access token alone ends its session too', async () => {
    const session = await t.signIn('guardian@stmarys.test');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(session.access_token),
    });
    expect(out.statusCode).toBe(204);
    expect((await me(session.access_token)).statusCode).toBe(401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });

  it('a password reset ends every session: old access tokens answer 401 at once', async () => {
    const first = await t.signIn('guardian@infantil.test');
    const second = await t.signIn('guardian@infantil.test');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'guardian@infantil.test' },
    });
    await t.settled();
    const token = await latestToken(t.database.db, 'guardian@infantil.test');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Fresh-reset-Pass-7?' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(first.access_token)).statusCode).toBe(401);
    expect((await me(second.access_token)).statusCode).toBe(401);
  });

  it('set-password ends every session, the current one too; the answered tokens carry on', async () => {
    const other = await t.signIn('super@lantern.test');
    const current = await t.signIn('super@lantern.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      headers: bearer(current.access_token),
      payload: { current_password: DEMO_PASSWORD, password: 'Fresh-set-Pass-8?' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(other.access_token)).statusCode).toBe(401);
    expect((await me(current.access_token)).statusCode).toBe(401);
    expect((await refresh(current.refresh_token)).statusCode).toBe(401);
    expect((await me(res.json().access_token)).statusCode).toBe(200);
  });

  it("deactivating a guardian's subscription refuses their access token at once", async () => {
    const admin = await t.signIn('admin@stmarys.test');
    const guardian = await t.signIn('guardian@stmarys.test');
    const id = await userId('guardian@stmarys.test');
    expect((await me(guardian.access_token)).statusCode).toBe(200);
    const off = await t.app.inject({
      method: 'DELETE',
      url: `/api/user-subscription/deactivate/${id}`,
      headers: bearer(admin.access_token),
    });
    expect(off.statusCode).toBe(200);
    try {
      expect((await me(guardian.access_token)).statusCode).toBe(401);
    } finally {
      await t.database.db.update(users).set({ status: 4 }).where(eq(users.id, id));
    }
    // Back to active, the ended session stays ended.
    expect((await me(guardian.access_token)).statusCode).toBe(401);
  });

  it('refuses a well-signed token without an expiry or without a session', async () => {
    const session = await t.signIn('admin@stmarys.test');
    const claims = await t.tokens.verify(session.access_token);
    const key = new TextEncoder().encode(TEST_SECRET);
    const sign = (payload: Record<string, unknown>, exp: boolean) => {
      const jwt = new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer('lantern')
        .setIssuedAt();
      return (exp ? jwt.setExpirationTime('10m') : jwt).sign(key);
    };
    const noExp = await sign({ type: claims.type, org: claims.org, sid: claims.sid }, false);
    const noSession = await sign({ type: claims.type, org: claims.org }, true);
    expect((await me(noExp)).json()).toMatchObject({ status: 401, code: 'Unauthorized' });
    expect((await me(noSession)).json()).toMatchObject({ status: 401, code: 'Unauthorized' });
    // The same claims with an expiry and the session are accepted: the refusals are about those two.
    expect(
      (await me(await sign({ type: claims.type, org: claims.org, sid: claims.sid }, true))).statusCode,
    ).toBe(200);
  });

  it('50 parallel refreshes of one token: each renews the one session within the grace; one more past it ends the session', async () => {
    const session = await t.signIn('admin@stmarys.test');
    const answers = await Promise.all(Array.from({ length: 50 }, () => refresh(session.refresh_token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    const renewed = answers.map((a) => a.json() as { access_token: string; refresh_token: string });
    expect(new Set(renewed.map((r) => r.refresh_token)).size).toBe(50);
    const sids = new Set(
      renewed.map((r) => JSON.parse(atob(r.access_token.split('.')[1] as string)).sid as string),
    );
    expect(sids.size).toBe(1);
    expect((await me(first(renewed).access_token)).statusCode).toBe(200);
    // Past the grace the spent token has leaked: every token of the session stops at once.
    clock += REFRESH_REUSE_GRACE_MS + 1000;
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    for (const r of renewed.slice(0, 5)) {
      expect((await me(r.access_token)).statusCode).toBe(401);
      expect((await refresh(r.refresh_token)).statusCode).toBe(401);
    }
  });

  it('a refresh token unused for longer than the idle limit (7 days) is refused', async () => {
    const session = await t.signIn('admin@stmarys.test');
    clock += 6 * DAY;
    const kept = await refresh(session.refresh_token);
    expect(kept.statusCode).toBe(200);
    clock += 7 * DAY + HOUR;
    expect((await refresh(kept.json().refresh_token)).statusCode).toBe(401);
  });

  it('refreshing never extends a session past its absolute lifetime (30 days from sign-in)', async () => {
    const session = await t.signIn('admin@stmarys.test');
    const signedInAt = clock;
    let token = session.refresh_token;
    let access = session.access_token;
    for (let day = 6; day <= 24; day += 6) {
      clock = signedInAt + day * DAY;
      const res = await refresh(token);
      expect(res.statusCode).toBe(200);
      ({ refresh_token: token, access_token: access } = res.json());
    }
    clock = signedInAt + 30 * DAY + 1000;
    expect((await refresh(token)).statusCode).toBe(401);
    // Its last access token, though signed for 30 minutes, ended with the session.
    expect((await me(access)).statusCode).toBe(401);
  });

  it('sweeps a session 30 days after it ended, with its refresh tokens; live sessions and recent ends stay', async () => {
    const signedOut = await t.signIn('admin@stmarys.test');
    const live = await t.signIn('admin@stmarys.test');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: signedOut.refresh_token },
    });
    // The access token names its session (claim `sid`).
    const sessionOf = (token: string) =>
      (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;
    const [outId, liveId] = [sessionOf(signedOut.access_token), sessionOf(live.access_token)];
    const row = async (id: string) =>
      (await t.database.db.select().from(sessions).where(eq(sessions.id, id)))[0];
    const tokens = async (id: string) =>
      (await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, id))).length;
    const ended = (await row(outId))?.revokedAt?.getTime() ?? NaN;
    const expires = (await row(liveId))?.expiresAt.getTime() ?? NaN;
    expect(await tokens(outId)).toBe(1);

    // 29 days after the sign-out, both stay; the live one still works.
    await sweepEndedSessions(t.database.db, ended + 29 * DAY);
    expect(await row(outId)).toBeDefined();
    // 31 days after: the signed-out session and its refresh token are gone, the live one stays.
    expect(await sweepEndedSessions(t.database.db, ended + 31 * DAY)).toBeGreaterThanOrEqual(1);
    expect(await row(outId)).toBeUndefined();
    expect(await tokens(outId)).toBe(0);
    expect(await row(liveId)).toBeDefined();
    expect((await me(live.access_token)).statusCode).toBe(200);
    // A session past its lifetime goes 30 days after it expired, not before.
    await sweepEndedSessions(t.database.db, expires + 29 * DAY);
    expect(await row(liveId)).toBeDefined();
    await sweepEndedSessions(t.database.db, expires + 31 * DAY);
    expect(await row(liveId)).toBeUndefined();
    expect(await tokens(liveId)).toBe(0);
  });
});
