import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness.ts';
import { DEMO_PASSWORD } from '../../seed.ts';
import { auditLog } from '../../audit/schema.ts';
import { latestToken, mailsTo } from '../../test/mail.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';
import { secondFactors, secondFactorTickets } from './schema.ts';

interface Step {
  second_factor: { ticket: string; methods: string[]; enrol: boolean; expires_at: number };
}

describe.each(databaseTargets)('second factor at sign-in on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const passwordStep = async (email: string): Promise<Step['second_factor']> => {
    const res = await post('/auth/signin', { email, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Step;
    expect(body).not.toHaveProperty('access_token');
    return body.second_factor;
  };
  const userId = async (email: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';
  const actions = async (email: string) =>
    (
      await t.database.db
        .select({ action: auditLog.action, detail: auditLog.detail })
        .from(auditLog)
        .where(eq(auditLog.subject, await userId(email)))
    ).map((r) => r.action);

  it('an admin gives a right password, then a code of the authenticator app, and is signed in', async () => {
    const step = await passwordStep('admin@stmarys.test');
    expect(step).toMatchObject({ methods: ['totp'], enrol: false });
    expect(step.expires_at).toBeGreaterThan(Date.now() + 9 * 60_000);
    const res = await post('/auth/second-factor/totp', { ticket: step.ticket, code: t.totpCode() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { email: 'admin@stmarys.test' } });
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${res.json().access_token}` },
    });
    expect(me.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'auth.signin'), eq(auditLog.subject, await userId('admin@stmarys.test'))),
      );
    expect(row?.detail).toMatchObject({ method: 'password', second_factor: 'totp' });
  });

  it('the ticket is no session: a data call with it answers 401, and its hash only is stored', async () => {
    const { ticket } = await passwordStep('admin@stmarys.test');
    const res = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${ticket}` } });
    expect(res.statusCode).toBe(401);
    const stored = await t.database.db.select().from(secondFactorTickets);
    expect(JSON.stringify(stored)).not.toContain(ticket);
  });

  it('a wrong code answers 401 second_factor_invalid, is audited, and five lock the account like passwords', async () => {
    const step = await passwordStep('admin@infantil.test');
    for (let i = 0; i < 5; i += 1) {
      const wrong = await post('/auth/second-factor/totp', { ticket: step.ticket, code: '000000' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ code: 'second_factor_invalid' });
    }
    expect(await actions('admin@infantil.test')).toContain('auth.second_factor.failed');
    const locked = await post('/auth/second-factor/totp', { ticket: step.ticket, code: t.totpCode() });
    expect(locked.statusCode).toBe(429);
    expect(
      (await post('/auth/signin', { email: 'admin@infantil.test', password: DEMO_PASSWORD })).statusCode,
    ).toBe(429);
    await t.database.db.execute(sql`delete from sign_in_failures`);
  });

  it('a code works once: the same code on a second sign-in is refused', async () => {
    const code = t.totpCode();
    const first = await passwordStep('super@lantern.test');
    expect((await post('/auth/second-factor/totp', { ticket: first.ticket, code })).statusCode).toBe(200);
    const again = await passwordStep('super@lantern.test');
    const replay = await post('/auth/second-factor/totp', { ticket: again.ticket, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'second_factor_invalid' });
  });

  it('a used ticket and an expired one answer 401 ticket_invalid', async () => {
    const step = await passwordStep('admin@stmarys.test');
    expect(
      (await post('/auth/second-factor/totp', { ticket: step.ticket, code: t.totpCode() })).statusCode,
    ).toBe(200);
    const used = await post('/auth/second-factor/totp', { ticket: step.ticket, code: t.totpCode() });
    expect(used.json()).toMatchObject({ status: 401, code: 'ticket_invalid' });
    const late = await passwordStep('admin@stmarys.test');
    await t.database.db.update(secondFactorTickets).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await post('/auth/second-factor/totp', { ticket: late.ticket, code: t.totpCode() });
    expect(expired.json()).toMatchObject({ status: 401, code: 'ticket_invalid' });
  });

  it('a ticket works only from the client it was given to', async () => {
    const step = await passwordStep('admin@stmarys.test');
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/second-factor/totp',
      payload: { ticket: step.ticket, code: t.totpCode() },
      remoteAddress: '203.0.113.9',
    });
    expect(elsewhere.json()).toMatchObject({ code: 'ticket_invalid' });
  });

  it('organisation setting off: its admin without a factor signs in with the password; on: must enrol', async () => {
    const admin = await userId('admin@infantil.test');
    await t.database.db.delete(secondFactors).where(eq(secondFactors.userId, admin));
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, admin));
    await t.database.db
      .update(organisations)
      .set({ requireAdminSecondFactor: false })
      .where(eq(organisations.urlCode, 'infantil'));
    const plain = await post('/auth/signin', { email: 'admin@infantil.test', password: DEMO_PASSWORD });
    expect(plain.json()).toHaveProperty('access_token');
    await t.database.db
      .update(organisations)
      .set({ requireAdminSecondFactor: true })
      .where(eq(organisations.urlCode, 'infantil'));
    const step = await passwordStep('admin@infantil.test');
    expect(step).toMatchObject({ enrol: true, methods: [] });
    // An enrolment ticket completes nothing but an enrolment.
    const code = await post('/auth/second-factor/totp', { ticket: step.ticket, code: t.totpCode() });
    expect(code.json()).toMatchObject({ code: 'ticket_invalid' });

    const start = await post('/auth/second-factor/enrol/totp/start', { ticket: step.ticket });
    expect(start.statusCode).toBe(200);
    const { secret, otpauth_uri } = start.json() as { secret: string; otpauth_uri: string };
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/Lantern:admin%40infantil\.test\?/);
    const enrolled = await post('/auth/second-factor/enrol/totp', {
      ticket: step.ticket,
      secret,
      code: t.totpCode(secret),
      label: 'My phone',
    });
    expect(enrolled.statusCode).toBe(200);
    const body = enrolled.json() as { recovery_codes: string[]; session: { access_token: string } };
    expect(body.recovery_codes).toHaveLength(10);
    expect(body.session.access_token).toBeTruthy();
    const [stored] = await t.database.db.select().from(secondFactors).where(eq(secondFactors.userId, admin));
    expect(stored?.secretEnc).toBeTruthy();
    expect(stored?.secretEnc).not.toContain(secret);
    expect(await actions('admin@infantil.test')).toContain('auth.second_factor.enrolled');
    const [mail] = await mailsTo(t.database.db, 'admin@infantil.test');
    // In the person's language.
    expect(mail?.text).toContain('aplicación de autenticación');

    // A recovery code signs in once, in any case and without dashes; it is not accepted again.
    const recovery = body.recovery_codes[0] ?? '';
    const next = await passwordStep('admin@infantil.test');
    expect(next.methods).toEqual(['totp', 'recovery']);
    const used = await post('/auth/second-factor/recovery', {
      ticket: next.ticket,
      code: recovery.toUpperCase().replaceAll('-', ''),
    });
    expect(used.statusCode).toBe(200);
    expect(await actions('admin@infantil.test')).toContain('auth.second_factor.recovery_code_used');
    const again = await passwordStep('admin@infantil.test');
    const reused = await post('/auth/second-factor/recovery', { ticket: again.ticket, code: recovery });
    expect(reused.json()).toMatchObject({ code: 'second_factor_invalid' });
  });

  it('an invited admin activates their account without a session: they sign in and enrol first', async () => {
    const superSession = await t.signIn('super@lantern.test');
    const [stmarys] = await t.database.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.urlCode, 'stmarys'));
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/users/admins',
      payload: { email: 'new.admin@example.test', first_name: 'Ada', surname: 'Lovelace' },
      headers: {
        authorization: `Bearer ${superSession.access_token}`,
        'x-organisation-id': stmarys?.id ?? '',
      },
    });
    expect(invited.statusCode).toBe(201);
    await t.settled();
    const token = await latestToken(t.database.db, 'new.admin@example.test');
    const activated = await post('/auth/activate', { token, password: 'A-fresh-passphrase-9' });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({
      message: 'Your account is active. Sign in to set up your second step.',
    });
    expect(activated.headers['set-cookie']).toBeUndefined();
    const signIn = await post('/auth/signin', {
      email: 'new.admin@example.test',
      password: 'A-fresh-passphrase-9',
    });
    expect(signIn.json()).toMatchObject({ second_factor: { enrol: true, methods: [] } });
  });

  it('the super admin always needs one: without a factor, the sign-in asks to enrol', async () => {
    await t.database.db
      .delete(secondFactors)
      .where(eq(secondFactors.userId, await userId('super@lantern.test')));
    expect(await passwordStep('super@lantern.test')).toMatchObject({ enrol: true, methods: [] });
  });

  it('a guardian signs in with a password until they turn a second factor on', async () => {
    const signedIn = await post('/auth/signin', { email: 'guardian@stmarys.test', password: DEMO_PASSWORD });
    const token = (signedIn.json() as { access_token: string }).access_token;
    expect(token).toBeTruthy();
    const start = await post('/auth/second-factor/enrol/totp/start', {}, token);
    const { secret } = start.json() as { secret: string };
    // A session alone adds no factor: the password again, as removal asks.
    const noPassword = await post(
      '/auth/second-factor/enrol/totp',
      { secret, code: t.totpCode(secret) },
      token,
    );
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({ code: 'ValidationError', fields: [{ path: 'password' }] });
    const wrong = await post(
      '/auth/second-factor/enrol/totp',
      { secret, code: t.totpCode(secret), password: 'Not-the-password-9!' },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'IncorrectPassword', fields: [{ path: 'password' }] });
    // Nothing was added: the password alone still signs the guardian in.
    expect(
      (await post('/auth/signin', { email: 'guardian@stmarys.test', password: DEMO_PASSWORD })).json(),
    ).toHaveProperty('access_token');
    const enrolled = await post(
      '/auth/second-factor/enrol/totp',
      { secret, code: t.totpCode(secret), password: DEMO_PASSWORD },
      token,
    );
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json()).toMatchObject({ recovery_codes: expect.any(Array) });
    expect(enrolled.json()).not.toHaveProperty('session');
    expect(await passwordStep('guardian@stmarys.test')).toMatchObject({
      methods: ['totp', 'recovery'],
      enrol: false,
    });
    // Without a ticket or a session, enrolling answers 401.
    expect((await post('/auth/second-factor/enrol/totp/start', {})).statusCode).toBe(401);
  });
});
