import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../audit/schema.ts';
import { guardianLinks } from './schema.ts';
import { organisations } from '../organisations/schema.ts';
import { callerOf, createTestApp, databaseTargets, signInAll, type TestApp } from '../../test/harness.ts';
import { createChild, createGuardian, organisationId } from '../../test/families.ts';
import { createFamiliesRepository } from './repository.ts';

describe.each(databaseTargets)('the family adds a child by app code on $name', (target) => {
  let t: TestApp;
  let as: ReturnType<typeof callerOf>;
  let amaraId: string;
  let ellaId: string;
  const amara = { app_code: 'QRT4KM', date_of_birth: '2014-06-30' };

  beforeAll(async () => {
    t = await createTestApp(target);
    const { db } = t.database;
    await createGuardian(db, 'stmarys', 'parent1@stmarys.test');
    await createGuardian(db, 'stmarys', 'parent2@stmarys.test');
    await createGuardian(db, 'stmarys', 'parent3@stmarys.test');
    await createGuardian(db, 'infantil', 'padre@infantil.test');
    amaraId = await createChild(db, 'stmarys', {
      appCode: 'QRT4KM',
      dateOfBirth: '2014-06-30',
      firstName: 'Amara',
    });
    ellaId = await createChild(db, 'stmarys', {
      appCode: 'WXY679',
      dateOfBirth: '2012-01-05',
      patientNumber: 'SM-77',
    });
    await createChild(db, 'infantil', { appCode: 'HJK347', dateOfBirth: '2013-03-03', firstName: 'Lola' });
    as = callerOf(
      t,
      await signInAll(t, [
        'parent1@stmarys.test',
        'parent2@stmarys.test',
        'parent3@stmarys.test',
        'padre@infantil.test',
        'admin@stmarys.test',
      ]),
    );
  });
  afterAll(() => t.close());

  const linksOf = (patientId: string) =>
    t.database.db.select().from(guardianLinks).where(eq(guardianLinks.patientId, patientId));

  it('a right code and date of birth make a pending link; the family sees no name until an admin approves', async () => {
    const res = await as('parent1@stmarys.test', 'PUT', '/users/child', {
      ...amara,
      app_code: 'qrt-4km',
      relationship: 'carer',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending', relationship: 'carer', child: null });
    const mine = await as('parent1@stmarys.test', 'GET', '/users/children');
    expect(mine.json().data).toEqual([expect.objectContaining({ status: 'pending', child: null })]);
    // Not yet a child of theirs: no access.
    const repo = createFamiliesRepository(t.database.db);
    const guardianId = (await linksOf(amaraId))[0]?.guardianId as string;
    expect(await repo.childAccess(guardianId, amaraId)).toBeNull();

    const pending = await as('admin@stmarys.test', 'GET', '/family-links?status=pending');
    const link = pending.json().data.find((l: { patient: { id: string } }) => l.patient.id === amaraId);
    expect(link).toMatchObject({
      source: 'family',
      status: 'pending',
      guardian: { email: 'parent1@stmarys.test' },
    });
    expect((await as('admin@stmarys.test', 'POST', `/family-links/${link.id}/approve`)).json()).toMatchObject(
      {
        status: 'active',
        approved_by: { first_name: expect.any(String) },
      },
    );
    const after = await as('parent1@stmarys.test', 'GET', '/users/children');
    expect(after.json().data).toEqual([
      expect.objectContaining({ status: 'active', child: expect.objectContaining({ first_name: 'Amara' }) }),
    ]);
    expect(await repo.childAccess(guardianId, amaraId)).toMatchObject({ level: 'full' });
  });

  it('asking again for a linked child answers the link as it is, without a second one', async () => {
    const res = await as('parent1@stmarys.test', 'PUT', '/users/child', amara);
    expect(res.json()).toMatchObject({ status: 'active' });
    expect(await linksOf(amaraId)).toHaveLength(1);
  });

  it('with automatic approval the link is active at once; a patient number works as the second factor', async () => {
    await t.database.db
      .update(organisations)
      .set({ familyLinkApproval: 'automatic' })
      .where(eq(organisations.id, await organisationId(t.database.db, 'stmarys')));
    const res = await as('parent2@stmarys.test', 'PUT', '/users/child', {
      app_code: 'WXY679',
      patient_number: 'sm 77',
      first_name: 'Ella',
    });
    expect(res.json()).toMatchObject({ status: 'active', child: { id: ellaId, first_name: 'Ella' } });
    await t.database.db
      .update(organisations)
      .set({ familyLinkApproval: 'admin' })
      .where(eq(organisations.id, await organisationId(t.database.db, 'stmarys')));
  });

  it('a wrong code and a wrong date of birth answer alike, naming app_code, and change nothing', async () => {
    const wrongCode = await as('parent3@stmarys.test', 'PUT', '/users/child', {
      ...amara,
      app_code: 'AAAAAA',
    });
    const wrongBirthday = await as('padre@infantil.test', 'PUT', '/users/child', {
      ...amara,
      date_of_birth: '2014-06-29',
    });
    // Another organisation's child is no child to this guardian either.
    const otherOrganisation = await as('padre@infantil.test', 'PUT', '/users/child', amara);
    for (const res of [wrongCode, wrongBirthday, otherOrganisation]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ValidationError', fields: [{ path: 'app_code' }] });
    }
    expect(wrongCode.json().message).toBe(wrongBirthday.json().message);
    expect(await linksOf(amaraId)).toHaveLength(1);
  });

  it('three wrong tries lock the code for that guardian (429 naming when), not for others', async () => {
    for (let i = 0; i < 3; i += 1)
      expect(
        (await as('parent3@stmarys.test', 'PUT', '/users/child', { ...amara, date_of_birth: '2010-01-01' }))
          .statusCode,
      ).toBe(400);
    const locked = await as('parent3@stmarys.test', 'PUT', '/users/child', amara);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/app code\. Try again in \d+ minutes? \(after \d{4}-\d\d-\d\dT/);
    expect(await linksOf(amaraId)).toHaveLength(1);
    // Another guardian's tries are their own.
    const other = await as('parent2@stmarys.test', 'PUT', '/users/child', amara);
    expect(other.json()).toMatchObject({ status: 'pending' });
  });

  it('needs exactly one second factor, naming date_of_birth; a date of birth must be a real past date', async () => {
    const none = await as('parent3@stmarys.test', 'PUT', '/users/child', { app_code: 'WXY679' });
    const both = await as('parent3@stmarys.test', 'PUT', '/users/child', {
      app_code: 'WXY679',
      date_of_birth: '2012-01-05',
      patient_number: 'SM-77',
    });
    const future = await as('parent3@stmarys.test', 'PUT', '/users/child', {
      app_code: 'WXY679',
      date_of_birth: '2999-01-01',
    });
    const unreal = await as('parent3@stmarys.test', 'PUT', '/users/child', {
      app_code: 'WXY679',
      date_of_birth: '2013-02-30',
    });
    for (const res of [none, both, future, unreal])
      expect(res.json()).toMatchObject({ status: 400, fields: [{ path: 'date_of_birth' }] });
    expect(await linksOf(ellaId)).toHaveLength(1);
  });

  it('is for guardians only: an admin gets 403', async () => {
    const res = await as('admin@stmarys.test', 'PUT', '/users/child', amara);
    expect(res.json()).toMatchObject({ status: 403, code: 'Forbidden' });
    expect((await as('admin@stmarys.test', 'GET', '/users/children')).statusCode).toBe(403);
  });

  it('audits every request and every wrong try', async () => {
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.organisationId, await organisationId(t.database.db, 'stmarys'))));
    const names = actions.map((a) => a.action);
    expect(names).toContain('family.link.request');
    expect(names).toContain('family.link.failed');
    expect(names).toContain('family.link.approve');
  });
});
