import { and, asc, desc, eq, isNotNull, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cmsImages, cmsPageVersions, cmsPages, cmsSettings } from './schema.ts';
import { users } from '../users/schema.ts';

export type CmsPageRow = typeof cmsPages.$inferSelect;
export type CmsSettingsRow = typeof cmsSettings.$inferSelect;
export type CmsImageRow = typeof cmsImages.$inferSelect;
type PagePatch = Partial<Omit<typeof cmsPages.$inferInsert, 'organisationId' | 'pageNumber'>>;

export const EMPTY_SETTINGS = {
  contact: { phone: null, email: null, website: null, address: {} },
  visitingHours: {},
};

const pageKey = (organisationId: string, pageNumber: number) =>
  and(eq(cmsPages.organisationId, organisationId), eq(cmsPages.pageNumber, pageNumber));

/** Hospital-information pages, their history, settings and images; every query names the organisation. */
export function createCmsRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

    pages: (organisationId: string, executor: Db = db) =>
      executor
        .select()
        .from(cmsPages)
        .where(eq(cmsPages.organisationId, organisationId))
        .orderBy(asc(cmsPages.position), asc(cmsPages.pageNumber)),

    /** One page; `lock` holds it until the transaction ends (two saves of one page queue). */
    async page(organisationId: string, pageNumber: number, executor: Db = db, lock = false) {
      const query = executor.select().from(cmsPages).where(pageKey(organisationId, pageNumber)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async insertPage(row: typeof cmsPages.$inferInsert, executor: Db = db): Promise<CmsPageRow> {
      const [created] = await executor.insert(cmsPages).values(row).returning();
      return created as CmsPageRow;
    },

    async updatePage(organisationId: string, pageNumber: number, patch: PagePatch, executor: Db = db) {
      const [row] = await executor
        .update(cmsPages)
        .set(patch)
        .where(pageKey(organisationId, pageNumber))
        .returning();
      return row;
    },

    async deletePage(organisationId: string, pageNumber: number, executor: Db = db): Promise<boolean> {
      const rows = await executor.delete(cmsPages).where(pageKey(organisationId, pageNumber)).returning();
      return rows.length > 0;
    },

    async settings(organisationId: string, executor: Db = db): Promise<CmsSettingsRow | undefined> {
      const [row] = await executor
        .select()
        .from(cmsSettings)
        .where(eq(cmsSettings.organisationId, organisationId))
        .limit(1);
      return row;
    },

    async saveSettings(
      organisationId: string,
      values: Pick<CmsSettingsRow, 'contact' | 'visitingHours'>,
      executor: Db = db,
    ) {
      await executor
        .insert(cmsSettings)
        .values({ organisationId, ...values })
        .onConflictDoUpdate({
          target: cmsSettings.organisationId,
          set: { ...values, updatedAt: new Date() },
        });
    },

    /**
     * The next page number of the organisation (never one used before), and the place at the end
     * of the order. The settings row is locked, so two creations never take the same number.
     */
    async allocatePage(organisationId: string, executor: Db) {
      await executor
        .insert(cmsSettings)
        .values({ organisationId, ...EMPTY_SETTINGS })
        .onConflictDoNothing({ target: cmsSettings.organisationId });
      const [settings] = await executor
        .select()
        .from(cmsSettings)
        .where(eq(cmsSettings.organisationId, organisationId))
        .for('update');
      const [highest] = await executor
        .select({ page: max(cmsPages.pageNumber), position: max(cmsPages.position) })
        .from(cmsPages)
        .where(eq(cmsPages.organisationId, organisationId));
      const pageNumber = Math.max(settings?.nextPageNumber ?? 1, (highest?.page ?? 0) + 1);
      await executor
        .update(cmsSettings)
        .set({ nextPageNumber: pageNumber + 1 })
        .where(eq(cmsSettings.organisationId, organisationId));
      return { pageNumber, position: (highest?.position ?? -1) + 1 };
    },

    async insertVersion(row: typeof cmsPageVersions.$inferInsert, executor: Db = db) {
      await executor.insert(cmsPageVersions).values(row);
    },

    /** A page's history, newest first, with each author's name. */
    versions: (organisationId: string, pageNumber: number, limit: number) =>
      db
        .select({
          version: cmsPageVersions,
          firstName: users.firstName,
          surname: users.surname,
          email: users.email,
        })
        .from(cmsPageVersions)
        .leftJoin(users, eq(users.id, cmsPageVersions.authorId))
        .where(
          and(eq(cmsPageVersions.organisationId, organisationId), eq(cmsPageVersions.pageNumber, pageNumber)),
        )
        .orderBy(desc(cmsPageVersions.createdAt), desc(cmsPageVersions.id))
        .limit(limit),

    async version(organisationId: string, pageNumber: number, id: string, executor: Db = db) {
      const [row] = await executor
        .select()
        .from(cmsPageVersions)
        .where(
          and(
            eq(cmsPageVersions.id, id),
            eq(cmsPageVersions.organisationId, organisationId),
            eq(cmsPageVersions.pageNumber, pageNumber),
          ),
        )
        .limit(1);
      return row;
    },

    /** Pages of every organisation with a scheduled change due at `now`. */
    due: (now: Date) =>
      db
        .select({ organisationId: cmsPages.organisationId, pageNumber: cmsPages.pageNumber })
        .from(cmsPages)
        .where(
          sql`(${and(isNotNull(cmsPages.scheduledPublishAt), lte(cmsPages.scheduledPublishAt, now))}) or (${and(
            isNotNull(cmsPages.scheduledUnpublishAt),
            lte(cmsPages.scheduledUnpublishAt, now),
          )})`,
        ),

    async saveImage(row: typeof cmsImages.$inferInsert, executor: Db = db): Promise<CmsImageRow> {
      const [created] = await executor.insert(cmsImages).values(row).returning();
      return created as CmsImageRow;
    },

    async image(id: string): Promise<CmsImageRow | undefined> {
      const [row] = await db.select().from(cmsImages).where(eq(cmsImages.id, id)).limit(1);
      return row;
    },
  };
}
export type CmsRepository = ReturnType<typeof createCmsRepository>;
