import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../audit/schema.ts';
import { sessions } from '../auth/schema.ts';
import { userStatusChanges, users } from '../users/schema.ts';
import { createTestApp, databaseTargets, first, type TestApp } from '../../test/harness.ts';
import { REFRESH_REUSE_GRACE_MS } from '../auth/index.ts';
import { appSignIn, createAppPatient } from '../../test/app-patients.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(databaseTargets)("the patients' app sign-in on $name", (target) => {
  let t: TestApp;
  let clock = Date.now();
  let patient: { id: string; organisationId: string };
  beforeAll(async () => {
    t = await createTestApp(target, { now: () => clock });
    patient = await createAppPatient(t.database.db, 'stmarys', 'ACDEFG');
  });
  afterAll(() => t.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = (token: string) => t.app.inject({ url: '/api/app/me', headers: bearer(token) });
  const signIn = (url_code: string, app_code: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/app/auth/signin',
      payload: { url_code, app_code },
      remoteAddress,
    });
  const refresh = (refresh_token: string) =>
    t.app.inject({ method: 'POST', url: '/api/app/auth/refresh', payload: { refresh_token } });
  const row = async (id: string) => first(await t.database.db.select().from(users).where(eq(users.id, id)));

  it('signs a child account in with the url_code and its app code, as typed on a phone, and activates its app', async () => {
    const res = await signIn('StMarys', 'acd-efg');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      patient: { id: patient.id, first_name: 'Kid ACDEFG', organisation_id: patient.organisationId },
      organisation: { id: patient.organisationId, url_code: 'stmarys' },
    });
    expect(typeof body.refresh_token).toBe('string');
    expect(res.headers['set-cookie']).toBeUndefined();
    const who = await me(body.access_token);
    expect(who.statusCode).toBe(200);
    expect(who.json().patient.id).toBe(patient.id);
    const after = await row(patient.id);
    expect(after.status).toBe(4);
    expect(after.activatedAt).not.toBeNull();
    expect(after.lastActiveAt).not.toBeNull();
    const history = await t.database.db
      .select()
      .from(userStatusChanges)
      .where(eq(userStatusChanges.userId, patient.id));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actorId])).toContainEqual([7, 4, patient.id]);
  });

  it('answers a wrong code, an unknown hospital and another hospital’s code with the same 401', async () => {
    const infantil = await createAppPatient(t.database.db, 'infantil', 'HJKMNP', 4);
    const answers = await Promise.all([
      signIn('stmarys', 'QQQQQQ', '10.1.0.1'),
      signIn('nowhere', 'ACDEFG', '10.1.0.1'),
      signIn('stmarys', 'HJKMNP', '10.1.0.1'),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status: 401,
        code: 'IncorrectPassword',
        message: 'The hospital code or the app code is incorrect',
      });
    }
    expect((await row(infantil.id)).lastActiveAt).toBeNull();
    const failed = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'app.signin.failed'), eq(auditLog.organisationId, patient.organisationId)),
      );
    expect(failed.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses malformed input with 400 naming the field, and starts no session', async () => {
    const before = (await t.database.db.select().from(sessions)).length;
    for (const [body, field] of [
      [{ url_code: 'stmarys', app_code: 'ACDEF' }, 'app_code'],
      [{ url_code: 'stmarys', app_code: 'ACDEF0' }, 'app_code'],
      [{ url_code: '', app_code: 'ACDEFG' }, 'url_code'],
      [{ url_code: 'stmarys' }, 'app_code'],
      [{ url_code: 'stmarys', app_code: 'ACDEFG', type: 1 }, ''],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/app/auth/signin', payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('ValidationError');
      if (field) expect(JSON.stringify(res.json().fields)).toContain(field);
    }
    expect((await t.database.db.select().from(sessions)).length).toBe(before);
  });

  it('locks a code after five failures from one address, and makes an address wait after ten wrong codes', async () => {
    // Five failures for a code nobody has yet; then a patient gets it: that address is still locked out of it.
    for (let i = 0; i < 5; i++) expect((await signIn('stmarys', 'TUVWXY', '10.2.0.1')).statusCode).toBe(401);
    await createAppPatient(t.database.db, 'stmarys', 'TUVWXY', 4);
    const locked = await signIn('stmarys', 'TUVWXY', '10.2.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TooManyRequests');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn('stmarys', 'TUVWXY', '10.2.0.2')).statusCode).toBe(200);
    // Ten different wrong codes in a row from one address: it must wait, even with a right code, at any hospital.
    const codes = Array.from({ length: 10 }, (_, i) => `RRRR${'ACDEFGHJKMNPQRTUVWXY'[i]}A`);
    for (const code of codes) expect((await signIn('stmarys', code, '10.2.0.3')).statusCode).toBe(401);
    const waiting = await signIn('stmarys', 'ACDEFG', '10.2.0.3');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('30');
    expect((await signIn('stmarys', 'ACDEFG', '10.2.0.4')).statusCode).toBe(200);
    await createAppPatient(t.database.db, 'infantil', 'CCCCCC', 4);
    expect((await signIn('infantil', 'CCCCCC', '10.2.0.3')).statusCode).toBe(429);
    // After the wait a right code signs in, and ends the streak.
    clock += 30_000;
    expect((await signIn('infantil', 'CCCCCC', '10.2.0.3')).statusCode).toBe(200);
    expect((await signIn('stmarys', 'QQQQQQ', '10.2.0.3')).statusCode).toBe(401);
  });

  it('refuses a deactivated child account with 403', async () => {
    await createAppPatient(t.database.db, 'stmarys', 'DDDDDD', 2);
    const res = await signIn('stmarys', 'DDDDDD');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('Forbidden');
  });

  it('rotates refresh tokens; a spent one presented again past its grace ends the session', async () => {
    const session = await appSignIn(t, 'stmarys', 'ACDEFG');
    const next = await refresh(session.refresh_token);
    expect(next.statusCode).toBe(200);
    const tokens = next.json();
    expect(tokens.refresh_token).not.toBe(session.refresh_token);
    expect((await me(tokens.access_token)).statusCode).toBe(200);
    clock += REFRESH_REUSE_GRACE_MS + 1000;
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect((await me(tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  it('signs out: every token of the session stops at once; a portal session is left alone', async () => {
    const session = await appSignIn(t, 'stmarys', 'ACDEFG');
    const portal = await t.signIn('admin@stmarys.test');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/app/auth/logout',
      headers: bearer(portal.access_token),
      payload: { refresh_token: session.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    expect((await me(session.access_token)).statusCode).toBe(401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: bearer(portal.access_token) })).statusCode,
    ).toBe(200);
    // And the portal's sign-out does not end an app session.
    const other = await appSignIn(t, 'stmarys', 'ACDEFG');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(other.access_token) });
    expect((await me(other.access_token)).statusCode).toBe(200);
  });

  it("neither client's refresh call takes the other's token, nor spends it", async () => {
    const session = await appSignIn(t, 'stmarys', 'ACDEFG');
    const portal = await t.signIn('guardian@stmarys.test');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          payload: { refresh_token: session.refresh_token },
        })
      ).statusCode,
    ).toBe(401);
    expect((await refresh(portal.refresh_token)).statusCode).toBe(401);
    // Both are still unspent.
    expect((await refresh(session.refresh_token)).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          payload: { refresh_token: portal.refresh_token },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('ends at the idle limit and at the absolute lifetime, as portal sessions do', async () => {
    const idle = await appSignIn(t, 'stmarys', 'ACDEFG');
    clock += 7 * DAY + HOUR;
    expect((await refresh(idle.refresh_token)).statusCode).toBe(401);
    const lasting = await appSignIn(t, 'stmarys', 'ACDEFG');
    let current = lasting.refresh_token;
    for (let day = 0; day < 30; day += 6) {
      clock += 6 * DAY;
      const res = await refresh(current);
      if (res.statusCode !== 200) break;
      current = res.json().refresh_token;
    }
    expect((await refresh(current)).statusCode).toBe(401);
  });

  it('a deactivated patient loses the session at once', async () => {
    clock = Date.now();
    const session = await appSignIn(t, 'stmarys', 'ACDEFG');
    expect((await me(session.access_token)).statusCode).toBe(200);
    await t.database.db.update(users).set({ status: 2 }).where(eq(users.id, patient.id));
    expect((await me(session.access_token)).statusCode).toBe(401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    await t.database.db.update(users).set({ status: 4 }).where(eq(users.id, patient.id));
  });
});
