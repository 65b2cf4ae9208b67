import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from './schema.ts';
import { organisations } from '../modules/organisations/schema.ts';
import { users } from '../modules/users/schema.ts';
import { DEMO_PASSWORD } from '../seed.ts';
import { createTestApp, databaseTargets, type TestApp } from '../test/harness.ts';
import { latestToken } from '../test/mail.ts';
import { DEMO_TERMS } from '../modules/terms/demo.ts';
import { sha256Hex } from '../modules/terms/service.ts';

describe.each(databaseTargets)('audit log on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('records who did what, in which organisation, when, for every write of an account', async () => {
    const started = Date.now() - 1000;
    const post = (url: string, payload: object, token?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const signUp = await post('/api/auth/email-signup', {
      url_code: 'infantil',
      email: 'audit@example.com',
      first_name: 'Ana',
      surname: 'Gil',
    });
    const userId: string = signUp.json().user.id;
    await t.settled();
    const activated = await post('/api/auth/activate', {
      token: await latestToken(t.database.db, 'audit@example.com'),
      password: 'Audit-pass-1!',
    });
    const token: string = activated.json().access_token;
    await post('/api/auth/signin', { email: 'audit@example.com', password: 'Wrong-pass-1!' });
    await post('/api/auth/signin', { email: 'audit@example.com', password: 'Audit-pass-1!' });
    const auth = { authorization: `Bearer ${token}` };
    await t.app.inject({ method: 'PUT', url: '/api/user', payload: { surname: 'Gil Ruiz' }, headers: auth });
    // A new guardian accepts the organisation's current terms before anything else (the terms gate).
    const accepted = await post(
      '/api/document-signing',
      { version: 'terms1.0', language: 'en', text_sha256: sha256Hex(DEMO_TERMS.en) },
      token,
    );
    expect(accepted.statusCode).toBe(201);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/child',
      payload: { app_code: 'AAAAAA', date_of_birth: '2015-01-01' },
      headers: auth,
    });
    await post(
      '/api/auth/set-password',
      { current_password: 'Audit-pass-1!', password: 'Audit-pass-2!' },
      token,
    );
    await post('/api/auth/forgot-password', { email: 'audit@example.com' });
    await t.settled();
    await post('/api/auth/reset-password', {
      token: await latestToken(t.database.db, 'audit@example.com'),
      password: 'Audit-pass-3!',
    });

    const [infantil] = await t.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.urlCode, 'infantil'));
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, userId))
      .orderBy(auditLog.at);
    expect(rows.map((r) => r.action)).toEqual([
      'auth.signup',
      'auth.activate',
      'auth.signin.failed',
      'auth.signin',
      'user.profile.update',
      'family.link.failed',
      'auth.password.set',
      'auth.password.reset-requested',
      'auth.password.reset',
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ actorId: userId, organisationId: infantil?.id });
      expect(row.at.getTime()).toBeGreaterThan(started);
    }
    expect(rows.find((r) => r.action === 'user.profile.update')?.detail).toEqual({ fields: ['surname'] });
    expect(JSON.stringify(rows)).not.toMatch(/Audit-pass|argon2/);
  });

  it('records a failed sign-in of an unknown address by the address, with no actor', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'Ghost@Example.com', password: DEMO_PASSWORD },
    });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, 'ghost@example.com'));
    expect(row).toMatchObject({ action: 'auth.signin.failed', actorId: null, organisationId: null });
  });

  it('records nothing for a refused write', async () => {
    const before = (await t.database.db.select().from(auditLog)).length;
    const { access_token } = await t.signIn('admin@stmarys.test');
    const afterSignIn = (await t.database.db.select().from(auditLog)).length;
    await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      payload: { email: 'x@example.com' },
      headers: { authorization: `Bearer ${access_token}` },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/child',
      payload: { app_code: 'AAAAAA', date_of_birth: '2015-01-01' },
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(afterSignIn).toBe(before + 1);
    expect((await t.database.db.select().from(auditLog)).length).toBe(afterSignIn);
    expect(
      (await t.database.db.select().from(users).where(eq(users.email, 'admin@stmarys.test')))[0]?.appCode,
    ).toBeNull();
  });
});
