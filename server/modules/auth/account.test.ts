import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../users/schema.ts';
import { DEMO_PASSWORD, DEMO_PENDING_EMAIL } from '../../seed.ts';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness.ts';
import { latestToken, mailsTo } from '../../test/mail.ts';

const NEW_PASSWORD = 'Brand-new-Pass-9?';

describe.each(databaseTargets)('account life cycle on $name', (target) => {
  let t: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    t = await createTestApp(target, { now: () => clock, publicUrl: 'https://portal.example' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const signIn = (email: string, password: string) => post('/api/auth/signin', { email, password });
  const userRow = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
  /** Signs up and waits for the work done after the answer (the account, its e-mail). */
  const signUp = async (email: string, extra: object = {}) => {
    const res = await post('/api/auth/email-signup', {
      url_code: 'stmarys',
      email,
      first_name: 'Nia',
      surname: 'Bello',
      ...extra,
    });
    await t.settled();
    return res;
  };

  describe('email-signup', () => {
    it('registers a guardian pending activation and e-mails an activation link', async () => {
      const res = await signUp('nia@example.com', { password: NEW_PASSWORD, language: 'en' });
      expect(res.statusCode).toBe(201);
      expect(res.json().user).toMatchObject({
        email: 'nia@example.com',
        type: 2,
        status: 3,
        first_name: 'Nia',
        child: null,
      });
      const [mail] = await mailsTo(t.database.db, 'nia@example.com');
      expect(mail?.subject).toBe('Activate your Lantern account');
      expect(mail?.link).toMatch(/^https:\/\/portal\.example\/auth\/activate\?token=[\w-]{40,}$/);
      expect(mail?.text).toContain(mail?.link);
      expect(mail?.text).toContain("St Mary's Children's Hospital (demo)");
    });

    it('refuses to sign in before activation with 403 naming the reason', async () => {
      const res = await signIn('nia@example.com', NEW_PASSWORD);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'Forbidden',
        message: expect.stringContaining('not activated'),
      });
    });

    it('answers an address already in use as a new one (no 409), 404 for an unknown url_code', async () => {
      const taken = await signUp('Admin@StMarys.test');
      expect(taken.statusCode).toBe(201);
      expect(taken.json().user).toMatchObject({ email: 'Admin@StMarys.test', status: 3 });
      expect((await userRow('admin@stmarys.test'))?.status).toBe(4);
      const unknown = await post('/api/auth/email-signup', {
        url_code: 'nowhere',
        email: 'x@example.com',
        first_name: 'X',
        surname: 'Y',
      });
      expect(unknown.json()).toMatchObject({
        status: 404,
        code: 'ResourceNotFound',
        message: 'Organisation not found',
      });
    });

    it('applies the password policy, naming the field and rule, and creates nothing', async () => {
      const res = await signUp('weak@example.com', { password: 'alllowercase1!' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual([{ path: 'password', message: 'password.rules.uppercase' }]);
      expect(await userRow('weak@example.com')).toBeUndefined();
    });
  });

  describe('activate', () => {
    it('activates with the e-mailed token and signs in; the link then stops working', async () => {
      const token = await latestToken(t.database.db, 'nia@example.com');
      const res = await post('/api/auth/activate', { token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        user: { email: 'nia@example.com', status: 4 },
        organisation: { url_code: 'stmarys' },
      });
      expect(res.json().access_token).toBeTruthy();
      expect((await signIn('nia@example.com', NEW_PASSWORD)).statusCode).toBe(200);
      const again = await post('/api/auth/activate', { token });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'ValidationError', fields: [{ path: 'token' }] });
    });

    it('requires a password when the sign-up set none, and checks its policy', async () => {
      await signUp('omar@example.com');
      const token = await latestToken(t.database.db, 'omar@example.com');
      const none = await post('/api/auth/activate', { token });
      expect(none.json()).toMatchObject({
        status: 400,
        fields: [{ path: 'password', message: 'Choose a password to activate your account' }],
      });
      const weak = await post('/api/auth/activate', { token, password: 'Short1!' });
      expect(weak.json()).toMatchObject({
        status: 400,
        fields: [{ path: 'password', message: 'password.rules.length' }],
      });
      expect((await userRow('omar@example.com'))?.status).toBe(3);
      expect((await post('/api/auth/activate', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
      expect((await signIn('omar@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses an expired link and an unknown token', async () => {
      await signUp('late@example.com', { password: NEW_PASSWORD });
      const token = await latestToken(t.database.db, 'late@example.com');
      clock += 7 * 24 * 60 * 60 * 1000 + 1000;
      try {
        const expired = await post('/api/auth/activate', { token });
        expect(expired.json()).toMatchObject({
          status: 400,
          message: 'This activation link has expired. Ask for a new one.',
        });
      } finally {
        clock = Date.now();
      }
      expect((await userRow('late@example.com'))?.status).toBe(3);
      expect((await post('/api/auth/activate', { token: 'made-up' })).json()).toMatchObject({
        status: 400,
        fields: [{ path: 'token' }],
      });
    });
  });

  describe('resend-activation-email', () => {
    it('sends a new link that works while the older one stops; same answer for unknown addresses', async () => {
      await post('/api/auth/resend-activation-email', { email: DEMO_PENDING_EMAIL });
      await t.settled();
      const old = await latestToken(t.database.db, DEMO_PENDING_EMAIL);
      const res = await post('/api/auth/resend-activation-email', { email: DEMO_PENDING_EMAIL });
      const unknown = await post('/api/auth/resend-activation-email', { email: 'nobody@example.com' });
      await t.settled();
      expect(res.statusCode).toBe(200);
      expect(unknown.json()).toEqual(res.json());
      expect(await mailsTo(t.database.db, 'nobody@example.com')).toHaveLength(0);
      const fresh = await latestToken(t.database.db, DEMO_PENDING_EMAIL);
      expect(fresh).not.toBe(old);
      expect((await post('/api/auth/activate', { token: old })).statusCode).toBe(400);
      expect((await post('/api/auth/activate', { token: fresh })).statusCode).toBe(200);
    });
  });

  describe('forgot-password and reset-password', () => {
    it('answers the same for known and unknown addresses and e-mails only the known one', async () => {
      const known = await post('/api/auth/forgot-password', { email: 'guardian@stmarys.test' });
      const unknown = await post('/api/auth/forgot-password', { email: 'ghost@stmarys.test' });
      await t.settled();
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      const [mail] = await mailsTo(t.database.db, 'guardian@stmarys.test');
      expect(mail?.link).toMatch(/^https:\/\/portal\.example\/auth\/reset-password\?token=/);
      expect(await mailsTo(t.database.db, 'ghost@stmarys.test')).toHaveLength(0);
    });

    it('sets the new password: the old one fails, every session ends, the link is single-use', async () => {
      const session = await t.signIn('guardian@stmarys.test');
      const token = await latestToken(t.database.db, 'guardian@stmarys.test');
      const weak = await post('/api/auth/reset-password', { token, password: 'nodigits-Here!' });
      expect(weak.json()).toMatchObject({
        status: 400,
        fields: [{ path: 'password', message: 'password.rules.digit' }],
      });

      const res = await post('/api/auth/reset-password', { token, password: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect((await signIn('guardian@stmarys.test', DEMO_PASSWORD)).json()).toMatchObject({
        status: 401,
        code: 'IncorrectPassword',
      });
      expect((await signIn('guardian@stmarys.test', NEW_PASSWORD)).statusCode).toBe(200);
      const refreshed = await post('/api/auth/refresh', { refresh_token: session.refresh_token });
      expect(refreshed.statusCode).toBe(401);
      expect(
        (await post('/api/auth/reset-password', { token, password: 'Another-Pass-1!' })).statusCode,
      ).toBe(400);
    });

    it('refuses an expired reset link and leaves the password as it was', async () => {
      await post('/api/auth/forgot-password', { email: 'admin@infantil.test' });
      await t.settled();
      const token = await latestToken(t.database.db, 'admin@infantil.test');
      clock += 60 * 60 * 1000 + 1000;
      try {
        const res = await post('/api/auth/reset-password', { token, password: NEW_PASSWORD });
        expect(res.json()).toMatchObject({
          status: 400,
          message: 'This password reset link has expired. Ask for a new one.',
        });
      } finally {
        clock = Date.now();
      }
      expect((await signIn('admin@infantil.test', DEMO_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('set-password (signed in)', () => {
    it('needs a session', async () => {
      const res = await post('/api/auth/set-password', {
        current_password: DEMO_PASSWORD,
        password: NEW_PASSWORD,
      });
      expect(res.json()).toEqual({
        status: 401,
        code: 'Unauthorized',
        message: 'Authentication token is missing',
      });
    });

    it('refuses a wrong or missing current password and a weak new one', async () => {
      const { access_token } = await t.signIn('admin@stmarys.test');
      const wrong = await post(
        '/api/auth/set-password',
        { current_password: 'Nope-nope-1!', password: NEW_PASSWORD },
        access_token,
      );
      expect(wrong.json()).toMatchObject({
        status: 400,
        code: 'IncorrectPassword',
        fields: [{ path: 'current_password' }],
      });
      const missing = await post('/api/auth/set-password', { password: NEW_PASSWORD }, access_token);
      expect(missing.json()).toMatchObject({ status: 400, fields: [{ path: 'current_password' }] });
      const weak = await post(
        '/api/auth/set-password',
        { current_password: DEMO_PASSWORD, password: 'NOLOWER1!' },
        access_token,
      );
      expect(weak.json()).toMatchObject({
        status: 400,
        fields: [{ path: 'password', message: 'password.rules.lowercase' }],
      });
      expect((await signIn('admin@stmarys.test', DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('changes the password, answers fresh tokens and ends the other sessions', async () => {
      const other = await t.signIn('admin@stmarys.test');
      const { access_token } = await t.signIn('admin@stmarys.test');
      const res = await post(
        '/api/auth/set-password',
        { current_password: DEMO_PASSWORD, password: NEW_PASSWORD },
        access_token,
      );
      expect(res.statusCode).toBe(200);
      const tokens = res.json();
      expect(Object.keys(tokens).sort()).toEqual(['access_token', 'exp', 'refresh_token']);
      expect((await post('/api/auth/refresh', { refresh_token: other.refresh_token })).statusCode).toBe(401);
      expect((await post('/api/auth/refresh', { refresh_token: tokens.refresh_token })).statusCode).toBe(200);
      expect((await signIn('admin@stmarys.test', DEMO_PASSWORD)).statusCode).toBe(401);
      expect((await signIn('admin@stmarys.test', NEW_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('register-device-email', () => {
    it("e-mails a guardian the app link with their child's code; same answer otherwise", async () => {
      const res = await post('/api/auth/register-device-email', { email: 'guardian@infantil.test' });
      const admin = await post('/api/auth/register-device-email', { email: 'admin@infantil.test' });
      await t.settled();
      expect(res.statusCode).toBe(200);
      expect(admin.json()).toEqual(res.json());
      const [mail] = await mailsTo(t.database.db, 'guardian@infantil.test');
      expect(mail?.link).toBe('https://portal.example/deeplink?app_code=HN4RWE');
      // In the recipient's language: Hospital Infantil's guardian reads Spanish.
      expect(mail?.subject).toBe('Configura la aplicación Lantern en tu dispositivo');
    });
  });
});
