import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../modules/users/schema.ts';
import { createTestApp, databaseTargets, type TestApp } from '../test/harness.ts';
import { mailsTo } from '../test/mail.ts';
import { mailLanguageOf } from './templates.ts';

describe('the language of an e-mail', () => {
  it('is a guardian’s preference, then their organisation’s language, then English', () => {
    expect(mailLanguageOf({ type: 2, language: 'ar' }, { language: 'es' })).toBe('ar');
    expect(mailLanguageOf({ type: 2, language: null }, { language: 'es' })).toBe('es');
    expect(mailLanguageOf({ type: 2, language: null }, null)).toBe('en');
  });

  it("is an admin's own choice, else English, never the organisation's", () => {
    expect(mailLanguageOf({ type: 1, language: null }, { language: 'es' })).toBe('en');
    expect(mailLanguageOf({ type: 0, language: 'ar' }, null)).toBe('ar');
  });

  it('is English for patients and staff, who read the portal in English', () => {
    expect(mailLanguageOf({ type: 3, language: 'ar' }, { language: 'es' })).toBe('en');
    expect(mailLanguageOf({ type: 4, language: 'es' }, { language: 'es' })).toBe('en');
  });

  it("follows the family's choice only among the languages their organisation offers", () => {
    expect(mailLanguageOf({ type: 2, language: 'ar' }, { language: 'en' })).toBe('ar');
    expect(
      mailLanguageOf({ type: 2, language: 'ar' }, { language: 'es', familyLanguages: ['en', 'es'] }),
    ).toBe('es');
  });
});

describe.each(databaseTargets)('e-mails in the recipient’s language on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { publicUrl: 'https://portal.example' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  it('sends an Arabic guardian an Arabic activation e-mail, right to left', async () => {
    const res = await post('/api/auth/email-signup', {
      url_code: 'stmarys',
      email: 'layla@example.com',
      first_name: 'Layla',
      surname: 'Haddad',
      language: 'ar',
    });
    expect(res.statusCode).toBe(201);
    await t.settled();
    const [mail] = await mailsTo(t.database.db, 'layla@example.com');
    expect(mail?.subject).toBe('فعّل حسابك في لانترن');
    // She registered herself: the e-mail says so (an invitation says she was invited).
    expect(mail?.text).toContain('لقد سجّلت لدى');
    // An unconfirmed address is greeted without the name a stranger could have typed.
    expect(mail?.text).toContain('مرحبًا،');
    expect(mail?.text).not.toContain('Layla');
    expect(mail?.text).toContain(mail?.link);
    expect(mail?.html).toContain('dir="rtl"');
  });

  it('sends an Arabic guardian an Arabic password-reset e-mail', async () => {
    await t.database.db.update(users).set({ language: 'ar' }).where(eq(users.email, 'guardian@stmarys.test'));
    expect((await post('/api/auth/forgot-password', { email: 'guardian@stmarys.test' })).statusCode).toBe(
      200,
    );
    await t.settled();
    const [mail] = await mailsTo(t.database.db, 'guardian@stmarys.test');
    expect(mail?.subject).toBe('إعادة تعيين كلمة مرور لانترن');
    expect(mail?.text).toContain('اختيار كلمة مرور جديدة: https://portal.example/auth/reset-password?token=');
  });

  it('writes to a guardian without a preference in their organisation’s language (Spanish)', async () => {
    await t.database.db
      .update(users)
      .set({ language: null })
      .where(eq(users.email, 'guardian@infantil.test'));
    expect((await post('/api/auth/forgot-password', { email: 'guardian@infantil.test' })).statusCode).toBe(
      200,
    );
    await t.settled();
    const [mail] = await mailsTo(t.database.db, 'guardian@infantil.test');
    expect(mail?.subject).toBe('Restablece tu contraseña de Lantern');
  });

  it('writes to the Spanish organisation’s admin in English, as the portal does', async () => {
    expect((await post('/api/auth/forgot-password', { email: 'admin@infantil.test' })).statusCode).toBe(200);
    await t.settled();
    const [mail] = await mailsTo(t.database.db, 'admin@infantil.test');
    expect(mail?.subject).toBe('Reset your Lantern password');
  });
});
