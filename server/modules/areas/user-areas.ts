import { and, asc, eq, inArray } from 'drizzle-orm';
import { UserType, type UserArea } from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import {
  organisationAreaContentItems,
  organisationAreas,
  userOrganisationAreas,
  users,
} from '../../db/schema.ts';
import { ApiError, forbidden, notFound } from '../../http/errors.ts';
import { requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';

type Row = typeof userOrganisationAreas.$inferSelect;

const invalid = (path: string, message: string) =>
  new ApiError(400, 'ValidationError', message, [{ path, message }]);

/**
 * Users' areas (spec §7): the areas a user belongs to and the content items chosen for them in
 * each. Guardians and staff manage their own (/content-areas); admins also a user of their
 * organisation named by `user_id`.
 */
export function createUserAreasService(deps: { db: Db; audit: AuditLog }) {
  const { db, audit } = deps;

  /** The user a request acts for, in the request's organisation. */
  async function subject(t: Tenancy, userId: string | undefined): Promise<{ userId: string; organisationId: string }> {
    const organisationId = requireOrganisation(t);
    const own = !userId || userId === t.principal.sub;
    if (own) {
      if (t.superAdmin) throw forbidden('Name the user whose areas these are');
      if (t.principal.type === UserType.Patient) throw forbidden('You cannot manage areas');
      return { userId: t.principal.sub, organisationId };
    }
    if (!t.superAdmin && t.principal.type !== UserType.Admin) throw forbidden("Only admins manage other users' areas");
    const [user] = await db
      .select({ organisationId: users.organisationId })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user || user.organisationId !== organisationId) throw notFound('User');
    return { userId, organisationId };
  }

  async function read(userId: string, where = eq(userOrganisationAreas.userId, userId)): Promise<UserArea[]> {
    const rows = await db
      .select({ membership: userOrganisationAreas, name: organisationAreas.name })
      .from(userOrganisationAreas)
      .innerJoin(organisationAreas, eq(organisationAreas.id, userOrganisationAreas.areaId))
      .where(where)
      .orderBy(asc(organisationAreas.name));
    if (!rows.length) return [];
    // A choice counts only while the area still shows the item.
    const offered = await db
      .select()
      .from(organisationAreaContentItems)
      .where(inArray(organisationAreaContentItems.areaId, rows.map((r) => r.membership.areaId)));
    const byArea = new Map<string, Set<string>>();
    for (const o of offered) byArea.set(o.areaId, (byArea.get(o.areaId) ?? new Set()).add(o.contentItemId));
    return rows.map(({ membership: m, name }) => ({
      id: m.id,
      user_id: m.userId,
      organisation_area_id: m.areaId,
      name,
      content_item_ids: m.contentItemIds.filter((i) => byArea.get(m.areaId)?.has(i)),
      created_at: m.createdAt.toISOString(),
    }));
  }

  async function membershipFor(t: Tenancy, id: string): Promise<Row> {
    const organisationId = requireOrganisation(t);
    const [row] = await db
      .select({ membership: userOrganisationAreas, organisationId: organisationAreas.organisationId })
      .from(userOrganisationAreas)
      .innerJoin(organisationAreas, eq(organisationAreas.id, userOrganisationAreas.areaId))
      .where(eq(userOrganisationAreas.id, id))
      .limit(1);
    if (!row || row.organisationId !== organisationId) throw notFound('User area');
    // Another user's membership: only an admin may see it; to others it does not exist.
    if (row.membership.userId !== t.principal.sub) await subject(t, row.membership.userId).catch(() => {
      throw notFound('User area');
    });
    return row.membership;
  }

  return {
    async list(t: Tenancy, userId?: string): Promise<UserArea[]> {
      const who = await subject(t, userId);
      return read(who.userId);
    },

    async get(t: Tenancy, id: string): Promise<UserArea> {
      const m = await membershipFor(t, id);
      const [area] = await read(m.userId, eq(userOrganisationAreas.id, id));
      if (!area) throw notFound('User area');
      return area;
    },

    /** Adds areas to the user (those already there are kept); answers all the user's areas. */
    async add(t: Tenancy, body: { organisation_area_ids: string[]; user_id?: string }): Promise<UserArea[]> {
      const who = await subject(t, body.user_id);
      const ids = [...new Set(body.organisation_area_ids)];
      const known = await db
        .select({ id: organisationAreas.id })
        .from(organisationAreas)
        .where(and(eq(organisationAreas.organisationId, who.organisationId), inArray(organisationAreas.id, ids)));
      const unknown = ids.filter((id) => !known.some((k) => k.id === id));
      if (unknown.length) throw invalid('organisation_area_ids', `Not areas of this organisation: ${unknown.join(', ')}`);
      await db.transaction(async (tx) => {
        await tx
          .insert(userOrganisationAreas)
          .values(ids.map((areaId) => ({ userId: who.userId, areaId })))
          .onConflictDoNothing();
        await audit.record(
          {
            actorId: t.principal.sub,
            organisationId: who.organisationId,
            action: 'user-area.add',
            subject: who.userId,
            detail: { areas: ids },
          },
          tx,
        );
      });
      return read(who.userId);
    },

    async remove(t: Tenancy, id: string): Promise<void> {
      const m = await membershipFor(t, id);
      await db.transaction(async (tx) => {
        await tx.delete(userOrganisationAreas).where(eq(userOrganisationAreas.id, id));
        await audit.record(
          {
            actorId: t.principal.sub,
            organisationId: requireOrganisation(t),
            action: 'user-area.remove',
            subject: m.userId,
            detail: { area: m.areaId },
          },
          tx,
        );
      });
    },

    /** Replaces the content items chosen for the user in an area; each must be one the area shows. */
    async setContentItems(
      t: Tenancy,
      areaId: string,
      body: { content_item_ids: string[]; user_id?: string },
    ): Promise<UserArea> {
      const who = await subject(t, body.user_id);
      const [m] = await db
        .select()
        .from(userOrganisationAreas)
        .where(and(eq(userOrganisationAreas.userId, who.userId), eq(userOrganisationAreas.areaId, areaId)))
        .limit(1);
      if (!m) throw notFound('User area');
      const ids = [...new Set(body.content_item_ids)];
      const offered = ids.length
        ? await db
            .select({ id: organisationAreaContentItems.contentItemId })
            .from(organisationAreaContentItems)
            .where(
              and(
                eq(organisationAreaContentItems.areaId, areaId),
                inArray(organisationAreaContentItems.contentItemId, ids),
              ),
            )
        : [];
      const missing = ids.filter((id) => !offered.some((o) => o.id === id));
      if (missing.length)
        throw invalid('content_item_ids', `Not content items of this area: ${missing.join(', ')}`);
      await db.transaction(async (tx) => {
        await tx
          .update(userOrganisationAreas)
          .set({ contentItemIds: ids })
          .where(eq(userOrganisationAreas.id, m.id));
        await audit.record(
          {
            actorId: t.principal.sub,
            organisationId: who.organisationId,
            action: 'user-area.content-items',
            subject: who.userId,
            detail: { area: areaId, content_items: ids },
          },
          tx,
        );
      });
      return this.get(t, m.id);
    },
  };
}
export type UserAreasService = ReturnType<typeof createUserAreasService>;
