import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNotNull } from 'drizzle-orm';
import { auditLog } from '../../audit/schema.ts';
import { registrationFeedback } from './schema.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';
import { latestToken, mailsTo } from '../../test/mail.ts';
import { FEEDBACK_LINK_TTL_MS } from './service.ts';

const ADMIN = 'admin@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';
const GUARDIAN = 'guardian@stmarys.test';
const PASSWORD = 'Brand-new-Pass-9?';

describe.each(databaseTargets)('registration feedback on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let clock = Date.now();
  beforeAll(async () => {
    t = await createTestApp(target, { now: () => clock, publicUrl: 'https://portal.example' });
    call = callerOf(t, await signInAll(t, [ADMIN, OTHER_ADMIN, GUARDIAN]));
  });
  afterAll(() => t.close());

  const anonymous = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}) });
  const status = async (token: string) =>
    (await anonymous('GET', `/registration_feedback/token/${encodeURIComponent(token)}`)).json();
  const received = async () =>
    first(
      await t.database.db
        .select({ n: count() })
        .from(registrationFeedback)
        .where(isNotNull(registrationFeedback.receivedAt)),
    ).n;

  /** Registers a guardian, opens the activation link and returns the e-mailed feedback token. */
  async function register(email: string, language: 'en' | 'ar' | 'es' = 'en', urlCode = 'stmarys') {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-signup',
      payload: {
        url_code: urlCode,
        email,
        first_name: 'Nia',
        surname: 'Bello',
        password: PASSWORD,
        language,
      },
    });
    await t.settled();
    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/auth/activate',
      payload: { token: await latestToken(t.database.db, email) },
    });
    expect(activated.statusCode).toBe(200);
    await t.settled();
    return latestToken(t.database.db, email);
  }

  it('e-mails a one-use feedback link after activation, in the family’s language', async () => {
    const token = await register('nia@example.com');
    const [mail] = await mailsTo(t.database.db, 'nia@example.com');
    expect(mail?.subject).toBe('How was registering with Lantern?');
    expect(mail?.link).toMatch(/^https:\/\/portal\.example\/feedback\?token=[\w-]{40,}$/);
    expect(mail?.text).toContain('Hello Nia,');
    expect(mail?.text).toContain("St Mary's Children's Hospital (demo)");
    // Stored as a hash only.
    const rows = await t.database.db.select().from(registrationFeedback);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(await status(token)).toEqual({ valid: true });

    await register('lina@example.com', 'ar');
    expect((await mailsTo(t.database.db, 'lina@example.com'))[0]?.subject).toBe(
      'كيف كانت تجربة التسجيل في لانترن؟',
    );
  });

  it('records the feedback once; the link then reads as invalid and a second use changes nothing', async () => {
    const token = await register('omar@example.com');
    const before = await received();
    const res = await anonymous('PUT', '/registration_feedback', {
      token,
      category: 'suggestion',
      text: '  Print the code on the appointment letter.  ',
    });
    expect([res.statusCode, res.json()]).toEqual([200, { received: true }]);
    expect(await received()).toBe(before + 1);
    expect(await status(token)).toEqual({ valid: false });
    const again = await anonymous('PUT', '/registration_feedback', {
      token,
      category: 'other',
      text: 'Again',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'ValidationError', fields: [{ path: 'token' }] });
    expect(await received()).toBe(before + 1);
    const row = first(
      await t.database.db
        .select()
        .from(registrationFeedback)
        .where(eq(registrationFeedback.text, 'Print the code on the appointment letter.')),
    );
    expect(row.text).toBe('Print the code on the appointment letter.');
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.subject, row.id))).toHaveLength(1);
  });

  it('refuses bad input, unknown and expired links with 400, recording nothing', async () => {
    const token = await register('ada@example.com');
    const before = await received();
    const bad = [
      { token, category: 'great', text: 'x' },
      { token, category: 'easy', text: '   ' },
      { token, category: 'easy', text: 'x'.repeat(2001) },
      { token, category: 'easy', text: 'nul \u0000' },
      { token, category: 'easy' },
      { token, category: 'easy', text: 'x', extra: true },
      { token: 'short', category: 'easy', text: 'x' },
      { token: 'a'.repeat(43), category: 'easy', text: 'x' },
    ];
    for (const body of bad) {
      const res = await anonymous('PUT', '/registration_feedback', body);
      expect([JSON.stringify(body).slice(0, 60), res.statusCode, res.json().code]).toEqual([
        JSON.stringify(body).slice(0, 60),
        400,
        'ValidationError',
      ]);
    }
    expect(await status('a'.repeat(43))).toEqual({ valid: false });
    expect((await anonymous('GET', '/registration_feedback/token/short')).statusCode).toBe(400);
    // Thirty days on, the link has expired.
    clock += FEEDBACK_LINK_TTL_MS + 1;
    expect(await status(token)).toEqual({ valid: false });
    const late = await anonymous('PUT', '/registration_feedback', { token, category: 'easy', text: 'Late' });
    expect([late.statusCode, late.json().fields?.[0]?.path]).toEqual([400, 'token']);
    clock = Date.now();
    expect(await received()).toBe(before);
  });

  it("lists the organisation's feedback to its admin, filtered; guardians and other organisations see none of it", async () => {
    const page = (await call(ADMIN, 'GET', '/registration-feedback?size=100')).json();
    expect(page.total).toBe(page.data.length);
    expect(page.data.find((f: { email: string }) => f.email === 'omar@example.com')).toMatchObject({
      category: 'suggestion',
      email: 'omar@example.com',
      text: 'Print the code on the appointment letter.',
      language: 'en',
    });
    const filtered = (await call(ADMIN, 'GET', '/registration-feedback?category=problem')).json();
    expect(filtered.data.every((f: { category: string }) => f.category === 'problem')).toBe(true);
    expect(filtered.total).toBeGreaterThan(0);
    expect((await call(ADMIN, 'GET', '/registration-feedback?search=appointment letter')).json().total).toBe(
      1,
    );
    expect((await call(ADMIN, 'GET', '/registration-feedback?category=great')).statusCode).toBe(400);

    expect((await call(OTHER_ADMIN, 'GET', '/registration-feedback')).json()).toMatchObject({
      data: [],
      total: 0,
    });
    const guardian = await call(GUARDIAN, 'GET', '/registration-feedback');
    expect([guardian.statusCode, guardian.json().code]).toEqual([403, 'Forbidden']);
    expect((await anonymous('GET', '/registration-feedback')).statusCode).toBe(401);
  });

  it('limits the public feedback calls per client address', async () => {
    const limited = await createTestApp(target, { publicCallLimit: 2, seed: false });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push(
          (
            await limited.app.inject({
              method: 'GET',
              url: `/api/registration_feedback/token/${'b'.repeat(43)}`,
            })
          ).statusCode,
        );
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
