import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness.ts';
import { mailsTo } from '../../test/mail.ts';

/**
 * An anonymous sign-up names any address, so whatever the
 * caller typed must not reach that address. E-mails to an address nobody has confirmed carry no
 * text of the caller's: no names (the greeting is a plain "Hello,").
 */
describe.each(databaseTargets)('e-mails to unconfirmed addresses on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, payload });
    await t.settled();
    return res;
  };
  const PAYLOAD = 'Claim your prize at evil.example';
  const mailText = async (to: string) =>
    (await mailsTo(t.database.db, to)).map((m) => `${m.subject}\n${m.text}\n${m.html}`).join('\n');

  it('the activation e-mail of a sign-up holds none of the names the caller typed', async () => {
    const res = await post('/api/auth/email-signup', {
      url_code: 'stmarys',
      email: 'victim@example.com',
      first_name: PAYLOAD,
      surname: 'Call +1 555 0100',
    });
    expect(res.statusCode).toBe(201);
    const text = await mailText('victim@example.com');
    expect(text).toContain('Activate your Lantern account');
    expect(text).toContain('Hello,');
    expect(text).not.toContain('evil.example');
    expect(text).not.toContain('555 0100');
  });

  it('nor does a resent activation link or a password reset link to that unconfirmed account', async () => {
    await post('/api/auth/resend-activation-email', { email: 'victim@example.com' });
    await post('/api/auth/forgot-password', { email: 'victim@example.com' });
    const mails = await mailsTo(t.database.db, 'victim@example.com');
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Activate your Lantern account',
      'Activate your Lantern account',
      'Reset your Lantern password',
    ]);
    expect(await mailText('victim@example.com')).not.toContain('evil.example');
  });

  it('the notice to the owner of a taken address holds none of it either', async () => {
    await post('/api/auth/email-signup', {
      url_code: 'infantil',
      email: 'guardian@stmarys.test',
      first_name: PAYLOAD,
      surname: 'Bello',
    });
    const text = await mailText('guardian@stmarys.test');
    expect(text).toContain('Someone tried to register');
    expect(text).not.toContain('evil.example');
    expect(text).not.toContain('Hospital Infantil');
  });

  it('a confirmed account is still greeted by its own name', async () => {
    await post('/api/auth/forgot-password', { email: 'admin@stmarys.test' });
    const [mail] = await mailsTo(t.database.db, 'admin@stmarys.test');
    expect(mail?.text).toMatch(/^Hello Amira,/);
  });
});
