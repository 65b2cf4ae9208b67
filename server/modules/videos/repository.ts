import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { organisationAreaVideos, organisationVideos, videoThumbnails } from './schema.ts';
import { organisationAreas } from '../areas/schema.ts';
import { shownPage, videoPage } from './shown-videos-queries.ts';

export type VideoRow = typeof organisationVideos.$inferSelect;
type NewVideo = typeof organisationVideos.$inferInsert;

export interface VideoListFilter {
  page: number;
  size: number;
  published?: boolean;
  areas?: string[];
  keyword?: string;
}

/** An area's videos: all the organisation's (`strict` only those in the area), or what its app users see. */
export interface AreaVideoFilter {
  page: number;
  size: number;
  strict: boolean;
  subscription: boolean;
}

/** Organisation videos, their areas and thumbnails (docs/product.md § Calls). */
export function createVideosRepository(db: Db) {
  return {
    async byId(id: string): Promise<VideoRow | undefined> {
      const [row] = await db.select().from(organisationVideos).where(eq(organisationVideos.id, id)).limit(1);
      return row;
    },
    /** Rows by id, in any organisation. */
    byIds: (ids: string[]) => db.select().from(organisationVideos).where(inArray(organisationVideos.id, ids)),
    inOrganisation: (organisationId: string, ids: string[]) =>
      db
        .select()
        .from(organisationVideos)
        .where(
          and(eq(organisationVideos.organisationId, organisationId), inArray(organisationVideos.id, ids)),
        ),
    /** Whether another video of the organisation has this title, in any letter case. */
    async titleTaken(organisationId: string, title: string, self?: string): Promise<boolean> {
      const same = and(
        eq(organisationVideos.organisationId, organisationId),
        sql`lower(${organisationVideos.title}) = lower(${title})`,
      );
      const [row] = await db
        .select({ id: organisationVideos.id })
        .from(organisationVideos)
        .where(self ? and(same, ne(organisationVideos.id, self)) : same)
        .limit(1);
      return Boolean(row);
    },
    async page(organisationId: string, q: VideoListFilter) {
      const conditions: SQL[] = [eq(organisationVideos.organisationId, organisationId)];
      if (q.published !== undefined) conditions.push(eq(organisationVideos.published, q.published));
      if (q.keyword) conditions.push(ilike(organisationVideos.title, containsPattern(q.keyword)));
      if (q.areas?.length)
        conditions.push(
          inArray(
            organisationVideos.id,
            db
              .select({ id: organisationAreaVideos.videoId })
              .from(organisationAreaVideos)
              .where(inArray(organisationAreaVideos.areaId, q.areas)),
          ),
        );
      return videoPage(db, and(...conditions), q);
    },
    /** The areas of each video, by area name. */
    areasOf(videoIds: string[]) {
      return db
        .select({
          videoId: organisationAreaVideos.videoId,
          id: organisationAreas.id,
          name: organisationAreas.name,
        })
        .from(organisationAreaVideos)
        .innerJoin(organisationAreas, eq(organisationAreas.id, organisationAreaVideos.areaId))
        .where(inArray(organisationAreaVideos.videoId, videoIds))
        .orderBy(asc(organisationAreas.name));
    },
    /** The new video; undefined when the title is taken (the unique index decides between two at once). */
    async insert(values: NewVideo): Promise<VideoRow | undefined> {
      const [row] = await db.insert(organisationVideos).values(values).onConflictDoNothing().returning();
      return row;
    },
    async update(id: string, set: Partial<NewVideo>, tx: Db = db): Promise<VideoRow> {
      const [row] = await tx
        .update(organisationVideos)
        .set(set)
        .where(eq(organisationVideos.id, id))
        .returning();
      return row as VideoRow;
    },
    async remove(ids: string[], tx: Db = db) {
      await tx.delete(organisationVideos).where(inArray(organisationVideos.id, ids));
    },
    /** Replaces the areas of the videos. */
    async setAreas(videoIds: string[], areaIds: string[], tx: Db = db) {
      await tx.delete(organisationAreaVideos).where(inArray(organisationAreaVideos.videoId, videoIds));
      if (areaIds.length)
        await tx
          .insert(organisationAreaVideos)
          .values(videoIds.flatMap((videoId) => areaIds.map((areaId) => ({ videoId, areaId }))))
          // Two settings of the same pairs at once: the pair is there either way.
          .onConflictDoNothing();
    },
    async thumbnail(videoId: string) {
      const [row] = await db
        .select()
        .from(videoThumbnails)
        .where(eq(videoThumbnails.videoId, videoId))
        .limit(1);
      return row;
    },

    async areaById(areaId: string) {
      const [area] = await db
        .select()
        .from(organisationAreas)
        .where(eq(organisationAreas.id, areaId))
        .limit(1);
      return area;
    },
    async areaPage(organisationId: string, areaId: string, q: AreaVideoFilter) {
      const link = and(
        eq(organisationAreaVideos.videoId, organisationVideos.id),
        eq(organisationAreaVideos.areaId, areaId),
      );
      const conditions: SQL[] = [eq(organisationVideos.organisationId, organisationId)];
      if (q.strict || q.subscription) conditions.push(sql`${organisationAreaVideos.areaId} is not null`);
      if (q.subscription)
        conditions.push(
          eq(organisationVideos.published, true),
          eq(organisationAreaVideos.disabled, false),
          eq(organisationVideos.status, 'ready'),
        );
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            video: organisationVideos,
            linked: organisationAreaVideos.areaId,
            disabled: organisationAreaVideos.disabled,
          })
          .from(organisationVideos)
          .leftJoin(organisationAreaVideos, link)
          .where(where)
          .orderBy(desc(organisationVideos.createdAt), asc(organisationVideos.id))
          .limit(q.size)
          .offset((q.page - 1) * q.size),
        db
          .select({ n: count() })
          .from(organisationVideos)
          .leftJoin(organisationAreaVideos, link)
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async addToArea(areaId: string, videoIds: string[], tx: Db = db) {
      await tx
        .insert(organisationAreaVideos)
        .values(videoIds.map((videoId) => ({ areaId, videoId })))
        .onConflictDoNothing();
    },
    /** Takes the video out of the area; false when it was not in it. */
    async removeFromArea(areaId: string, videoId: string, tx: Db = db): Promise<boolean> {
      const gone = await tx
        .delete(organisationAreaVideos)
        .where(and(eq(organisationAreaVideos.areaId, areaId), eq(organisationAreaVideos.videoId, videoId)))
        .returning();
      return gone.length > 0;
    },
    /** Switches the videos off (or on) in the area; answers how many were in it. */
    async setDisabled(areaId: string, videoIds: string[], disabled: boolean, tx: Db = db): Promise<number> {
      const changed = await tx
        .update(organisationAreaVideos)
        .set({ disabled })
        .where(
          and(eq(organisationAreaVideos.areaId, areaId), inArray(organisationAreaVideos.videoId, videoIds)),
        )
        .returning();
      return changed.length;
    },
    /** What a family's areas show them (shown-videos-queries.ts). */
    shownPage: (userId: string, organisationId: string, q: { page: number; size: number }) =>
      shownPage(db, userId, organisationId, q),
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),
  };
}
export type VideosRepository = ReturnType<typeof createVideosRepository>;
