import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sweepRetention } from '../modules/retention/sweep-queries.ts';
import { closedPort, startSmtp } from '../test/smtp-stand-in.ts';
import { createTestApp, databaseTargets, type TestApp } from '../test/harness.ts';
import { mailsTo } from '../test/mail.ts';

const DAY = 86_400_000;

/** Every column of every outbox row (and of the audit log), as text: where a token could hide. */
async function storedText(t: TestApp): Promise<string> {
  const rows = async (table: string) =>
    (
      (await t.database.db.execute(sql.raw(`select t::text as row from ${table} t`))) as unknown as {
        rows: { row: string }[];
      }
    ).rows.map((r) => r.row);
  return [...(await rows('mail_outbox')), ...(await rows('audit_log'))].join('\n');
}

const resetFor = (t: TestApp, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });

describe.each(databaseTargets)('no working link at rest on $name', (target) => {
  describe('once an e-mail is delivered', () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    beforeAll(async () => {
      smtp = await startSmtp();
      t = await createTestApp(target, { mail: { smtpUrl: smtp.url }, publicUrl: 'https://portal.example' });
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    it('the database holds its token nowhere: not in the link, the text, the HTML or any other column', async () => {
      expect((await resetFor(t, 'guardian@stmarys.test')).statusCode).toBe(200);
      await t.settled();
      await expect.poll(() => smtp.received.length).toBe(1);
      const body = (smtp.received[0]?.raw ?? '')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const token = /reset-password\?token=([\w-]+)/.exec(body)?.[1] ?? '';
      expect(token.length).toBeGreaterThan(16);
      await expect
        .poll(async () => (await mailsTo(t.database.db, 'guardian@stmarys.test'))[0]?.state)
        .toBe('sent');
      expect(await storedText(t)).not.toContain(token);
      // The row still says who was written to, about what and when.
      expect((await mailsTo(t.database.db, 'guardian@stmarys.test'))[0]).toMatchObject({
        subject: 'Reset your Lantern password',
        link: null,
      });
    });
  });

  describe('an e-mail that could never be delivered', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target, {
        mail: { smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, policy: { retryLimit: 0 } },
        jobs: { pollingSeconds: 0.5 },
      });
    });
    afterAll(() => t.close());

    it("keeps its link for an admin's retry until its retention is over, then holds it nowhere", async () => {
      expect((await resetFor(t, 'admin@stmarys.test')).statusCode).toBe(200);
      await t.settled();
      const row = async () => (await mailsTo(t.database.db, 'admin@stmarys.test'))[0];
      await expect.poll(async () => (await row())?.state, { timeout: 30_000 }).toBe('failed');
      const token = new URL((await row())?.link ?? 'x:').searchParams.get('token') ?? '';
      expect(token.length).toBeGreaterThan(16);
      expect(await storedText(t)).toContain(token);

      await sweepRetention(t.database.db, new Date(Date.now() + 29 * DAY));
      expect(await storedText(t)).toContain(token);
      await sweepRetention(t.database.db, new Date(Date.now() + 31 * DAY));
      expect(await storedText(t)).not.toContain(token);
      expect(await row()).toMatchObject({ state: 'failed', text: '', html: '', link: null });
      // Nothing is left to send: a retry is refused rather than sending an empty e-mail.
      expect(await t.app.mailer.retry((await row())?.id ?? '')).toBe(false);
    });
  });
});
