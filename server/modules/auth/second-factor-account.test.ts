import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness.ts';
import { softwareAuthenticator } from '../../test/software-authenticator.ts';
import { DEMO_PASSWORD } from '../../seed.ts';
import { auditLog } from '../../audit/schema.ts';
import { mailsTo } from '../../test/mail.ts';
import { users } from '../users/schema.ts';

describe.each(databaseTargets)('passkeys and the account’s second factors on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token?: string) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      ...(payload && { payload }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const tokenOf = async (email: string) => (await t.signIn(email)).access_token;
  const userId = async (email: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';

  it('an admin adds a passkey, then signs in with it; the counter and last use are kept', async () => {
    const token = await tokenOf('admin@stmarys.test');
    const passkey = softwareAuthenticator();
    const options = await call('POST', '/auth/second-factor/enrol/passkey/options', {}, token);
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({ rp: { id: 'localhost', name: 'Lantern' } });
    const added = await call(
      'POST',
      '/auth/second-factor/enrol/passkey',
      { response: passkey.register(options.json()), label: 'Laptop', password: DEMO_PASSWORD },
      token,
    );
    expect(added.statusCode).toBe(200);
    // Not the first factor (the demo authenticator is): no new recovery codes.
    expect(added.json()).toEqual({ recovery_codes: null });
    const [mail] = await mailsTo(t.database.db, 'admin@stmarys.test');
    expect(mail?.text).toContain('A passkey was added to your account');
    expect(mail?.text).toContain("If this wasn't you, contact your hospital");

    const signIn = await call('POST', '/auth/signin', {
      email: 'admin@stmarys.test',
      password: DEMO_PASSWORD,
    });
    const { ticket, methods } = signIn.json().second_factor as { ticket: string; methods: string[] };
    expect(methods).toEqual(['totp', 'passkey']);
    const request = await call('POST', '/auth/second-factor/passkey/options', { ticket });
    expect(request.json()).toMatchObject({ rpId: 'localhost', allowCredentials: [{ id: passkey.id }] });
    const done = await call('POST', '/auth/second-factor/passkey', {
      ticket,
      response: passkey.assert(request.json()),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ user: { email: 'admin@stmarys.test' } });

    const list = await call('GET', '/account/second-factors', undefined, token);
    expect(list.json()).toMatchObject({
      required: true,
      factors: [{ kind: 'totp' }, { kind: 'passkey', label: 'Laptop', last_used_at: expect.any(String) }],
      recovery_codes_left: 0,
    });
  });

  it('a passkey answer to another challenge, or signed by another key, is refused', async () => {
    const signIn = await call('POST', '/auth/signin', {
      email: 'admin@stmarys.test',
      password: DEMO_PASSWORD,
    });
    const { ticket } = signIn.json().second_factor as { ticket: string };
    await call('POST', '/auth/second-factor/passkey/options', { ticket });
    const stranger = softwareAuthenticator();
    const res = await call('POST', '/auth/second-factor/passkey', {
      ticket,
      response: stranger.assert({ challenge: 'AAAA' }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'second_factor_invalid' });
  });

  it('removal needs the password and is refused for the last factor of someone who must have one', async () => {
    const token = await tokenOf('admin@infantil.test');
    const { factors } = (await call('GET', '/account/second-factors', undefined, token)).json() as {
      factors: { id: string }[];
    };
    const only = factors[0]?.id ?? '';
    const wrong = await call(
      'DELETE',
      `/account/second-factors/${only}`,
      { password: 'Wrong-password-1!' },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    const last = await call('DELETE', `/account/second-factors/${only}`, { password: DEMO_PASSWORD }, token);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'second_factor_required' });
  });

  it('a guardian removes their only factor; new recovery codes replace the old ones', async () => {
    const token = await tokenOf('guardian@stmarys.test');
    const start = await call('POST', '/auth/second-factor/enrol/totp/start', {}, token);
    const { secret } = start.json() as { secret: string };
    const enrolled = await call(
      'POST',
      '/auth/second-factor/enrol/totp',
      { secret, code: t.totpCode(secret), password: DEMO_PASSWORD },
      token,
    );
    const old = (enrolled.json() as { recovery_codes: string[] }).recovery_codes;
    const fresh = await call(
      'POST',
      '/account/second-factors/recovery-codes',
      { password: DEMO_PASSWORD },
      token,
    );
    expect(fresh.statusCode).toBe(200);
    const codes = (fresh.json() as { recovery_codes: string[] }).recovery_codes;
    expect(codes).toHaveLength(10);
    expect(codes).not.toContain(old[0]);
    const { factors } = (await call('GET', '/account/second-factors', undefined, token)).json() as {
      factors: { id: string }[];
      required: boolean;
    };
    const removed = await call(
      'DELETE',
      `/account/second-factors/${factors[0]?.id}`,
      { password: DEMO_PASSWORD },
      token,
    );
    expect(removed.statusCode).toBe(204);
    const after = await call('GET', '/account/second-factors', undefined, token);
    expect(after.json()).toEqual({ required: false, factors: [], recovery_codes_left: 0 });
    const subject = await userId('guardian@stmarys.test');
    const rows = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subject, subject));
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining([
        'auth.second_factor.enrolled',
        'auth.second_factor.recovery_codes_regenerated',
        'auth.second_factor.removed',
      ]),
    );
  });

  it("the super admin resets an admin's factors (audited, e-mailed); an admin cannot", async () => {
    const target = await userId('admin@infantil.test');
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, target));
    const admin = await tokenOf('admin@stmarys.test');
    const refused = await call('POST', `/users/${target}/second-factors/reset`, {}, admin);
    expect(refused.statusCode).toBe(403);
    const superAdmin = await tokenOf('super@lantern.test');
    const reset = await call('POST', `/users/${target}/second-factors/reset`, {}, superAdmin);
    expect(reset.statusCode).toBe(204);
    const signIn = await call('POST', '/auth/signin', {
      email: 'admin@infantil.test',
      password: DEMO_PASSWORD,
    });
    expect(signIn.json()).toMatchObject({ second_factor: { enrol: true, methods: [] } });
    const [row] = await t.database.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.second_factor.reset'), eq(auditLog.subject, target)));
    expect(row?.actorId).toBe(await userId('super@lantern.test'));
    const [mail] = await mailsTo(t.database.db, 'admin@infantil.test');
    expect(mail?.text).toContain('equipo de Lantern');
  });
  it("the super admin resets a guardian's factors only with the identity check they made, which the audit keeps", async () => {
    const email = 'guardian@infantil.test';
    const token = await tokenOf(email);
    const start = await call('POST', '/auth/second-factor/enrol/totp/start', {}, token);
    const { secret } = start.json() as { secret: string };
    const enrolled = await call(
      'POST',
      '/auth/second-factor/enrol/totp',
      { secret, code: t.totpCode(secret), password: DEMO_PASSWORD },
      token,
    );
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const target = await userId(email);
    const superAdmin = await tokenOf('super@lantern.test');
    const unchecked = await call('POST', `/users/${target}/second-factors/reset`, {}, superAdmin);
    expect(unchecked.statusCode).toBe(400);
    expect(unchecked.json()).toMatchObject({ fields: [{ path: 'identity_check' }] });
    const check = 'Called back on the number the hospital holds; date of birth of the child confirmed';
    const reset = await call(
      'POST',
      `/users/${target}/second-factors/reset`,
      { identity_check: check },
      superAdmin,
    );
    expect(reset.statusCode, reset.body).toBe(204);
    // The password alone signs the guardian in again.
    const signIn = await call('POST', '/auth/signin', { email, password: DEMO_PASSWORD });
    expect(signIn.json()).toHaveProperty('access_token');
    const [row] = await t.database.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.second_factor.reset'), eq(auditLog.subject, target)));
    expect(row?.detail).toMatchObject({ identity_check: check });
  });
});
