import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, startSmtp } from '../test/smtp-stand-in.ts';
import { createTestApp, databaseTargets, type TestApp } from '../test/harness.ts';
import { mailsTo } from '../test/mail.ts';
import { TEST_METRICS_TOKEN } from '../test/test-secret.ts';

describe.each(databaseTargets)('mail on $name', (target) => {
  describe('through SMTP', () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    beforeAll(async () => {
      smtp = await startSmtp();
      t = await createTestApp(target, {
        mail: { smtpUrl: smtp.url, from: 'Lantern <mail@lantern.test>' },
        publicUrl: 'https://portal.example',
        metrics: { token: TEST_METRICS_TOKEN },
      });
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    /** One series of a metrics scrape (`name{labels} value`). */
    const metric = async (series: string) => {
      const scrape = await t.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` },
      });
      const line = scrape.body.split('\n').find((l) => l.startsWith(`${series} `));
      return line === undefined ? undefined : Number(line.slice(series.length + 1));
    };

    it('delivers the reset e-mail to the SMTP server and marks the outbox row sent', async () => {
      expect(await metric('lantern_mail_sent_total')).toBe(0);
      const failedBefore = await metric('lantern_mail_outbox{state="failed"}');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'guardian@stmarys.test' },
      });
      expect(res.statusCode).toBe(200);
      await t.settled();
      // Delivery is a job: the first SMTP connection of a busy machine can take more than poll's default second.
      await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(1);
      const [message] = smtp.received;
      expect(message?.from).toBe('mail@lantern.test');
      expect(message?.to).toEqual(['guardian@stmarys.test']);
      expect(message?.raw).toContain('Subject: Reset your Lantern password');
      // The body is quoted-printable: undo soft line breaks and =XX escapes before looking for the link.
      const body = message?.raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      expect(body).toMatch(/https:\/\/portal\.example\/auth\/reset-password\?token=[\w-]+/);
      await expect
        .poll(async () => (await mailsTo(t.database.db, 'guardian@stmarys.test'))[0]?.sentAt)
        .toBeInstanceOf(Date);
      // The metrics: one e-mail delivered, none left waiting, no new failure.
      expect(await metric('lantern_mail_sent_total')).toBe(1);
      expect(await metric('lantern_mail_outbox{state="queued"}')).toBe(0);
      expect(await metric('lantern_mail_outbox{state="failed"}')).toBe(failedBefore);
    });
  });

  describe('when the mail server refuses for a while', () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    beforeAll(async () => {
      smtp = await startSmtp(3);
      t = await createTestApp(target, {
        mail: { smtpUrl: smtp.url, policy: { retryDelay: 1, retryDelayMax: 1 } },
        jobs: { pollingSeconds: 0.5 },
      });
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    it('keeps trying: refused three times, delivered once at the fourth attempt, every attempt counted', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'admin@stmarys.test' },
      });
      expect(res.statusCode).toBe(200);
      await t.settled();
      const sent = async () => (await mailsTo(t.database.db, 'admin@stmarys.test'))[0];
      await expect.poll(async () => (await sent())?.state, { timeout: 30_000 }).toBe('sent');
      const row = await sent();
      expect(row).toMatchObject({ attempts: 4, error: null });
      expect(row?.sentAt).toBeInstanceOf(Date);
      expect(smtp.received).toHaveLength(1);
      // The message's id is the outbox row's: a copy from an attempt that died unrecorded is recognisable.
      expect(smtp.received[0]?.raw).toContain(`Message-ID: <${row?.id}@lantern.mail>`);
      // Delivered, the row keeps no working reset link: a database backup opens no account.
      expect(row?.link).toBeNull();
      expect(row?.text).toContain('[link removed once sent]');
      expect(`${row?.text}${row?.html}`).not.toContain('reset-password?token=');
    });
  });

  describe('when the mail server cannot be reached', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target, {
        mail: {
          smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
          policy: { retryLimit: 2, retryDelay: 1, retryDelayMax: 1 },
        },
        jobs: { pollingSeconds: 0.5 },
      });
    });
    afterAll(() => t.close());

    it('still answers the call; once every attempt failed the message is failed, with the reason in plain words', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'admin@stmarys.test' },
      });
      expect(res.statusCode).toBe(200);
      await t.settled();
      const row = async () => (await mailsTo(t.database.db, 'admin@stmarys.test'))[0];
      await expect.poll(async () => (await row())?.state, { timeout: 30_000 }).toBe('failed');
      expect(await row()).toMatchObject({
        attempts: 3,
        sentAt: null,
        error: 'The mail server could not be reached.',
      });
    });
  });

  describe('development outbox', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target);
    });
    afterAll(() => t.close());

    // Reset links sit in the outbox: reading it anonymously would be an account takeover.
    it('is refused to an anonymous caller (401) and to anyone but the super admin (403)', async () => {
      const anonymous = await t.app.inject('/api/dev/outbox');
      expect(anonymous.statusCode).toBe(401);
      for (const who of ['admin@stmarys.test', 'guardian@stmarys.test']) {
        const token = (await t.signIn(who)).access_token;
        const res = await t.app.inject({
          url: '/api/dev/outbox',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode, who).toBe(403);
      }
    });

    it('GET /api/dev/outbox lists the e-mails, newest first, optionally for one address', async () => {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'admin@infantil.test' },
      });
      await t.settled();
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/register-device-email',
        payload: { email: 'guardian@stmarys.test' },
      });
      await t.settled();
      const super_ = { authorization: `Bearer ${(await t.signIn('super@lantern.test')).access_token}` };
      const all = (await t.app.inject({ url: '/api/dev/outbox', headers: super_ })).json();
      // Newest first (the demo's older e-mails follow).
      expect(all.mails.slice(0, 2).map((m: { subject: string }) => m.subject)).toEqual([
        'Set up the Lantern app on your device',
        'Reset your Lantern password',
      ]);
      const one = (
        await t.app.inject({ url: '/api/dev/outbox', query: { to: 'Admin@Infantil.test' }, headers: super_ })
      ).json();
      expect(one.mails).toHaveLength(1);
      expect(one.mails[0]).toMatchObject({
        to: 'admin@infantil.test',
        link: expect.stringMatching(/^http:\/\/localhost:3000\/auth\/reset-password\?token=/),
        sent_at: null,
        state: 'queued',
        attempts: 0,
        error: null,
      });
    });
  });

  describe('in production', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target, { production: true });
    });
    afterAll(() => t.close());

    it('has no /api/dev/outbox', async () => {
      const res = await t.app.inject('/api/dev/outbox');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'ResourceNotFound',
        message: 'No such endpoint: GET /api/dev/outbox',
      });
    });
  });
});
