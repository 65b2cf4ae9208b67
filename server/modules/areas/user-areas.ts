import { UserType, type UserArea } from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { forbidden, notFound, validationError } from '../../http/errors.ts';
import { requireAdmin, requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';
import type { AreasRepository, MembershipRow } from './repository.ts';
import { assertAreasOf } from './rules.ts';

/**
 * Users' areas (docs/product.md § Calls): the areas a user belongs to and the content items chosen for them in
 * each. Guardians and staff manage their own (/content-areas); admins also a user of their
 * organisation named by `user_id`.
 */
export function createUserAreasService(deps: { repo: AreasRepository; audit: Pick<AuditLog, 'recordFor'> }) {
  const { repo, audit } = deps;

  /** The user a request acts for, in the request's organisation. */
  async function subject(
    t: Tenancy,
    userId: string | undefined,
  ): Promise<{ userId: string; organisationId: string }> {
    const organisationId = requireOrganisation(t);
    const own = !userId || userId === t.principal.sub;
    if (own) {
      if (t.superAdmin) throw forbidden('Name the user whose areas these are');
      if (t.principal.type === UserType.Patient) throw forbidden('You cannot manage areas');
      return { userId: t.principal.sub, organisationId };
    }
    requireAdmin(t, "Only admins manage other users' areas");
    if ((await repo.organisationOfUser(userId)) !== organisationId) throw notFound('User');
    return { userId, organisationId };
  }

  async function read(which: { userId: string } | { id: string }): Promise<UserArea[]> {
    const rows = await repo.memberships(which);
    if (!rows.length) return [];
    // A choice counts only while the area still shows the item.
    const offered = await repo.offeredIn(rows.map((r) => r.membership.areaId));
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

  async function membershipFor(t: Tenancy, id: string): Promise<MembershipRow> {
    const organisationId = requireOrganisation(t);
    const row = await repo.membershipWithOrganisation(id);
    if (!row || row.organisationId !== organisationId) throw notFound('User area');
    // Another user's membership: only an admin may see it; to others it does not exist.
    if (row.membership.userId !== t.principal.sub)
      await subject(t, row.membership.userId).catch(() => {
        throw notFound('User area');
      });
    return row.membership;
  }

  return {
    async list(t: Tenancy, userId?: string): Promise<UserArea[]> {
      const who = await subject(t, userId);
      return read({ userId: who.userId });
    },

    async get(t: Tenancy, id: string): Promise<UserArea> {
      await membershipFor(t, id);
      const [area] = await read({ id });
      if (!area) throw notFound('User area');
      return area;
    },

    /** Adds areas to the user (those already there are kept); answers all the user's areas. */
    async add(t: Tenancy, body: { organisation_area_ids: string[]; user_id?: string }): Promise<UserArea[]> {
      const who = await subject(t, body.user_id);
      const ids = [...new Set(body.organisation_area_ids)];
      await assertAreasOf(repo, who.organisationId, ids, 'organisation_area_ids');
      await repo.transaction(async (tx) => {
        await repo.addMemberships(who.userId, ids, tx);
        await audit.recordFor(
          t,
          {
            organisationId: who.organisationId,
            action: 'user-area.add',
            subject: who.userId,
            detail: { areas: ids },
          },
          tx,
        );
      });
      return read({ userId: who.userId });
    },

    async remove(t: Tenancy, id: string): Promise<void> {
      const m = await membershipFor(t, id);
      await repo.transaction(async (tx) => {
        await repo.removeMembership(id, tx);
        await audit.recordFor(
          t,
          {
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
      const m = await repo.membershipOf(who.userId, areaId);
      if (!m) throw notFound('User area');
      const ids = [...new Set(body.content_item_ids)];
      const offered = new Set(await repo.offeredByArea(areaId, ids));
      const missing = ids.filter((id) => !offered.has(id));
      if (missing.length)
        throw validationError('content_item_ids', `Not content items of this area: ${missing.join(', ')}`);
      await repo.transaction(async (tx) => {
        await repo.setChosenItems(m.id, ids, tx);
        await audit.recordFor(
          t,
          {
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
