import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { auditLog } from '../../audit/schema.ts';
import { documentSignings, termsVersions } from './schema.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';
import { DEMO_TERMS } from './demo.ts';
import { sha256Hex } from './service.ts';

const GUARDIAN = 'guardian@stmarys.test';
const ADMIN = 'admin@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';
const OTHER_GUARDIAN = 'guardian@infantil.test';
const SUPER = 'super@lantern.test';

const TERMS_2 = { en: 'Terms 2.0: be kind.', ar: 'الشروط 2.0: كن لطيفًا.', es: 'Condiciones 2.0: sé amable.' };

describe.each(databaseTargets)('terms and document signing on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(target);
    for (const o of await t.database.db.select().from(organisations)) ids[o.urlCode] = o.id;
    call = callerOf(t, await signInAll(t, [GUARDIAN, ADMIN, OTHER_ADMIN, OTHER_GUARDIAN, SUPER]));
  });
  afterAll(() => t.close());

  const counts = async () => ({
    versions: first(await t.database.db.select({ n: count() }).from(termsVersions)).n,
    signings: first(await t.database.db.select({ n: count() }).from(documentSignings)).n,
  });
  const sign = (who: string, version: string, language: 'en' | 'ar' | 'es', text: string) =>
    call(who, 'POST', '/document-signing', { version, language, text_sha256: sha256Hex(text) });

  it('the demo guardian accepted terms1.0: the current terms say so and their signing is listed', async () => {
    const current = await call(GUARDIAN, 'GET', '/document-signing/terms');
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({
      accepted: true,
      terms: { version: 'terms1.0', texts: DEMO_TERMS },
    });
    const signings = await call(GUARDIAN, 'GET', '/document-signing');
    expect(signings.json()).toEqual([
      expect.objectContaining({ version: 'terms1.0', language: 'en', text_sha256: sha256Hex(DEMO_TERMS.en) }),
    ]);
    // Admins are not asked; the super admin belongs to no organisation's terms.
    expect((await call(SUPER, 'GET', '/document-signing/terms')).json()).toEqual({
      terms: null,
      accepted: true,
    });
  });

  it('refuses bad input to publishing and signing, changing nothing', async () => {
    const before = await counts();
    const bad = [
      await call(ADMIN, 'POST', '/terms-versions', { version: '', texts: TERMS_2 }),
      await call(ADMIN, 'POST', '/terms-versions', { version: 'terms/2', texts: TERMS_2 }),
      await call(ADMIN, 'POST', '/terms-versions', { version: 'terms2.0', texts: { ar: 'x' } }),
      await call(ADMIN, 'POST', '/terms-versions', { version: 'terms2.0', texts: TERMS_2, extra: 1 }),
      await call(GUARDIAN, 'POST', '/document-signing', {
        version: 'terms1.0',
        language: 'en',
        text_sha256: 'abc',
      }),
      await call(GUARDIAN, 'POST', '/document-signing', {
        version: 'terms1.0',
        language: 'fr',
        text_sha256: sha256Hex(DEMO_TERMS.en),
      }),
      // The hash of another text than the one in the language named.
      await sign(GUARDIAN, 'terms1.0', 'ar', DEMO_TERMS.en),
    ];
    expect(bad.map((r) => [r.statusCode, r.json().code])).toEqual(bad.map(() => [400, 'ValidationError']));
    expect(bad.at(-1)?.json().fields).toEqual([expect.objectContaining({ path: 'text_sha256' })]);
    expect(await counts()).toEqual(before);
  });

  it('only admins publish versions and read the report; guardians get 403 and nothing changes', async () => {
    const before = await counts();
    for (const [method, url, body] of [
      ['POST', '/terms-versions', { version: 'terms9', texts: TERMS_2 }],
      ['GET', '/terms-versions', undefined],
      ['GET', '/document-signings', undefined],
    ] as const) {
      const res = await call(GUARDIAN, method, url, body);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 403, 'Forbidden']);
    }
    // The super admin acts on a selected organisation only.
    expect((await call(SUPER, 'GET', '/terms-versions')).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('a new version gates the guardian: only me, the terms, signing and their profile answer until they accept', async () => {
    const published = await call(ADMIN, 'POST', '/terms-versions', { version: 'terms2.0', texts: TERMS_2 });
    expect(published.statusCode).toBe(201);
    expect(published.json()).toMatchObject({ version: 'terms2.0', texts: TERMS_2, accepted_count: 0 });
    // The same name again is a conflict; another organisation may use it.
    expect(
      (await call(ADMIN, 'POST', '/terms-versions', { version: 'terms2.0', texts: TERMS_2 })).statusCode,
    ).toBe(409);

    const refused = await call(GUARDIAN, 'GET', '/users/profile');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      status: 403,
      code: 'TermsNotAccepted',
      message: 'Accept the terms of use to continue',
    });
    expect((await call(GUARDIAN, 'GET', `/organisations/${ids.stmarys}/areas`)).json().code).toBe(
      'TermsNotAccepted',
    );
    expect((await call(GUARDIAN, 'GET', '/auth/me')).statusCode).toBe(200);
    const current = (await call(GUARDIAN, 'GET', '/document-signing/terms')).json();
    expect(current).toMatchObject({ accepted: false, terms: { version: 'terms2.0' } });
    // Admins and the other organisation's guardian are not held.
    expect((await call(ADMIN, 'GET', '/users/profile')).statusCode).toBe(200);
    expect((await call(OTHER_GUARDIAN, 'GET', '/users/profile')).statusCode).toBe(200);

    // Accepting the old version is refused: the guardian must read the new one.
    const stale = await sign(GUARDIAN, 'terms1.0', 'en', DEMO_TERMS.en);
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'Conflict']);

    const accepted = await sign(GUARDIAN, 'terms2.0', 'ar', TERMS_2.ar);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({
      version: 'terms2.0',
      language: 'ar',
      text_sha256: sha256Hex(TERMS_2.ar),
    });
    // Accepting twice answers the first acceptance and records nothing more.
    const again = await sign(GUARDIAN, 'terms2.0', 'ar', TERMS_2.ar);
    expect([again.statusCode, again.json().id]).toEqual([200, accepted.json().id]);
    expect((await call(GUARDIAN, 'GET', '/users/profile')).statusCode).toBe(200);
    expect(
      (await call(GUARDIAN, 'GET', '/document-signing')).json().map((s: { version: string }) => s.version),
    ).toEqual(['terms2.0', 'terms1.0']);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'terms.accept'));
    expect(audit).toHaveLength(1);
  });

  it('the admin sees who accepted which version, filtered and paged; another organisation sees none of it', async () => {
    const versions = (await call(ADMIN, 'GET', '/terms-versions')).json();
    expect(
      versions.map((v: { version: string; accepted_count: number }) => [v.version, v.accepted_count]),
    ).toEqual([
      ['terms2.0', 1],
      ['terms1.0', 1],
    ]);
    const report = (await call(ADMIN, 'GET', '/document-signings?version=terms2.0')).json();
    expect(report).toMatchObject({ total: 1, page: 1, size: 10 });
    expect(report.data[0]).toMatchObject({ email: GUARDIAN, version: 'terms2.0', language: 'ar' });
    expect((await call(ADMIN, 'GET', '/document-signings?search=nobody-by-this-name')).json().total).toBe(0);
    expect((await call(ADMIN, 'GET', '/document-signings?page=5')).json()).toMatchObject({
      data: [],
      total: 2,
    });

    const elsewhere = (await call(OTHER_ADMIN, 'GET', '/document-signings')).json();
    expect(elsewhere.data.map((r: { email: string }) => r.email)).toEqual([OTHER_GUARDIAN]);
    expect(
      (await call(OTHER_ADMIN, 'GET', '/terms-versions')).json().map((v: { version: string }) => v.version),
    ).toEqual(['terms1.0']);
    // Naming St Mary's from Infantil is refused before anything runs.
    const cross = await call(OTHER_ADMIN, 'GET', `/document-signings?organisation_id=${ids.stmarys}`);
    expect(cross.statusCode).toBe(403);
    // The super admin reads the organisation they selected.
    const selected = await call(SUPER, 'GET', '/document-signings', undefined, {
      'x-organisation-id': ids.stmarys as string,
    });
    expect(selected.json().total).toBe(2);
  });

  it('a guardian signs in their own organisation only; a signing of another never counts', async () => {
    const before = await counts();
    // Infantil's guardian presents St Mary's current version: refused, it is not their current one.
    const res = await sign(OTHER_GUARDIAN, 'terms2.0', 'en', TERMS_2.en);
    expect([res.statusCode, res.json().code]).toEqual([409, 'Conflict']);
    expect((await sign(SUPER, 'terms1.0', 'en', DEMO_TERMS.en)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
    const guardian = first(await t.database.db.select().from(users).where(eq(users.email, OTHER_GUARDIAN)));
    const theirs = await t.database.db
      .select()
      .from(documentSignings)
      .where(eq(documentSignings.userId, guardian.id));
    expect(theirs.every((s) => s.organisationId === ids.infantil)).toBe(true);
  });

  it('answers 401 to document signing without a session', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/document-signing',
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode).toBe(401);
    }
  });
});
