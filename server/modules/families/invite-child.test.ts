import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
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
import { createChild } from '../../test/families.ts';

const ADMIN = 'admin@stmarys.test';

describe.each(databaseTargets)(
  'invitations naming the child, and patients’ dates of birth, on $name',
  (target) => {
    let t: TestApp;
    let as: ReturnType<typeof callerOf>;
    let kai: string;
    let mateo: string;

    beforeAll(async () => {
      t = await createTestApp(target);
      kai = await createChild(t.database.db, 'stmarys', {
        appCode: 'KAI347',
        dateOfBirth: '2015-02-02',
        firstName: 'Kai',
      });
      mateo = first(await t.database.db.select().from(users).where(eq(users.appCode, 'HN4RWE'))).id;
      as = callerOf(t, await signInAll(t, [ADMIN]));
    });
    afterAll(() => t.close());

    const userByEmail = async (email: string) =>
      (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
    const linksOf = (patientId: string) =>
      t.database.db.select().from(guardianLinks).where(eq(guardianLinks.patientId, patientId));

    it('a guardian invited with a patient_id is linked to that child, active', async () => {
      const res = await as(ADMIN, 'POST', '/users/subscriptions', {
        email: 'kai.parent@example.com',
        first_name: 'Noor',
        surname: 'Ali',
        patient_id: kai,
        relationship: 'carer',
      });
      expect(res.statusCode).toBe(201);
      expect(await linksOf(kai)).toEqual([
        expect.objectContaining({
          guardianId: res.json().id,
          status: 'active',
          relationship: 'carer',
          source: 'admin',
        }),
      ]);
    });

    it('refuses a child of another organisation (404) or a non-patient (400 naming patient_id), inviting nobody', async () => {
      const elsewhere = await as(ADMIN, 'POST', '/users/subscriptions', {
        email: 'nobody1@example.com',
        first_name: 'A',
        surname: 'B',
        patient_id: mateo,
      });
      expect(elsewhere.json()).toMatchObject({ status: 404 });
      const guardian = first(
        await t.database.db.select().from(users).where(eq(users.email, 'guardian@stmarys.test')),
      );
      const notPatient = await as(ADMIN, 'POST', '/users/subscriptions', {
        email: 'nobody2@example.com',
        first_name: 'A',
        surname: 'B',
        patient_id: guardian.id,
      });
      expect(notPatient.json()).toMatchObject({ status: 400, fields: [{ path: 'patient_id' }] });
      const admin = await as(ADMIN, 'POST', '/users/admins', {
        email: 'nobody3@example.com',
        first_name: 'A',
        surname: 'B',
        patient_id: kai,
      });
      expect(admin.json()).toMatchObject({ status: 400, fields: [{ path: 'patient_id' }] });
      for (const email of ['nobody1@example.com', 'nobody2@example.com', 'nobody3@example.com'])
        expect(await userByEmail(email)).toBeUndefined();
    });

    it('bulk invitations link each row to its patient; a bad patient refuses the list naming its row', async () => {
      const bad = await as(ADMIN, 'POST', '/users/bulk-subscriptions', {
        emails: ['bulk1@example.com', 'bulk2@example.com'],
        patient_ids: [null, mateo],
      });
      expect(bad.json()).toMatchObject({ status: 400, fields: [{ path: 'patient_ids.1' }] });
      expect(await userByEmail('bulk1@example.com')).toBeUndefined();
      const res = await as(ADMIN, 'POST', '/users/bulk-subscriptions', {
        emails: ['bulk1@example.com', 'bulk2@example.com'],
        patient_ids: [null, kai],
      });
      expect(res.json().data.map((r: { outcome: string }) => r.outcome)).toEqual(['created', 'created']);
      expect((await linksOf(kai)).map((l) => l.guardianId)).toContain(
        (await userByEmail('bulk2@example.com'))?.id,
      );
    });

    it('patients take a date of birth on create and edit; a future or unreal one is refused naming the field', async () => {
      const made = await as(ADMIN, 'POST', '/users/patients', {
        first_name: 'Zed',
        date_of_birth: '2018-07-01',
      });
      expect(made.statusCode).toBe(201);
      const detail = await as(ADMIN, 'GET', `/user/${made.json().id}`);
      expect(detail.json()).toMatchObject({
        date_of_birth: '2018-07-01',
        app_code: expect.stringMatching(/^\w{6}$/),
      });
      const future = await as(ADMIN, 'POST', '/users/patients', {
        first_name: 'Yan',
        date_of_birth: '2999-01-01',
      });
      expect(future.json()).toMatchObject({ status: 400, fields: [{ path: 'date_of_birth' }] });
      const edited = await as(ADMIN, 'PUT', `/user/${made.json().id}`, { date_of_birth: '2018-07-02' });
      expect(edited.json()).toMatchObject({ date_of_birth: '2018-07-02' });
      const unreal = await as(ADMIN, 'PUT', `/user/${made.json().id}`, { date_of_birth: '2018-02-31' });
      expect(unreal.json()).toMatchObject({ status: 400, fields: [{ path: 'date_of_birth' }] });
      const guardian = first(
        await t.database.db.select().from(users).where(eq(users.email, 'guardian@stmarys.test')),
      );
      const onGuardian = await as(ADMIN, 'PUT', `/user/${guardian.id}`, { date_of_birth: '2000-01-01' });
      expect(onGuardian.json()).toMatchObject({ status: 400, fields: [{ path: 'date_of_birth' }] });
    });
  },
);
