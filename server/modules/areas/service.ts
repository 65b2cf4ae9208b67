import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ContentItemsResponse, OrganisationArea } from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { groupByCategory } from '../organisations/catalogue.ts';
import {
  contentItems,
  organisationAreaContentItems,
  organisationAreas,
  organisations,
} from '../../db/schema.ts';
import { ApiError, conflict, forbidden, notFound } from '../../http/errors.ts';
import { assertWithinOrganisation, requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';

type AreaRow = typeof organisationAreas.$inferSelect;

const toArea = (row: AreaRow): OrganisationArea => ({
  id: row.id,
  organisation_id: row.organisationId,
  name: row.name,
  description: row.description,
  created_at: row.createdAt.toISOString(),
});

/** Areas show app content: the carousels. Features switch whole capabilities and are not per area. */
const AREA_CATEGORIES_EXCLUDE = 'Features';

const requireAdmin = (t: Tenancy) => {
  if (!t.superAdmin && t.principal.type !== 1) throw forbidden('Only admins manage areas');
};

const nameTaken = (name: string) => conflict(`The organisation already has an area called "${name}"`);

export function createAreasService(deps: { db: Db; audit: AuditLog }) {
  const { db, audit } = deps;

  /** The area, if the request may act on its organisation; another organisation's reads as missing. */
  async function areaFor(t: Tenancy, id: string): Promise<AreaRow> {
    const [row] = await db.select().from(organisationAreas).where(eq(organisationAreas.id, id)).limit(1);
    if (!row || (!t.superAdmin && row.organisationId !== t.organisationId)) throw notFound('Area');
    return row;
  }

  async function assertNameFree(organisationId: string, name: string, self?: string) {
    const same = and(
      eq(organisationAreas.organisationId, organisationId),
      sql`lower(${organisationAreas.name}) = lower(${name})`,
    );
    const [row] = await db
      .select({ id: organisationAreas.id })
      .from(organisationAreas)
      .where(self ? and(same, ne(organisationAreas.id, self)) : same)
      .limit(1);
    if (row) throw nameTaken(name);
  }

  return {
    /** Admins and type-2 users (the /content-areas view) read their organisation's areas. */
    async list(t: Tenancy, organisationId: string): Promise<OrganisationArea[]> {
      assertWithinOrganisation(t, organisationId, 'path');
      if (!t.superAdmin && t.principal.type !== 1 && t.principal.type !== 2)
        throw forbidden('You cannot read areas');
      const rows = await db
        .select()
        .from(organisationAreas)
        .where(eq(organisationAreas.organisationId, organisationId))
        .orderBy(asc(organisationAreas.name));
      return rows.map(toArea);
    },

    async create(
      t: Tenancy,
      body: { name: string; description?: string | null; organisation_id?: string },
    ): Promise<OrganisationArea> {
      requireAdmin(t);
      const organisationId =
        t.superAdmin && body.organisation_id ? body.organisation_id : requireOrganisation(t);
      // A super admin may name any organisation: one that does not exist is the caller's mistake, not a 500.
      const [exists] = await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.id, organisationId))
        .limit(1);
      if (!exists)
        throw new ApiError(400, 'ValidationError', 'organisation_id: no such organisation', [
          { path: 'organisation_id', message: 'No such organisation' },
        ]);
      await assertNameFree(organisationId, body.name);
      const row = await db.transaction(async (tx) => {
        // Two creations of one name at once both pass the check above: the unique index decides (409, not 500).
        const [created] = await tx
          .insert(organisationAreas)
          .values({ organisationId, name: body.name, description: body.description ?? null })
          .onConflictDoNothing()
          .returning();
        if (!created) throw nameTaken(body.name);
        const area = created as AreaRow;
        await audit.record(
          {
            actorId: t.principal.sub,
            organisationId,
            action: 'area.create',
            subject: area.id,
            detail: { name: area.name },
          },
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
      requireAdmin(t);
      const area = await areaFor(t, id);
      if (patch.name !== undefined) await assertNameFree(area.organisationId, patch.name, id);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(organisationAreas)
          .set({
            ...(patch.name !== undefined && { name: patch.name }),
            ...(patch.description !== undefined && { description: patch.description }),
            updatedAt: new Date(),
          })
          .where(eq(organisationAreas.id, id))
          .returning();
        await audit.record(
          {
            actorId: t.principal.sub,
            organisationId: area.organisationId,
            action: 'area.update',
            subject: id,
            detail: { fields: Object.keys(patch) },
          },
          tx,
        );
        return updated as AreaRow;
      });
      return toArea(row);
    },

    async remove(t: Tenancy, id: string): Promise<void> {
      requireAdmin(t);
      const area = await areaFor(t, id);
      await db.transaction(async (tx) => {
        await tx.delete(organisationAreas).where(eq(organisationAreas.id, id));
        await audit.record(
          {
            actorId: t.principal.sub,
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
      const [catalogue, enabled] = await Promise.all([
        db
          .select()
          .from(contentItems)
          .where(ne(contentItems.category, AREA_CATEGORIES_EXCLUDE))
          .orderBy(asc(contentItems.category), asc(contentItems.position)),
        db
          .select({ id: organisationAreaContentItems.contentItemId })
          .from(organisationAreaContentItems)
          .where(eq(organisationAreaContentItems.areaId, id)),
      ]);
      const on = new Set(enabled.map((e) => e.id));
      return groupByCategory(catalogue, on);
    },

    async changeContentItems(
      t: Tenancy,
      id: string,
      change: { attach_content_item_ids: string[]; detach_content_item_ids: string[] },
    ): Promise<ContentItemsResponse> {
      requireAdmin(t);
      const area = await areaFor(t, id);
      const named = [...new Set([...change.attach_content_item_ids, ...change.detach_content_item_ids])];
      const known = named.length
        ? new Set(
            (
              await db
                .select({ id: contentItems.id })
                .from(contentItems)
                .where(
                  and(inArray(contentItems.id, named), ne(contentItems.category, AREA_CATEGORIES_EXCLUDE)),
                )
            ).map((r) => r.id),
          )
        : new Set<string>();
      const unknown = named.filter((i) => !known.has(i));
      if (unknown.length) {
        const message = `Not content items an area can show: ${unknown.join(', ')}`;
        throw new ApiError(400, 'ValidationError', message, [{ path: 'attach_content_item_ids', message }]);
      }
      await db.transaction(async (tx) => {
        if (change.detach_content_item_ids.length)
          await tx
            .delete(organisationAreaContentItems)
            .where(
              and(
                eq(organisationAreaContentItems.areaId, id),
                inArray(organisationAreaContentItems.contentItemId, change.detach_content_item_ids),
              ),
            );
        if (change.attach_content_item_ids.length)
          await tx
            .insert(organisationAreaContentItems)
            .values(change.attach_content_item_ids.map((contentItemId) => ({ areaId: id, contentItemId })))
            .onConflictDoNothing();
        await audit.record(
          {
            actorId: t.principal.sub,
            organisationId: area.organisationId,
            action: 'area.content-items',
            subject: id,
            detail: change,
          },
          tx,
        );
      });
      return this.contentItems(t, id);
    },
  };
}
export type AreasService = ReturnType<typeof createAreasService>;
