import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../audit/schema.ts';
import { guardianLinks } from './schema.ts';
import { users } from '../users/schema.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';
import { createChild, createGuardian, organisationId } from '../../test/families.ts';
import { createFamiliesRepository } from './repository.ts';

const ADMIN = 'admin@stmarys.test';

describe.each(databaseTargets)("the hospital's family links on $name", (target) => {
  let t: TestApp;
  let as: ReturnType<typeof callerOf>;
  const ids = {} as Record<'grace' | 'newGuardian' | 'ada' | 'carmen' | 'mateo' | 'tobi' | 'link', string>;
  const idOf = async (email: string) =>
    first(await t.database.db.select().from(users).where(eq(users.email, email))).id;

  beforeAll(async () => {
    t = await createTestApp(target);
    const { db } = t.database;
    ids.grace = await idOf('guardian@stmarys.test');
    ids.newGuardian = await createGuardian(db, 'stmarys', 'links@stmarys.test');
    ids.ada = await createChild(db, 'stmarys', {
      appCode: 'ADA479',
      dateOfBirth: '2013-04-04',
      firstName: 'Ada',
    });
    ids.carmen = await idOf('guardian@infantil.test');
    ids.mateo = first(await db.select().from(users).where(eq(users.appCode, 'HN4RWE'))).id;
    ids.tobi = first(await db.select().from(users).where(eq(users.appCode, 'K7P3QX'))).id;
    as = callerOf(
      t,
      await signInAll(t, [ADMIN, 'admin@infantil.test', 'guardian@stmarys.test', 'super@lantern.test']),
    );
  });
  afterAll(() => t.close());

  const liveLinks = async (patientId: string) =>
    (await t.database.db.select().from(guardianLinks).where(eq(guardianLinks.patientId, patientId))).filter(
      (l) => l.status !== 'revoked',
    );

  it("lists a guardian's children and a patient's guardians", async () => {
    const grace = await as(ADMIN, 'GET', `/user/${ids.grace}/family-links`);
    expect(grace.statusCode).toBe(200);
    expect(grace.json().data).toEqual([
      expect.objectContaining({
        status: 'active',
        relationship: 'parent',
        source: 'admin',
        patient: expect.objectContaining({
          first_name: 'Tobi',
          app_code: 'K7P3QX',
          date_of_birth: '2016-03-14',
        }),
        limited_from: '2032-03-14',
      }),
    ]);
    const tobi = await as(ADMIN, 'GET', `/user/${ids.tobi}/family-links`);
    expect(tobi.json().data[0].guardian).toMatchObject({ email: 'guardian@stmarys.test' });
  });

  it('an admin links a guardian to a patient: active at once, audited; a second live link is a conflict', async () => {
    const res = await as(ADMIN, 'POST', '/family-links', {
      guardian_id: ids.newGuardian,
      patient_id: ids.ada,
      relationship: 'carer',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'active',
      relationship: 'carer',
      approved_by: { id: expect.any(String) },
    });
    ids.link = res.json().id;
    expect(await createFamiliesRepository(t.database.db).childAccess(ids.newGuardian, ids.ada)).toMatchObject(
      { level: 'full' },
    );
    const again = await as(ADMIN, 'POST', '/family-links', {
      guardian_id: ids.newGuardian,
      patient_id: ids.ada,
    });
    expect(again.json()).toMatchObject({ status: 409, code: 'Conflict' });
    expect(await liveLinks(ids.ada)).toHaveLength(1);
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.subject, ids.link));
    expect(audited.map((a) => a.action)).toEqual(['family.link.create']);
  });

  it('refuses the wrong kind of user naming the field, and answers 404 for another organisation', async () => {
    const swapped = await as(ADMIN, 'POST', '/family-links', { guardian_id: ids.ada, patient_id: ids.ada });
    expect(swapped.json()).toMatchObject({ status: 400, fields: [{ path: 'guardian_id' }] });
    const notPatient = await as(ADMIN, 'POST', '/family-links', {
      guardian_id: ids.grace,
      patient_id: ids.grace,
    });
    expect(notPatient.json()).toMatchObject({ status: 400, fields: [{ path: 'patient_id' }] });
    const elsewhere = await as(ADMIN, 'POST', '/family-links', {
      guardian_id: ids.grace,
      patient_id: ids.mateo,
    });
    expect(elsewhere.json()).toMatchObject({ status: 404, code: 'ResourceNotFound' });
    expect((await as('admin@infantil.test', 'GET', `/user/${ids.grace}/family-links`)).statusCode).toBe(404);
    expect((await as('admin@infantil.test', 'POST', `/family-links/${ids.link}/approve`)).statusCode).toBe(
      404,
    );
    expect(await liveLinks(ids.mateo)).toHaveLength(1);
  });

  it('a guardian may not manage links (403), not even to their own child', async () => {
    expect((await as('guardian@stmarys.test', 'GET', `/user/${ids.grace}/family-links`)).statusCode).toBe(
      403,
    );
    const res = await as('guardian@stmarys.test', 'POST', '/family-links', {
      guardian_id: ids.grace,
      patient_id: ids.ada,
    });
    expect(res.statusCode).toBe(403);
    expect(await liveLinks(ids.ada)).toHaveLength(1);
  });

  it('changes the relationship, then revokes with a reason kept as history; access ends at once', async () => {
    const changed = await as(ADMIN, 'PUT', `/family-links/${ids.link}`, { relationship: 'other' });
    expect(changed.json()).toMatchObject({ relationship: 'other' });
    const noReason = await as(ADMIN, 'POST', `/family-links/${ids.link}/revoke`, { reason: '  ' });
    expect(noReason.json()).toMatchObject({ status: 400, fields: [{ path: 'reason' }] });
    const revoked = await as(ADMIN, 'POST', `/family-links/${ids.link}/revoke`, { reason: 'Court order' });
    expect(revoked.json()).toMatchObject({
      status: 'revoked',
      revoke_reason: 'Court order',
      revoked_by: { id: expect.any(String) },
    });
    expect(await createFamiliesRepository(t.database.db).childAccess(ids.newGuardian, ids.ada)).toBeNull();
    expect(
      (await as(ADMIN, 'POST', `/family-links/${ids.link}/revoke`, { reason: 'Again' })).statusCode,
    ).toBe(409);
    expect((await as(ADMIN, 'PUT', `/family-links/${ids.link}`, { relationship: 'parent' })).statusCode).toBe(
      409,
    );
    expect((await as(ADMIN, 'POST', `/family-links/${ids.link}/approve`)).statusCode).toBe(409);
    // History stays, and the pair may be linked again.
    const history = await as(ADMIN, 'GET', `/user/${ids.ada}/family-links`);
    expect(history.json().data).toEqual([
      expect.objectContaining({ status: 'revoked', revoke_reason: 'Court order' }),
    ]);
    const relinked = await as(ADMIN, 'POST', '/family-links', {
      guardian_id: ids.newGuardian,
      patient_id: ids.ada,
    });
    expect(relinked.statusCode).toBe(201);
  });

  it('lists the demo family request awaiting approval, and the links turning limited within 30 days', async () => {
    const pending = await as(ADMIN, 'GET', '/family-links');
    expect(pending.json()).toMatchObject({ total: 1, data: [{ status: 'pending', source: 'family' }] });
    const coming = await as(ADMIN, 'GET', '/family-links/coming-of-age');
    const [first] = coming.json().data;
    expect(first).toMatchObject({ status: 'active', guardian: { email: 'family04@stmarys.test' } });
    const days = (Date.parse(first.limited_from) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(0);
    expect(days).toBeLessThanOrEqual(30);
    // Infantil has no such child; a guardian may not read the list.
    expect((await as('admin@infantil.test', 'GET', '/family-links/coming-of-age')).json().data).toEqual([]);
    expect((await as('guardian@stmarys.test', 'GET', '/family-links')).statusCode).toBe(403);
  });

  it("the organisation's family settings: read and changed by its admin, validated, audited", async () => {
    const org = await organisationId(t.database.db, 'stmarys');
    expect((await as(ADMIN, 'GET', `/organisation/${org}/family-settings`)).json()).toEqual({
      family_link_approval: 'admin',
      assent_age: 12,
      control_age: 16,
      limited_parts: ['calendar'],
      link_review_months: 12,
      family_languages: ['en', 'ar', 'es'],
    });
    for (const [body, field] of [
      [{ family_languages: [] }, 'family_languages'],
      [{ control_age: 30 }, 'control_age'],
      [{ assent_age: 17 }, 'assent_age'],
      [{ limited_parts: ['calendar', 'calendar'] }, 'limited_parts'],
      [{ link_review_months: 0 }, 'link_review_months'],
      [{ family_link_approval: 'never' }, 'family_link_approval'],
    ] as const) {
      const res = await as(ADMIN, 'PUT', `/organisation/${org}/family-settings`, body);
      expect(res.json()).toMatchObject({ status: 400, fields: [{ path: field }] });
    }
    const saved = await as(ADMIN, 'PUT', `/organisation/${org}/family-settings`, {
      family_link_approval: 'automatic',
      control_age: 18,
      family_languages: ['en', 'ar'],
    });
    expect(saved.json()).toEqual({
      family_link_approval: 'automatic',
      assent_age: 12,
      control_age: 18,
      limited_parts: ['calendar'],
      link_review_months: 12,
      family_languages: ['en', 'ar'],
    });
    const profile = await as(ADMIN, 'GET', '/users/profile');
    expect(profile.json().organisation).toMatchObject({
      family_link_approval: 'automatic',
      assent_age: 12,
      control_age: 18,
    });
    expect((await as('admin@infantil.test', 'GET', `/organisation/${org}/family-settings`)).statusCode).toBe(
      404,
    );
    expect(
      (await as('guardian@stmarys.test', 'GET', `/organisation/${org}/family-settings`)).statusCode,
    ).toBe(403);
    const superAdmin = await as('super@lantern.test', 'PUT', `/organisation/${org}/family-settings`, {
      family_link_approval: 'admin',
    });
    expect(superAdmin.json()).toMatchObject({ family_link_approval: 'admin', control_age: 18 });
  });
});
