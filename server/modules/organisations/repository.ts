import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import {
  contentItems,
  organisationAssets,
  organisationContentItems,
  organisations,
  subscriptionPacks,
} from './schema.ts';
import { users } from '../users/schema.ts';
import { seatsAt } from './seats-queries.ts';

export type OrganisationRow = typeof organisations.$inferSelect;
export type AssetKind = 'logo' | 'white_logo';
type NewOrganisation = typeof organisations.$inferInsert;

export function createOrganisationsRepository(db: Db) {
  return {
    async page(options: { page: number; size: number; keyword?: string }) {
      const where = options.keyword
        ? or(
            ilike(organisations.name, containsPattern(options.keyword)),
            ilike(organisations.urlCode, containsPattern(options.keyword)),
          )
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(organisations)
          .where(where)
          .orderBy(desc(organisations.createdAt), asc(organisations.id))
          .limit(options.size)
          .offset((options.page - 1) * options.size),
        db.select({ n: count() }).from(organisations).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /** The seat figure of each organisation now (seats-queries.ts: the one /usage shows too). */
    seats: (ids: readonly string[], at: Date) => seatsAt(db, ids, at),
    all: () =>
      db
        .select({ id: organisations.id, name: organisations.name })
        .from(organisations)
        .orderBy(asc(organisations.name)),
    async byId(id: string, executor: Db = db) {
      const [row] = await executor.select().from(organisations).where(eq(organisations.id, id)).limit(1);
      return row;
    },
    async byUrlCode(code: string) {
      const [row] = await db
        .select()
        .from(organisations)
        .where(sql`lower(${organisations.urlCode}) = lower(${code})`)
        .limit(1);
      return row;
    },
    async insert(values: NewOrganisation, executor: Db) {
      const [row] = await executor.insert(organisations).values(values).returning();
      return row as OrganisationRow;
    },
    async update(id: string, values: Partial<NewOrganisation>, executor: Db) {
      const [row] = await executor
        .update(organisations)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(organisations.id, id))
        .returning();
      return row;
    },
    async remove(id: string, executor: Db) {
      await executor.delete(organisations).where(eq(organisations.id, id));
    },
    async userCount(id: string) {
      const [row] = await db.select({ n: count() }).from(users).where(eq(users.organisationId, id));
      return row?.n ?? 0;
    },
    catalogue: () =>
      db.select().from(contentItems).orderBy(asc(contentItems.category), asc(contentItems.position)),
    async enabledItemIds(organisationId: string, executor: Db = db) {
      const rows = await executor
        .select({ id: organisationContentItems.contentItemId })
        .from(organisationContentItems)
        .where(eq(organisationContentItems.organisationId, organisationId));
      return new Set(rows.map((r) => r.id));
    },
    async itemsByIds(ids: string[]) {
      return ids.length ? db.select().from(contentItems).where(inArray(contentItems.id, ids)) : [];
    },
    async attach(organisationId: string, itemIds: string[], executor: Db) {
      if (!itemIds.length) return;
      await executor
        .insert(organisationContentItems)
        .values(itemIds.map((contentItemId) => ({ organisationId, contentItemId })))
        .onConflictDoNothing();
    },
    async detach(organisationId: string, itemIds: string[], executor: Db) {
      if (!itemIds.length) return;
      await executor
        .delete(organisationContentItems)
        .where(
          and(
            eq(organisationContentItems.organisationId, organisationId),
            inArray(organisationContentItems.contentItemId, itemIds),
          ),
        );
    },
    /** The enabled 'Features' codes, written back to the organisation row the session carries. */
    async syncFeatures(organisationId: string, executor: Db) {
      const rows = await executor
        .select({ code: contentItems.code })
        .from(organisationContentItems)
        .innerJoin(contentItems, eq(contentItems.id, organisationContentItems.contentItemId))
        .where(
          and(
            eq(organisationContentItems.organisationId, organisationId),
            eq(contentItems.category, 'Features'),
          ),
        )
        .orderBy(asc(contentItems.position));
      const features = rows.map((r) => r.code);
      await executor.update(organisations).set({ features }).where(eq(organisations.id, organisationId));
      return features;
    },
    async featureItemIds(codes: readonly string[], executor: Db = db) {
      if (!codes.length) return [];
      const rows = await executor
        .select({ id: contentItems.id })
        .from(contentItems)
        .where(and(eq(contentItems.category, 'Features'), inArray(contentItems.code, [...codes])));
      return rows.map((r) => r.id);
    },
    async allFeatureItemIds(executor: Db = db) {
      const rows = await executor
        .select({ id: contentItems.id })
        .from(contentItems)
        .where(eq(contentItems.category, 'Features'));
      return rows.map((r) => r.id);
    },
    packs: (organisationId: string) =>
      db
        .select()
        .from(subscriptionPacks)
        .where(eq(subscriptionPacks.organisationId, organisationId))
        .orderBy(desc(subscriptionPacks.startsAt)),
    async insertPack(values: typeof subscriptionPacks.$inferInsert, executor: Db) {
      const [row] = await executor.insert(subscriptionPacks).values(values).returning();
      return row as typeof subscriptionPacks.$inferSelect;
    },
    /** An organisation image (logo, white logo). */
    async asset(organisationId: string, kind: AssetKind) {
      const [row] = await db
        .select()
        .from(organisationAssets)
        .where(and(eq(organisationAssets.organisationId, organisationId), eq(organisationAssets.kind, kind)))
        .limit(1);
      return row;
    },
    async saveAsset(
      asset: { organisationId: string; kind: AssetKind; contentType: string; data: Buffer; hash: string },
      executor: Db,
    ) {
      const { contentType, data, hash } = asset;
      await executor
        .insert(organisationAssets)
        .values(asset)
        .onConflictDoUpdate({
          target: [organisationAssets.organisationId, organisationAssets.kind],
          set: { contentType, data, hash, updatedAt: new Date() },
        });
    },
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),
  };
}
export type OrganisationsRepository = ReturnType<typeof createOrganisationsRepository>;

/** Sets an organisation's features to exactly `codes` (seed and service share it). */
export async function setFeatures(
  repo: OrganisationsRepository,
  organisationId: string,
  codes: readonly string[],
  executor: Db,
) {
  const wanted = new Set(await repo.featureItemIds(codes, executor));
  const all = await repo.allFeatureItemIds(executor);
  await repo.detach(
    organisationId,
    all.filter((id) => !wanted.has(id)),
    executor,
  );
  await repo.attach(organisationId, [...wanted], executor);
  return repo.syncFeatures(organisationId, executor);
}
