import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { contrastRatio } from '../../src/api/contracts/contrast.ts';
import { organisations } from '../modules/organisations/schema.ts';
import { users } from '../modules/users/schema.ts';
import { createTestApp, databaseTargets, type TestApp } from '../test/harness.ts';
import { mailsTo } from '../test/mail.ts';

describe.each(databaseTargets)('e-mails in the organisation’s colours on $name', (target) => {
  let t: TestApp;
  let stMarys: string;
  beforeAll(async () => {
    t = await createTestApp(target, { publicUrl: 'https://portal.example' });
    const all = await t.database.db.select().from(organisations);
    stMarys = all.find((o) => o.urlCode === 'stmarys')?.id ?? '';
    await t.database.db
      .update(organisations)
      .set({
        // A pale yellow (white text on it fails AA) and an uploaded logo; a name with markup in it.
        brandColor: '#ffeb3b',
        logoUrl: `/api/organisations/${stMarys}/assets/logo?v=0123456789abcdef`,
        name: 'St Mary’s <script>alert(1)</script>',
      })
      .where(eq(organisations.id, stMarys));
  });
  afterAll(() => t.close());

  const resetMailTo = async (email: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(res.statusCode).toBe(200);
    await t.settled();
    const [mail] = await mailsTo(t.database.db, email);
    if (!mail) throw new Error(`no e-mail to ${email}`);
    return { mail, doc: new JSDOM(mail.html).window.document };
  };

  it('shows the organisation’s logo at its absolute address and its colour, darkened to AA', async () => {
    const { mail, doc } = await resetMailTo('guardian@stmarys.test');
    const logo = doc.querySelector('img');
    expect(logo?.getAttribute('src')).toBe(
      `https://portal.example/api/organisations/${stMarys}/assets/logo?v=0123456789abcdef`,
    );
    expect(logo?.getAttribute('alt')).toBe('St Mary’s <script>alert(1)</script>');
    const button = [...doc.querySelectorAll('a')].find((a) => a.textContent === 'Choose a new password');
    const colour = /background-color:(#[0-9a-f]{6})/.exec(button?.getAttribute('style') ?? '')?.[1] ?? '';
    expect(colour).not.toBe('#ffeb3b');
    expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(mail.html).not.toContain('<script>');
    expect(doc.querySelector('script')).toBeNull();
    expect(mail.text).toContain('https://portal.example/auth/reset-password?token=');
  });

  it('mirrors the whole e-mail for an Arabic reader and names the hospital in the footer', async () => {
    await t.database.db.update(users).set({ language: 'ar' }).where(eq(users.email, 'guardian@stmarys.test'));
    const { mail, doc } = await resetMailTo('guardian@stmarys.test');
    expect(doc.documentElement.getAttribute('lang')).toBe('ar');
    expect(doc.documentElement.getAttribute('dir')).toBe('rtl');
    expect(doc.body.getAttribute('dir')).toBe('rtl');
    expect(mail.text).toContain(
      'وصلتك هذه الرسالة لأن لديك حسابًا لدى St Mary’s <script>alert(1)</script> في لانترن.',
    );
    expect(mail.html).not.toContain('<script>');
  });
});
