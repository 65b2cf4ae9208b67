import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { organisationScoped, type OrganisationTable } from '../db/organisation-scoped.ts';
import { organisationAreas, userOrganisationAreas } from '../modules/areas/schema.ts';

/** The join table of an item and the areas it is offered in: its item and area columns. */
export interface AreaJoin {
  table: PgTable;
  item: PgColumn;
  area: PgColumn;
}

/**
 * What quizzes and missions share: an organisation's items, offered to the patients of the areas
 * they are given (`join`), read and written the same way. Each module adds its own rows (a quiz's
 * images and attempts, a mission's progress and badges) beside these.
 */
export function createAreaContentRepository<T extends OrganisationTable>(db: Db, items: T, join: AreaJoin) {
  type Row = T['$inferSelect'];
  const t = items as OrganisationTable;
  // The insert's keys are the join table's property names (quizId), not its SQL names (quiz_id).
  const keyOf = (column: PgColumn) =>
    Object.entries(getTableColumns(join.table)).find(([, c]) => c === column)?.[0] ?? column.name;
  const itemKey = keyOf(join.item);
  const areaKey = keyOf(join.area);
  return {
    ...organisationScoped(db, items),

    /** The areas each of these items is offered in. */
    async areaIds(itemIds: string[]): Promise<{ itemId: string; areaId: string }[]> {
      if (!itemIds.length) return [];
      const rows = await db
        .select({ itemId: join.item, areaId: join.area })
        .from(join.table)
        .where(inArray(join.item, itemIds));
      return rows as { itemId: string; areaId: string }[];
    },
    /**
     * Replaces the areas, inside the caller's transaction. The item's row is locked first: two
     * replacements at once would otherwise both delete, then both insert (a duplicate key, a 500).
     */
    async setAreas(itemId: string, areaIds: string[], tx: Db = db): Promise<void> {
      await tx.select({ id: t.id }).from(t).where(eq(t.id, itemId)).for('update');
      await tx.delete(join.table).where(eq(join.item, itemId));
      if (areaIds.length)
        await tx
          .insert(join.table)
          .values(areaIds.map((areaId) => ({ [itemKey]: itemId, [areaKey]: areaId })));
    },
    /** Items of the organisation offered in any of these areas, oldest first. */
    async offeredIn(organisationId: string, areaIds: string[]): Promise<Row[]> {
      if (!areaIds.length) return [];
      const rows = await db
        .selectDistinct({ item: t })
        .from(t)
        .innerJoin(join.table, eq(join.item, t.id))
        .where(and(eq(t.organisationId, organisationId), inArray(join.area, areaIds)));
      return (rows.map((r) => r.item) as Row[]).sort(
        (a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime(),
      );
    },
    /** The areas the patient is a member of (the app's view of content). */
    async patientAreaIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: userOrganisationAreas.areaId })
        .from(userOrganisationAreas)
        .where(eq(userOrganisationAreas.userId, userId));
      return rows.map((r) => r.id);
    },
    /** Which of these ids are areas of the organisation. */
    async areasIn(organisationId: string, ids: string[]): Promise<string[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: organisationAreas.id })
        .from(organisationAreas)
        .where(and(eq(organisationAreas.organisationId, organisationId), inArray(organisationAreas.id, ids)));
      return rows.map((r) => r.id);
    },
  };
}
