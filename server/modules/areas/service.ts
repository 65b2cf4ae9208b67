import type { ContentItemsResponse, OrganisationArea } from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { groupByCategory } from '../organisations/index.ts';
import { conflict, notFound, validationError } from '../../http/errors.ts';
import { requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';
import type { AreaRow, AreasRepository } from './repository.ts';

const toArea = (row: AreaRow): OrganisationArea => ({
  id: row.id,
  organisation_id: row.organisationId,
  name: row.name,
  description: row.description,
  created_at: row.createdAt.toISOString(),
});

const nameTaken = (name: string) => conflict(`The organisation already has an area called "${name}"`);

/** The repository calls this service makes: a test may pass a fake of just these. */
export type AreasServiceRepository = Pick<
  AreasRepository,
  | 'byId'
  | 'listOf'
  | 'organisationExists'
  | 'nameTaken'
  | 'insert'
  | 'update'
  | 'remove'
  | 'catalogue'
  | 'showableIds'
  | 'contentItemIdsOf'
  | 'changeContentItems'
  | 'transaction'
>;

export function createAreasService(deps: {
  repo: AreasServiceRepository;
  audit: Pick<AuditLog, 'recordFor'>;
}) {
  const { repo, audit } = deps;

  /** The area, if the request may act on its organisation; another organisation's reads as missing. */
  async function areaFor(t: Tenancy, id: string): Promise<AreaRow> {
    const row = await repo.byId(id);
    if (!row || (!t.superAdmin && row.organisationId !== t.organisationId)) throw notFound('Area');
    return row;
  }

  async function assertNameFree(organisationId: string, name: string, self?: string) {
    if (await repo.nameTaken(organisationId, name, self)) throw nameTaken(name);
  }

  return {
    /** Admins and type-2 users (the /content-areas view) read their organisation's areas (the permission check confines it). */
    async list(organisationId: string): Promise<OrganisationArea[]> {
      return (await repo.listOf(organisationId)).map(toArea);
    },

    async create(
      t: Tenancy,
      body: { name: string; description?: string | null; organisation_id?: string },
    ): Promise<OrganisationArea> {
      const organisationId =
        t.superAdmin && body.organisation_id ? body.organisation_id : requireOrganisation(t);
      // A super admin may name any organisation: one that does not exist is the caller's mistake, not a 500.
      if (!(await repo.organisationExists(organisationId)))
        throw validationError(
          'organisation_id',
          'organisation_id: no such organisation',
          'No such organisation',
        );
      await assertNameFree(organisationId, body.name);
      const row = await repo.transaction(async (tx) => {
        // Two creations of one name at once both pass the check above: the unique index decides (409, not 500).
        const area = await repo.insert(
          { organisationId, name: body.name, description: body.description ?? null },
          tx,
        );
        if (!area) throw nameTaken(body.name);
        await audit.recordFor(
          t,
          { organisationId, action: 'area.create', subject: area.id, detail: { name: area.name } },
          tx,
        );
        return area;
      });
      return toArea(row);
    },

    async update(
      t: Tenancy,
      id: string,
      patch: { name?: string; description?: string | null },
    ): Promise<OrganisationArea> {
      const area = await areaFor(t, id);
      if (patch.name !== undefined) await assertNameFree(area.organisationId, patch.name, id);
      const row = await repo.transaction(async (tx) => {
        const updated = await repo.update(id, patch, tx);
        await audit.recordFor(
          t,
          {
            organisationId: area.organisationId,
            action: 'area.update',
            subject: id,
            detail: { fields: Object.keys(patch) },
          },
          tx,
        );
        return updated;
      });
      return toArea(row);
    },

    async remove(t: Tenancy, id: string): Promise<void> {
      const area = await areaFor(t, id);
      await repo.transaction(async (tx) => {
        await repo.remove(id, tx);
        await audit.recordFor(
          t,
          {
            organisationId: area.organisationId,
            action: 'area.delete',
            subject: id,
            detail: { name: area.name },
          },
          tx,
        );
      });
    },

    async contentItems(t: Tenancy, id: string): Promise<ContentItemsResponse> {
      await areaFor(t, id);
      const [catalogue, enabled] = await Promise.all([repo.catalogue(), repo.contentItemIdsOf(id)]);
      return groupByCategory(catalogue, new Set(enabled));
    },

    async changeContentItems(
      t: Tenancy,
      id: string,
      change: { attach_content_item_ids: string[]; detach_content_item_ids: string[] },
    ): Promise<ContentItemsResponse> {
      const area = await areaFor(t, id);
      const named = [...new Set([...change.attach_content_item_ids, ...change.detach_content_item_ids])];
      const known = new Set(await repo.showableIds(named));
      const unknown = named.filter((i) => !known.has(i));
      if (unknown.length)
        throw validationError(
          'attach_content_item_ids',
          `Not content items an area can show: ${unknown.join(', ')}`,
        );
      await repo.transaction(async (tx) => {
        await repo.changeContentItems(id, change.attach_content_item_ids, change.detach_content_item_ids, tx);
        await audit.recordFor(
          t,
          { organisationId: area.organisationId, action: 'area.content-items', subject: id, detail: change },
          tx,
        );
      });
      return this.contentItems(t, id);
    },
  };
}
export type AreasService = ReturnType<typeof createAreasService>;
