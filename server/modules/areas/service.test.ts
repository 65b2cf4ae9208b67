import { describe, expect, it } from 'vitest';
import { can } from '../../../src/api/contracts/index.ts';
import type { AuditEntry } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import type { AreaRow } from './repository.ts';
import { createAreasService, type AreasServiceRepository } from './service.ts';

/*
 * The service's rules without a database: a fake repository held in memory. The HTTP behaviour
 * (status codes, tenancy) is proven against PGlite and PostgreSQL in areas.test.ts.
 */
const ORG = '00000000-0000-4000-8000-000000000001';
const OTHER_ORG = '00000000-0000-4000-8000-000000000002';

function fakeRepository() {
  const areas: AreaRow[] = [];
  let next = 0;
  const tx = {} as Db;
  const repo: AreasServiceRepository = {
    byId: async (id) => areas.find((a) => a.id === id),
    listOf: async (organisationId) => areas.filter((a) => a.organisationId === organisationId),
    organisationExists: async (id) => id === ORG || id === OTHER_ORG,
    nameTaken: async (organisationId, name, self) =>
      areas.some(
        (a) =>
          a.organisationId === organisationId && a.name.toLowerCase() === name.toLowerCase() && a.id !== self,
      ),
    insert: async (values) => {
      if (areas.some((a) => a.organisationId === values.organisationId && a.name === values.name))
        return undefined;
      const now = new Date('2026-01-01T00:00:00Z');
      const row: AreaRow = { id: `area-${++next}`, ...values, createdAt: now, updatedAt: now };
      areas.push(row);
      return row;
    },
    update: async (id, patch) => Object.assign(areas.find((a) => a.id === id) as AreaRow, patch),
    remove: async (id) =>
      void areas.splice(
        areas.findIndex((a) => a.id === id),
        1,
      ),
    catalogue: async () => [],
    showableIds: async () => [],
    contentItemIdsOf: async () => [],
    changeContentItems: async () => undefined,
    transaction: (work) => work(tx),
  };
  return { repo, areas };
}

const recorder = () => {
  const entries: { caller: string; entry: Omit<AuditEntry, 'actorId'> }[] = [];
  return {
    entries,
    audit: {
      recordFor: async (caller: { principal: { sub: string } }, entry: Omit<AuditEntry, 'actorId'>) => {
        entries.push({ caller: caller.principal.sub, entry });
      },
    },
  };
};

const tenancy = (type: number, organisationId: string | null = ORG): Tenancy => ({
  principal: { sub: `user-${type}`, type, org: organisationId, sid: 's', exp: 0 },
  superAdmin: type === 0,
  organisationId,
});

describe('areas service with a fake repository', () => {
  it('creates an area in the admin’s organisation and audits it as the caller', async () => {
    const { repo, areas } = fakeRepository();
    const { audit, entries } = recorder();
    const service = createAreasService({ repo, audit });
    const area = await service.create(tenancy(1), { name: 'Cardiology' });
    expect(area).toMatchObject({ name: 'Cardiology', organisation_id: ORG, description: null });
    expect(areas).toHaveLength(1);
    expect(entries).toEqual([
      {
        caller: 'user-1',
        entry: {
          organisationId: ORG,
          action: 'area.create',
          subject: area.id,
          detail: { name: 'Cardiology' },
        },
      },
    ]);
  });

  it('refuses a name already used in the organisation, in any letter case, and writes nothing', async () => {
    const { repo, areas } = fakeRepository();
    const { audit, entries } = recorder();
    const service = createAreasService({ repo, audit });
    await service.create(tenancy(1), { name: 'Cardiology' });
    await expect(service.create(tenancy(1), { name: 'CARDIOLOGY' })).rejects.toMatchObject({ status: 409 });
    expect(areas).toHaveLength(1);
    expect(entries).toHaveLength(1);
  });

  it('lets only admins write, and hides another organisation’s area as missing', async () => {
    const { repo } = fakeRepository();
    const { audit } = recorder();
    const service = createAreasService({ repo, audit });
    // The role is the route's permission, checked before any service runs (server/http/permissions.ts).
    expect(can({ type: 2 }, 'areas.manage')).toBe(false);
    expect(can({ type: 1 }, 'areas.manage')).toBe(true);
    const theirs = await service.create(tenancy(1, OTHER_ORG), { name: 'Ward' });
    await expect(service.update(tenancy(1), theirs.id, { name: 'Mine now' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(service.remove(tenancy(1), theirs.id)).rejects.toMatchObject({ status: 404 });
  });

  it('answers 400 naming organisation_id when a super admin names an organisation that does not exist', async () => {
    const { repo } = fakeRepository();
    const service = createAreasService({ repo, audit: recorder().audit });
    await expect(
      service.create(tenancy(0, null), {
        name: 'Ward',
        organisation_id: '00000000-0000-4000-8000-00000000dead',
      }),
    ).rejects.toMatchObject({
      status: 400,
      fields: [{ path: 'organisation_id', message: 'No such organisation' }],
    });
  });
});
