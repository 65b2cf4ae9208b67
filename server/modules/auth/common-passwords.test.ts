import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../users/schema.ts';
import { DEMO_PASSWORD, DEMO_PENDING_EMAIL } from '../../seed.ts';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from '../../auth/common-passwords.ts';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness.ts';
import { latestToken } from '../../test/mail.ts';

/** Common passwords are the first an attacker tries, so they are refused wherever a password is set. */
describe('the common-password list', () => {
  it('holds at least 10,000 passwords', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10_000);
  });

  it.each(['Password1!', 'Welcome1!', 'Qwerty123!', 'PASSWORD', '!!Sunshine2026', 'Iloveyou-1'])(
    'refuses %s (case-insensitive, digits and symbols around a common password removed)',
    (password) => expect(isCommonPassword(password)).toBe(true),
  );

  it.each([DEMO_PASSWORD, 'Brand-new-Pass-9?', 'Tz8#pq-Lw4'])('accepts %s', (password) =>
    expect(isCommonPassword(password)).toBe(false),
  );
});

describe.each(databaseTargets)('common passwords refused by every call that sets one on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const post = async (url: string, payload: object, token?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    await t.settled();
    return res;
  };
  const refusal = {
    status: 400,
    code: 'ValidationError',
    message: expect.stringMatching(/^Invalid body: password: is one of the most common passwords/),
    fields: [{ path: 'password', message: 'password.rules.common' }],
  };
  const userRow = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

  it.each(['Password1!', 'Welcome1!', 'Qwerty123!'])(
    'sign-up refuses %s and creates nothing',
    async (password) => {
      const email = `common-${password.length}-${password[0]}@example.com`;
      const res = await post('/api/auth/email-signup', {
        url_code: 'stmarys',
        email,
        first_name: 'Nia',
        surname: 'Bello',
        password,
      });
      expect(res.json()).toEqual(refusal);
      expect(await userRow(email)).toBeUndefined();
    },
  );

  it('sign-up accepts the demo password', async () => {
    const res = await post('/api/auth/email-signup', {
      url_code: 'stmarys',
      email: 'uncommon@example.com',
      first_name: 'Nia',
      surname: 'Bello',
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(201);
  });

  it('activation refuses a common password and leaves the account pending', async () => {
    await post('/api/auth/resend-activation-email', { email: DEMO_PENDING_EMAIL });
    const token = await latestToken(t.database.db, DEMO_PENDING_EMAIL);
    expect((await post('/api/auth/activate', { token, password: 'Welcome1!' })).json()).toEqual(refusal);
    expect((await userRow(DEMO_PENDING_EMAIL))?.status).toBe(3);
  });

  it('reset-password refuses a common password and keeps the old one', async () => {
    await post('/api/auth/forgot-password', { email: 'guardian@infantil.test' });
    const token = await latestToken(t.database.db, 'guardian@infantil.test');
    expect((await post('/api/auth/reset-password', { token, password: 'Qwerty123!' })).json()).toEqual(
      refusal,
    );
    expect((await t.signIn('guardian@infantil.test')).access_token).toBeTruthy();
  });

  it('set-password refuses a common password and keeps the old one', async () => {
    const { access_token } = await t.signIn('admin@infantil.test');
    const res = await post(
      '/api/auth/set-password',
      { current_password: DEMO_PASSWORD, password: 'Password1!' },
      access_token,
    );
    expect(res.json()).toEqual(refusal);
    expect((await t.signIn('admin@infantil.test')).access_token).toBeTruthy();
  });
});

describe.each(databaseTargets)(
  "set-password's current-password check is throttled like sign-in on $name",
  (target) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target);
    });
    afterAll(() => t.close());

    const setPassword = (token: string, current: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/set-password',
        payload: { current_password: current, password: 'Brand-new-Pass-9?' },
        headers: { authorization: `Bearer ${token}` },
      });

    it('locks after five wrong current passwords, even for the right one, and sign-in from that address too', async () => {
      const { access_token } = await t.signIn('admin@stmarys.test');
      for (let i = 0; i < 5; i += 1) {
        expect((await setPassword(access_token, `Wrong-guess-${i}!`)).json()).toMatchObject({
          code: 'IncorrectPassword',
        });
      }
      const locked = await setPassword(access_token, DEMO_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ status: 429, code: 'TooManyRequests' });
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: 'admin@stmarys.test', password: DEMO_PASSWORD },
      });
      expect(signIn.statusCode).toBe(429);
      // The password did not change.
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/signin',
            payload: { email: 'admin@stmarys.test', password: DEMO_PASSWORD },
            remoteAddress: '198.51.100.20',
          })
        ).statusCode,
      ).toBe(200);
    });
  },
);
