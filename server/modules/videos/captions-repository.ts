import { and, eq, inArray } from 'drizzle-orm';
import type { CaptionLanguage } from '../../../src/api/contracts/captions.ts';
import type { Db } from '../../db/client.ts';
import { organisationVideos, videoCaptions } from './schema.ts';
import { shownTo } from './shown-videos-queries.ts';

export type CaptionRow = typeof videoCaptions.$inferSelect;
/** A track without its file: what lists need. */
export type CaptionSummary = Omit<CaptionRow, 'vtt' | 'hostTrackId'>;

const summary = {
  videoId: videoCaptions.videoId,
  language: videoCaptions.language,
  cueCount: videoCaptions.cueCount,
  updatedBy: videoCaptions.updatedBy,
  updatedAt: videoCaptions.updatedAt,
};

/** Videos' captions, one WebVTT file per language. */
export function createCaptionsRepository(db: Db) {
  return {
    /** Every track of these videos, without their files. */
    summaries: (videoIds: string[]): Promise<CaptionSummary[]> =>
      videoIds.length
        ? db.select(summary).from(videoCaptions).where(inArray(videoCaptions.videoId, videoIds))
        : Promise.resolve([]),
    async one(
      videoId: string,
      language: CaptionLanguage,
      executor: Db = db,
    ): Promise<CaptionRow | undefined> {
      const [row] = await executor
        .select()
        .from(videoCaptions)
        .where(and(eq(videoCaptions.videoId, videoId), eq(videoCaptions.language, language)))
        .limit(1);
      return row;
    },
    async upsert(row: Omit<CaptionRow, 'updatedAt'>, tx: Db): Promise<CaptionRow> {
      const set = { ...row, updatedAt: new Date() };
      const [saved] = await tx
        .insert(videoCaptions)
        .values(set)
        .onConflictDoUpdate({ target: [videoCaptions.videoId, videoCaptions.language], set })
        .returning();
      return saved as CaptionRow;
    },
    async remove(videoId: string, language: CaptionLanguage, tx: Db): Promise<void> {
      await tx
        .delete(videoCaptions)
        .where(and(eq(videoCaptions.videoId, videoId), eq(videoCaptions.language, language)));
    },
    /** Whether the user is shown the video (shown-videos-queries.ts: the family's list reads it too). */
    async watches(userId: string, videoId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: organisationVideos.id })
        .from(organisationVideos)
        .where(and(eq(organisationVideos.id, videoId), shownTo(db, userId)))
        .limit(1);
      return Boolean(row);
    },
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),
  };
}
export type CaptionsRepository = ReturnType<typeof createCaptionsRepository>;
