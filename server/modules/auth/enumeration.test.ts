import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../users/schema.ts';
import { DEMO_PENDING_EMAIL } from '../../seed.ts';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness.ts';
import { mailsTo } from '../../test/mail.ts';

/**
 * Public auth calls must not tell a known address from an unknown one (that would list who has an
 * account, and so which families a hospital treats), by their answer or by its time. Time is not
 * measured here (bench/auth-timing.ts prints it); these tests show the structure that makes it
 * equal: the answer is sent before any per-address work.
 */
describe.each(databaseTargets)('public auth calls answer alike for every address on $name', (target) => {
  let t: TestApp;
  // Work after an answer waits here until a test lets it run.
  const held: (() => void)[] = [];
  const release = async () => {
    for (const run of held.splice(0)) run();
    await t.settled();
  };
  beforeAll(async () => {
    t = await createTestApp(target, {
      publicUrl: 'https://portal.example',
      mail: { schedule: (run) => held.push(run) },
    });
  });
  afterAll(async () => {
    await release();
    await t.close();
  });

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const signUp = (email: string, url_code = 'stmarys') =>
    post('/api/auth/email-signup', { url_code, email, first_name: 'Nia', surname: 'Bello' });
  const accounts = async (email: string) =>
    t.database.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));

  it('sign-up answers 201 with the same body for a new address and one taken in any organisation', async () => {
    const expected = (email: string) => ({
      user: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        type: 2,
        status: 3,
        email,
        first_name: 'Nia',
        surname: 'Bello',
        organisation_id: expect.any(String),
        language: null,
        child: null,
      },
    });
    const fresh = await signUp('new.family@example.com');
    const sameOrganisation = await signUp('guardian@stmarys.test');
    const otherOrganisation = await signUp('admin@infantil.test');
    for (const [res, email] of [
      [fresh, 'new.family@example.com'],
      [sameOrganisation, 'guardian@stmarys.test'],
      [otherOrganisation, 'admin@infantil.test'],
    ] as const) {
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual(expected(email));
      expect(res.json().user.organisation_id).toBe(fresh.json().user.organisation_id);
    }
    await release();
  });

  it('sign-up with a taken address creates nothing and mails the owner a notice, not an activation link', async () => {
    const [notice] = await mailsTo(t.database.db, 'admin@infantil.test');
    expect(notice?.subject).toBe('Someone tried to register with your e-mail address');
    expect(notice?.text).toContain('If it was you, sign in with your account.');
    expect(notice?.link).toBe('https://portal.example/login');
    expect(await mailsTo(t.database.db, 'guardian@stmarys.test')).toHaveLength(1);
    // The owners' accounts are as they were; the new address has its account and its link.
    expect((await accounts('admin@infantil.test')).map((u) => u.status)).toEqual([4]);
    expect((await accounts('guardian@stmarys.test')).map((u) => u.type)).toEqual([2]);
    const [created] = await accounts('new.family@example.com');
    expect(created?.status).toBe(3);
    const [activation] = await mailsTo(t.database.db, 'new.family@example.com');
    expect(activation?.subject).toBe('Activate your Lantern account');
  });

  it('the sign-up answer is sent before the account and its e-mail exist', async () => {
    const res = await signUp('later.family@example.com');
    expect(res.statusCode).toBe(201);
    expect(await accounts('later.family@example.com')).toHaveLength(0);
    expect(await mailsTo(t.database.db, 'later.family@example.com')).toHaveLength(0);
    await release();
    expect((await accounts('later.family@example.com'))[0]?.id).toBe(res.json().user.id);
    expect(await mailsTo(t.database.db, 'later.family@example.com')).toHaveLength(1);
  });

  it.each([
    // Hospital Infantil's guardian reads Spanish, the organisation's language (docs/product.md § Language).
    ['/api/auth/forgot-password', 'guardian@infantil.test', 'Restablece tu contraseña de Lantern'],
    ['/api/auth/resend-activation-email', DEMO_PENDING_EMAIL, 'Activate your Lantern account'],
    [
      '/api/auth/register-device-email',
      'guardian@infantil.test',
      'Configura la aplicación Lantern en tu dispositivo',
    ],
  ])(
    '%s answers a known and an unknown address alike, and e-mails only after answering',
    async (url, known, subject) => {
      const before = (await mailsTo(t.database.db, known)).length;
      const knownRes = await post(url, { email: known });
      const unknownRes = await post(url, { email: 'nobody.here@example.com' });
      expect(knownRes.statusCode).toBe(200);
      expect(unknownRes.statusCode).toBe(200);
      expect(knownRes.json()).toEqual(unknownRes.json());
      expect(knownRes.headers['content-length']).toBe(unknownRes.headers['content-length']);
      // Both answers arrived while the per-address work was still held.
      expect(await mailsTo(t.database.db, known)).toHaveLength(before);
      await release();
      const mails = await mailsTo(t.database.db, known);
      expect(mails).toHaveLength(before + 1);
      expect(mails[0]?.subject).toBe(subject);
      expect(await mailsTo(t.database.db, 'nobody.here@example.com')).toHaveLength(0);
    },
  );

  it('an unknown organisation code still answers 404 (it names no address)', async () => {
    const res = await signUp('someone@example.com', 'nowhere');
    expect(res.json()).toMatchObject({ status: 404, code: 'ResourceNotFound' });
  });
});
