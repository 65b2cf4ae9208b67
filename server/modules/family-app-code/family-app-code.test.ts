import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appSignInCodes } from './schema.ts';
import { auditLog } from '../../audit/schema.ts';
import { FAMILY_PARTS } from '../../../src/api/contracts/index.ts';
import { guardianLinks } from '../families/schema.ts';
import { organisations } from '../organisations/schema.ts';
import { sessions } from '../auth/schema.ts';
import { users } from '../users/schema.ts';
import { createTestApp, databaseTargets, first, type TestApp } from '../../test/harness.ts';
import { appSignIn, createAppPatient } from '../../test/app-patients.ts';

const HOUR = 3_600_000;

describe.each(databaseTargets)('the three-word code on $name', (target) => {
  let t: TestApp;
  let clock = Date.now();
  let tobi: string;
  let tokens: Record<string, string>;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp(target, { now: () => clock });
    const { db } = t.database;
    tobi = first(await db.select().from(users).where(eq(users.appCode, 'K7P3QX'))).id;
    tokens = {};
    for (const who of [
      'guardian@stmarys.test',
      'admin@stmarys.test',
      'guardian@infantil.test',
      'super@lantern.test',
    ])
      tokens[who] = (await t.signIn(who)).access_token;
  });
  afterAll(() => t.close());

  const call = (who: string, method: 'GET' | 'POST', patientId: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/families/children/${patientId}/app-code`,
      headers: { authorization: `Bearer ${tokens[who] ?? who}` },
      ...(payload ? { payload } : {}),
    });
  const make = async (patientId = tobi, language?: string) => {
    const res = await call('guardian@stmarys.test', 'POST', patientId, language ? { language } : {});
    expect(res.statusCode).toBe(201);
    return res.json() as { words: string[]; language: string; expires_at: string; created_at: string };
  };
  // Each sign-in from an address of its own: the growing wait per address has its own tests.
  const signIn = (words: string, remoteAddress = `10.9.0.${++address}`) =>
    t.app.inject({ method: 'POST', url: '/api/app/auth/words', payload: { words }, remoteAddress });

  it('makes a code of three words for a linked child, valid 72 hours, and signs the app in with it once', async () => {
    expect((await call('guardian@stmarys.test', 'GET', tobi)).json()).toMatchObject({ live: false });
    const code = await make(tobi, 'en');
    expect(code.words).toHaveLength(3);
    expect(Date.parse(code.expires_at) - Date.parse(code.created_at)).toBe(72 * HOUR);
    const status = (await call('guardian@stmarys.test', 'GET', tobi)).json();
    expect(status).toEqual({
      live: true,
      language: 'en',
      created_at: code.created_at,
      expires_at: code.expires_at,
    });
    // The words themselves are never shown again (one word alone may be a key's name, as "language" is).
    expect(JSON.stringify(status)).not.toContain(code.words.join(' '));
    // Typed on a tablet: capitals and extra spaces.
    const res = await signIn(`  ${code.words.join('   ').toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session.patient).toMatchObject({ id: tobi, first_name: 'Tobi' });
    expect(session.organisation.url_code).toBe('stmarys');
    const me = await t.app.inject({
      url: '/api/app/me',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(me.json().patient.id).toBe(tobi);
    // Spent: the same words again are just wrong, and the guardian sees no live code.
    const again = await signIn(code.words.join(' '));
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      status: 401,
      code: 'IncorrectPassword',
      message: 'These words are not a valid code',
    });
    expect((await call('guardian@stmarys.test', 'GET', tobi)).json()).toMatchObject({ live: false });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.subject, tobi));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['family.app-sign-in-code.create', 'auth.signin']),
    );
  });

  it('answers wrong and expired words with the same 401, and starts no session', async () => {
    const before = (await t.database.db.select().from(sessions)).length;
    const code = await make();
    const wrong = await signIn('otter maple river');
    clock += 72 * HOUR + 1000;
    const expired = await signIn(code.words.join(' '));
    clock = Date.now();
    for (const res of [wrong, expired]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('These words are not a valid code');
    }
    expect((await t.database.db.select().from(sessions)).length).toBe(before);
  });

  it('a new code voids the old one', async () => {
    const old = await make();
    const fresh = await make();
    expect(fresh.words).not.toEqual(old.words);
    const live = await t.database.db.select().from(appSignInCodes).where(eq(appSignInCodes.patientId, tobi));
    expect(live.filter((c) => c.usedAt === null)).toHaveLength(1);
    expect((await signIn(old.words.join(' '))).statusCode).toBe(401);
    expect((await signIn(fresh.words.join(' '))).statusCode).toBe(200);
  });

  it('speaks the guardian’s language: four Arabic words, typed with or without diacritics and alef forms', async () => {
    const code = await make(tobi, 'ar');
    expect(code).toMatchObject({ language: 'ar' });
    expect(code.words).toHaveLength(4);
    // A hamza on the alef left off, a diacritic added, Arabic commas between the words.
    const typed = code.words.map((w) => w.replace(/[أإآ]/g, 'ا') + '\u064e').join('، ');
    expect((await signIn(typed)).statusCode).toBe(200);
    const spanish = await make(tobi, 'es');
    expect(spanish.words).toHaveLength(3);
    expect(
      (await signIn(spanish.words.map((w) => w.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')).join(' ')))
        .statusCode,
    ).toBe(200);
  });

  it("another family's child, a missing one and another organisation's guardian answer 404, and change nothing", async () => {
    const { db } = t.database;
    const other = await createAppPatient(db, 'stmarys', 'PQRTUV', 4);
    const parent = first(
      await db
        .insert(users)
        .values({
          type: 2,
          status: 4,
          email: 'other.parent@stmarys.test',
          firstName: 'Ada',
          surname: 'Other',
          organisationId: other.organisationId,
        })
        .returning(),
    );
    await db.insert(guardianLinks).values({
      organisationId: other.organisationId,
      guardianId: parent.id,
      patientId: other.id,
      status: 'active',
      source: 'admin',
    });
    for (const [who, id] of [
      ['guardian@stmarys.test', other.id],
      ['guardian@stmarys.test', '00000000-0000-4000-8000-000000000000'],
      ['guardian@infantil.test', tobi],
    ] as const) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await call(who, method, id, method === 'POST' ? {} : undefined);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ status: 404, code: 'ResourceNotFound', message: 'Child not found' });
      }
    }
    expect(await db.select().from(appSignInCodes).where(eq(appSignInCodes.patientId, other.id))).toEqual([]);
  });

  it('a revoked link: no new code (404), and its live code no longer signs in', async () => {
    const { db } = t.database;
    const child = await createAppPatient(db, 'stmarys', 'MNPQRT', 4);
    const guardian = first(await db.select().from(users).where(eq(users.email, 'guardian@stmarys.test')));
    const link = first(
      await db
        .insert(guardianLinks)
        .values({
          organisationId: child.organisationId,
          guardianId: guardian.id,
          patientId: child.id,
          status: 'active',
          source: 'admin',
        })
        .returning(),
    );
    const code = await make(child.id);
    await db
      .update(guardianLinks)
      .set({ status: 'revoked', revokedAt: new Date() })
      .where(eq(guardianLinks.id, link.id));
    expect((await call('guardian@stmarys.test', 'POST', child.id, {})).statusCode).toBe(404);
    expect((await call('guardian@stmarys.test', 'GET', child.id)).statusCode).toBe(404);
    expect((await signIn(code.words.join(' '))).statusCode).toBe(401);
  });

  it('a child past the coming-of-age gets no code from a guardian (403): they use their own app code', async () => {
    const { db } = t.database;
    const teen = await createAppPatient(db, 'stmarys', 'TEENAA', 4);
    await db.update(users).set({ dateOfBirth: '2000-01-01' }).where(eq(users.id, teen.id));
    const guardian = first(await db.select().from(users).where(eq(users.email, 'guardian@stmarys.test')));
    await db.insert(guardianLinks).values({
      organisationId: teen.organisationId,
      guardianId: guardian.id,
      patientId: teen.id,
      status: 'active',
      source: 'admin',
    });
    const res = await call('guardian@stmarys.test', 'POST', teen.id, {});
    expect(res.statusCode).toBe(403);
    expect(await db.select().from(appSignInCodes).where(eq(appSignInCodes.patientId, teen.id))).toEqual([]);
  });

  it("a limited link gets a code only where the organisation's limited parts are every part", async () => {
    const { db } = t.database;
    const child = await createAppPatient(db, 'stmarys', 'KMPAAA', 4);
    const guardian = first(await db.select().from(users).where(eq(users.email, 'guardian@stmarys.test')));
    await db.insert(guardianLinks).values({
      organisationId: child.organisationId,
      guardianId: guardian.id,
      patientId: child.id,
      status: 'active',
      source: 'admin',
      accessLevel: 'limited',
    });
    const [org] = await db.select().from(organisations).where(eq(organisations.id, child.organisationId));
    const refused = await call('guardian@stmarys.test', 'POST', child.id, {});
    expect(refused.statusCode).toBe(403);
    expect(await db.select().from(appSignInCodes).where(eq(appSignInCodes.patientId, child.id))).toEqual([]);
    await db
      .update(organisations)
      .set({ limitedParts: [...FAMILY_PARTS] })
      .where(eq(organisations.id, child.organisationId));
    try {
      expect((await call('guardian@stmarys.test', 'POST', child.id, {})).statusCode).toBe(201);
      expect((await call('guardian@stmarys.test', 'GET', child.id)).json()).toMatchObject({ live: true });
    } finally {
      await db
        .update(organisations)
        .set({ limitedParts: org?.limitedParts })
        .where(eq(organisations.id, child.organisationId));
    }
  });

  it('refuses admins, the super admin and the app with 403, and makes no code', async () => {
    const count = async () => (await t.database.db.select().from(appSignInCodes)).length;
    const before = await count();
    await createAppPatient(t.database.db, 'stmarys', 'XYXYXY', 4);
    const app = await appSignIn(t, 'stmarys', 'XYXYXY', '10.8.0.1');
    for (const who of ['admin@stmarys.test', 'super@lantern.test', app.access_token]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await call(who, method, tobi, method === 'POST' ? {} : undefined);
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('Forbidden');
      }
    }
    expect(await count()).toBe(before);
  });

  it('refuses bad input with 400 naming the field, and starts no session', async () => {
    const before = (await t.database.db.select().from(sessions)).length;
    for (const payload of [
      {},
      { words: '' },
      { words: 'otter maple' },
      { words: 'a b c d e' },
      { words: 7 },
      { words: 'a b c', x: 1 },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/app/auth/words',
        payload,
        remoteAddress: '10.7.0.1',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('ValidationError');
      expect(JSON.stringify(res.json().fields)).toMatch(/words|"x"/);
    }
    const bad = await call('guardian@stmarys.test', 'POST', tobi, { language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().fields)).toContain('language');
    expect((await call('guardian@stmarys.test', 'GET', 'not-an-id')).json().fields[0].path).toBe(
      'patient_id',
    );
    expect((await t.database.db.select().from(sessions)).length).toBe(before);
  });
});
