import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentItems, organisations } from '../organisations/schema.ts';
import { organisationAreaContentItems, organisationAreas, userOrganisationAreas } from './schema.ts';
import { users } from '../users/schema.ts';

export type AreaRow = typeof organisationAreas.$inferSelect;
type ContentItemRow = typeof contentItems.$inferSelect;
export type MembershipRow = typeof userOrganisationAreas.$inferSelect;

/** Areas show app content: the carousels. Features switch whole capabilities and are not per area. */
const AREA_CATEGORIES_EXCLUDE = 'Features';

/** Organisation areas, their content items and users' memberships (docs/product.md § Calls). */
export function createAreasRepository(db: Db) {
  return {
    async byId(id: string): Promise<AreaRow | undefined> {
      const [row] = await db.select().from(organisationAreas).where(eq(organisationAreas.id, id)).limit(1);
      return row;
    },
    listOf(organisationId: string): Promise<AreaRow[]> {
      return db
        .select()
        .from(organisationAreas)
        .where(eq(organisationAreas.organisationId, organisationId))
        .orderBy(asc(organisationAreas.name));
    },
    async organisationExists(organisationId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.id, organisationId))
        .limit(1);
      return Boolean(row);
    },
    /** Whether another area of the organisation has this name, in any letter case. */
    async nameTaken(organisationId: string, name: string, self?: string): Promise<boolean> {
      const same = and(
        eq(organisationAreas.organisationId, organisationId),
        sql`lower(${organisationAreas.name}) = lower(${name})`,
      );
      const [row] = await db
        .select({ id: organisationAreas.id })
        .from(organisationAreas)
        .where(self ? and(same, ne(organisationAreas.id, self)) : same)
        .limit(1);
      return Boolean(row);
    },
    /** Those of `ids` that are areas of the organisation. */
    async areaIdsIn(organisationId: string, ids: string[]): Promise<string[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: organisationAreas.id })
        .from(organisationAreas)
        .where(and(eq(organisationAreas.organisationId, organisationId), inArray(organisationAreas.id, ids)));
      return rows.map((r) => r.id);
    },
    /** The new area; undefined when the name is taken (the unique index decides between two at once). */
    async insert(
      values: { organisationId: string; name: string; description: string | null },
      tx: Db = db,
    ): Promise<AreaRow | undefined> {
      const [created] = await tx.insert(organisationAreas).values(values).onConflictDoNothing().returning();
      return created;
    },
    async update(id: string, patch: { name?: string; description?: string | null }, tx: Db = db) {
      const [updated] = await tx
        .update(organisationAreas)
        .set({
          ...(patch.name !== undefined && { name: patch.name }),
          ...(patch.description !== undefined && { description: patch.description }),
          updatedAt: new Date(),
        })
        .where(eq(organisationAreas.id, id))
        .returning();
      return updated as AreaRow;
    },
    async remove(id: string, tx: Db = db) {
      await tx.delete(organisationAreas).where(eq(organisationAreas.id, id));
    },

    /** The catalogue an area may show, in carousel order. */
    catalogue(): Promise<ContentItemRow[]> {
      return db
        .select()
        .from(contentItems)
        .where(ne(contentItems.category, AREA_CATEGORIES_EXCLUDE))
        .orderBy(asc(contentItems.category), asc(contentItems.position));
    },
    /** Those of `ids` that an area may show. */
    async showableIds(ids: string[]): Promise<string[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: contentItems.id })
        .from(contentItems)
        .where(and(inArray(contentItems.id, ids), ne(contentItems.category, AREA_CATEGORIES_EXCLUDE)));
      return rows.map((r) => r.id);
    },
    async contentItemIdsOf(areaId: string): Promise<string[]> {
      const rows = await db
        .select({ id: organisationAreaContentItems.contentItemId })
        .from(organisationAreaContentItems)
        .where(eq(organisationAreaContentItems.areaId, areaId));
      return rows.map((r) => r.id);
    },
    /** The content items each of the areas shows. */
    offeredIn(areaIds: string[]) {
      return db
        .select()
        .from(organisationAreaContentItems)
        .where(inArray(organisationAreaContentItems.areaId, areaIds));
    },
    async changeContentItems(areaId: string, attach: string[], detach: string[], tx: Db = db) {
      if (detach.length)
        await tx
          .delete(organisationAreaContentItems)
          .where(
            and(
              eq(organisationAreaContentItems.areaId, areaId),
              inArray(organisationAreaContentItems.contentItemId, detach),
            ),
          );
      if (attach.length)
        await tx
          .insert(organisationAreaContentItems)
          .values(attach.map((contentItemId) => ({ areaId, contentItemId })))
          .onConflictDoNothing();
    },

    async organisationOfUser(userId: string): Promise<string | null | undefined> {
      const [user] = await db
        .select({ organisationId: users.organisationId })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return user ? user.organisationId : undefined;
    },
    /** A user's memberships (or one, by id) with their area's name, by area name. */
    memberships(which: { userId: string } | { id: string }) {
      const where =
        'id' in which
          ? eq(userOrganisationAreas.id, which.id)
          : eq(userOrganisationAreas.userId, which.userId);
      return db
        .select({ membership: userOrganisationAreas, name: organisationAreas.name })
        .from(userOrganisationAreas)
        .innerJoin(organisationAreas, eq(organisationAreas.id, userOrganisationAreas.areaId))
        .where(where)
        .orderBy(asc(organisationAreas.name));
    },
    async membershipWithOrganisation(id: string) {
      const [row] = await db
        .select({ membership: userOrganisationAreas, organisationId: organisationAreas.organisationId })
        .from(userOrganisationAreas)
        .innerJoin(organisationAreas, eq(organisationAreas.id, userOrganisationAreas.areaId))
        .where(eq(userOrganisationAreas.id, id))
        .limit(1);
      return row;
    },
    async membershipOf(userId: string, areaId: string): Promise<MembershipRow | undefined> {
      const [row] = await db
        .select()
        .from(userOrganisationAreas)
        .where(and(eq(userOrganisationAreas.userId, userId), eq(userOrganisationAreas.areaId, areaId)))
        .limit(1);
      return row;
    },
    async addMemberships(userId: string, areaIds: string[], tx: Db = db) {
      await tx
        .insert(userOrganisationAreas)
        .values(areaIds.map((areaId) => ({ userId, areaId })))
        .onConflictDoNothing();
    },
    async removeMembership(id: string, tx: Db = db) {
      await tx.delete(userOrganisationAreas).where(eq(userOrganisationAreas.id, id));
    },
    /** Those of `ids` that the area shows. */
    async offeredByArea(areaId: string, ids: string[]): Promise<string[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: organisationAreaContentItems.contentItemId })
        .from(organisationAreaContentItems)
        .where(
          and(
            eq(organisationAreaContentItems.areaId, areaId),
            inArray(organisationAreaContentItems.contentItemId, ids),
          ),
        );
      return rows.map((r) => r.id);
    },
    async setChosenItems(membershipId: string, ids: string[], tx: Db = db) {
      await tx
        .update(userOrganisationAreas)
        .set({ contentItemIds: ids })
        .where(eq(userOrganisationAreas.id, membershipId));
    },
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),
  };
}
export type AreasRepository = ReturnType<typeof createAreasRepository>;
