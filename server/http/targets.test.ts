import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../src/api/contracts/index.ts';
import type { Database } from '../db/client.ts';
import { createFamiliesRepository } from '../modules/families/index.ts';
import { guardianLinks } from '../modules/families/schema.ts';
import { organisations } from '../modules/organisations/schema.ts';
import { users } from '../modules/users/schema.ts';
import { registerErrorHandling } from '../plugins/errors.ts';
import { registerTenancy } from '../plugins/tenancy.ts';
import { databaseTargets, first } from '../test/harness.ts';
import { forbidden } from './errors.ts';
import { enforcePermissions, requireRouteAccess } from './permissions.ts';
import { resolveChild, type TargetReaders } from './targets.ts';

/**
 * The conditions the one permission check resolves, on a real database: a scope with the check and
 * a route per kind of target, called by a principal the test names (`x-caller`: user id, type, organisation).
 */
describe.each(databaseTargets)('the conditions of the permission check on $name', (target) => {
  let database: Database;
  let app: FastifyInstance;
  const ids = {} as Record<
    'orgA' | 'orgB' | 'guardian' | 'stranger' | 'admin' | 'full' | 'limited' | 'revoked',
    string
  >;
  let lookups = 0;

  const call = (caller: { sub: string; type: number; org: string | null }, url: string) =>
    app.inject({ method: 'GET', url: `/api${url}`, headers: { 'x-caller': JSON.stringify(caller) } });
  const guardian = () => ({ sub: ids.guardian, type: UserType.Guardian, org: ids.orgA });
  const body = (res: { json: () => unknown }) =>
    res.json() as { status: number; code: string; message: string };

  beforeAll(async () => {
    database = await target.open();
    const { db } = database;
    const org = async (name: string) =>
      first(await db.insert(organisations).values({ name, urlCode: name }).returning()).id;
    ids.orgA = await org('conditions-a');
    ids.orgB = await org('conditions-b');
    const person = async (type: number, firstName: string) =>
      first(
        await db
          .insert(users)
          .values({ type, status: 4, firstName, surname: 'Test', organisationId: ids.orgA })
          .returning(),
      ).id;
    ids.guardian = await person(UserType.Guardian, 'Linked');
    ids.stranger = await person(UserType.Guardian, 'Unlinked');
    ids.admin = await person(UserType.Admin, 'Admin');
    ids.full = await person(UserType.Patient, 'Full');
    ids.limited = await person(UserType.Patient, 'Limited');
    ids.revoked = await person(UserType.Patient, 'Revoked');
    const link = (patientId: string, status: 'active' | 'revoked', accessLevel: 'full' | 'limited') =>
      db.insert(guardianLinks).values({
        organisationId: ids.orgA,
        guardianId: ids.guardian,
        patientId,
        status,
        source: 'admin',
        accessLevel,
      });
    await link(ids.full, 'active', 'full');
    await link(ids.limited, 'active', 'limited');
    await link(ids.revoked, 'revoked', 'full');

    const families = createFamiliesRepository(db);
    const readers: TargetReaders = {
      childAccess: (guardianId, patientId) => {
        lookups += 1;
        return families.childAccess(guardianId, patientId);
      },
    };
    app = Fastify({ logger: false });
    registerErrorHandling(app);
    registerTenancy(app);
    app.decorateRequest('principal', null);
    app.addHook('onRequest', async (request) => {
      const caller = request.headers['x-caller'];
      if (typeof caller === 'string') request.principal = { ...JSON.parse(caller), sid: 's', exp: 0 };
    });
    await app.register(
      async (api) => {
        requireRouteAccess(api);
        enforcePermissions(api, () => Promise.reject(forbidden('no feature is asked here')), readers);
        const ok = async () => ({ ok: true });
        api.get(
          '/children/:patient_id/usage',
          { config: { permission: 'family.read', target: { patient: 'patient_id', opens: 'usage' } } },
          ok,
        );
        api.get(
          '/children/:patient_id/events',
          { config: { permission: 'family.read', target: { patient: 'patient_id', opens: 'calendar' } } },
          ok,
        );
        api.get(
          '/children/:patient_id/app-code',
          {
            config: {
              permission: 'familyAppCode.manage',
              target: { patient: 'patient_id', opens: 'everyPart' },
            },
          },
          ok,
        );
        api.get(
          '/organisation/:id/family-settings',
          { config: { permission: 'families.settings', target: { organisation: 'id' } } },
          ok,
        );
      },
      { prefix: '/api' },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('lets a guardian whose active link opens the part through, reading the link once a request', async () => {
    lookups = 0;
    expect((await call(guardian(), `/children/${ids.full}/usage`)).json()).toEqual({ ok: true });
    expect(lookups).toBe(1);
    // A limited link opens the organisation's limited parts (the calendar by default).
    expect((await call(guardian(), `/children/${ids.limited}/events`)).json()).toEqual({ ok: true });
    expect((await call(guardian(), `/children/${ids.full}/app-code`)).json()).toEqual({ ok: true });
  });

  it('answers a child not actively linked to the caller as a missing one (404)', async () => {
    const stranger = { sub: ids.stranger, type: UserType.Guardian, org: ids.orgA };
    for (const [who, child] of [
      [stranger, ids.full],
      [guardian(), ids.revoked],
      [guardian(), '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await call(who, `/children/${child}/usage`);
      expect(res.statusCode).toBe(404);
      expect(body(res)).toEqual({ status: 404, code: 'ResourceNotFound', message: 'Child not found' });
    }
  });

  it('refuses a link whose level does not open what the route needs (403 naming it)', async () => {
    const usage = await call(guardian(), `/children/${ids.limited}/usage`);
    expect(usage.statusCode).toBe(403);
    expect(body(usage).message).toBe('Your access to this child does not include their usage');
    const code = await call(guardian(), `/children/${ids.limited}/app-code`);
    expect(code.statusCode).toBe(403);
    expect(body(code).message).toBe(
      'Your access to this child is limited: they sign the app in with their own app code',
    );
  });

  it('checks the role before the target: another role is told its refusal, not whether the child exists', async () => {
    const admin = { sub: ids.admin, type: UserType.Admin, org: ids.orgA };
    lookups = 0;
    const res = await call(admin, `/children/${ids.full}/usage`);
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe("Only a child's guardians see these pages");
    expect(lookups).toBe(0);
  });

  it('lets the child themself through', async () => {
    await expect(
      resolveChild(createFamiliesRepository(database.db), ids.full, ids.full, 'usage'),
    ).resolves.toBeUndefined();
  });

  it("answers another organisation's id as missing (404), to its admins and to other roles; a super admin names any", async () => {
    const admin = { sub: ids.admin, type: UserType.Admin, org: ids.orgA };
    expect((await call(admin, `/organisation/${ids.orgA}/family-settings`)).json()).toEqual({ ok: true });
    const other = await call(admin, `/organisation/${ids.orgB}/family-settings`);
    expect(other.statusCode).toBe(404);
    expect(body(other).message).toBe('Organisation not found');
    const own = await call(guardian(), `/organisation/${ids.orgA}/family-settings`);
    expect(own.statusCode).toBe(403);
    expect(body(own).message).toBe("Only admins manage the organisation's family settings");
    expect((await call(guardian(), `/organisation/${ids.orgB}/family-settings`)).statusCode).toBe(404);
    const superAdmin = { sub: ids.admin, type: UserType.SuperAdmin, org: null };
    expect((await call(superAdmin, `/organisation/${ids.orgB}/family-settings`)).json()).toEqual({
      ok: true,
    });
  });
});
