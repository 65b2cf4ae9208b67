import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  UserType,
  type OrganisationVideo,
  type Paged,
  type VideoCreate,
  type VideoCreated,
  type VideoUpdate,
} from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import {
  organisationAreaVideos,
  organisationAreas,
  organisationVideos,
  videoThumbnails,
} from '../../db/schema.ts';
import { ApiError, forbidden, notFound } from '../../http/errors.ts';
import { assertImage, sameMedia, sniff } from '../../http/media-sniff.ts';
import { requireFeature } from '../../plugins/features.ts';
import { requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';
import type { VideoHostPort } from './host-port.ts';

type VideoRow = typeof organisationVideos.$inferSelect;
export const VIDEO_FEATURE = 'VideoContent';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const invalid = (path: string, message: string) =>
  new ApiError(400, 'ValidationError', message, [{ path, message }]);
const titleTaken = (title: string) =>
  new ApiError(409, 'Conflict', `The organisation already has a video called "${title}"`, [
    { path: 'title', message: 'This title is already used' },
  ]);

const notAVideo = (filetype: string) =>
  new ApiError(415, 'UnsupportedMediaType', `The uploaded file is not a ${filetype} video`);

export function createVideosService(deps: {
  db: Db;
  audit: AuditLog;
  host: VideoHostPort;
  /** What may be announced: UPLOAD_MEDIA_TYPES and UPLOAD_MAX_BYTES, the tus endpoint's own limits. */
  media: { types: string[]; maxBytes: number };
}) {
  const { db, audit, host } = deps;

  /** An admin (or the super admin in a selected organisation) of an organisation with videos. */
  async function managed(t: Tenancy): Promise<string> {
    if (!t.superAdmin && t.principal.type !== UserType.Admin) throw forbidden('Only admins manage videos');
    const organisationId = requireOrganisation(t);
    await requireFeature(db, organisationId, VIDEO_FEATURE);
    return organisationId;
  }

  async function videoIn(organisationId: string, id: string): Promise<VideoRow> {
    const [row] = await db.select().from(organisationVideos).where(eq(organisationVideos.id, id)).limit(1);
    if (!row || row.organisationId !== organisationId) throw notFound('Video');
    return row;
  }

  async function assertTitleFree(organisationId: string, title: string, self?: string) {
    const same = and(
      eq(organisationVideos.organisationId, organisationId),
      sql`lower(${organisationVideos.title}) = lower(${title})`,
    );
    const [row] = await db
      .select({ id: organisationVideos.id })
      .from(organisationVideos)
      .where(self ? and(same, ne(organisationVideos.id, self)) : same)
      .limit(1);
    if (row) throw titleTaken(title);
  }

  async function assertAreas(organisationId: string, ids: string[]) {
    if (!ids.length) return;
    const known = await db
      .select({ id: organisationAreas.id })
      .from(organisationAreas)
      .where(and(eq(organisationAreas.organisationId, organisationId), inArray(organisationAreas.id, ids)));
    const unknown = ids.filter((id) => !known.some((k) => k.id === id));
    if (unknown.length) throw invalid('area_ids', `Not areas of this organisation: ${unknown.join(', ')}`);
  }

  async function videosIn(organisationId: string, ids: string[]) {
    const unique = [...new Set(ids)];
    const rows = await db
      .select()
      .from(organisationVideos)
      .where(
        and(eq(organisationVideos.organisationId, organisationId), inArray(organisationVideos.id, unique)),
      );
    const missing = unique.filter((id) => !rows.some((r) => r.id === id));
    if (missing.length) throw notFound(`Video ${missing.join(', ')}`);
    return rows;
  }

  async function toVideos(rows: VideoRow[]): Promise<OrganisationVideo[]> {
    const areas = rows.length
      ? await db
          .select({
            videoId: organisationAreaVideos.videoId,
            id: organisationAreas.id,
            name: organisationAreas.name,
          })
          .from(organisationAreaVideos)
          .innerJoin(organisationAreas, eq(organisationAreas.id, organisationAreaVideos.areaId))
          .where(
            inArray(
              organisationAreaVideos.videoId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(organisationAreas.name))
      : [];
    return rows.map((r) => ({
      id: r.id,
      video_id: r.id,
      organisation_id: r.organisationId,
      title: r.title,
      status: r.status,
      host: r.host,
      vimeo_id: r.host === 'vimeo' ? r.hostVideoId : null,
      size: r.size,
      filetype: r.filetype,
      thumbnail_url: r.thumbnailUrl,
      playback_url: host.playbackUrl(r),
      published: r.published,
      areas: areas.filter((a) => a.videoId === r.id).map(({ id, name }) => ({ id, name })),
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }));
  }

  async function setAreas(videoIds: string[], areaIds: string[], executor: Db) {
    await executor.delete(organisationAreaVideos).where(inArray(organisationAreaVideos.videoId, videoIds));
    if (areaIds.length)
      await executor
        .insert(organisationAreaVideos)
        .values(videoIds.flatMap((videoId) => areaIds.map((areaId) => ({ videoId, areaId }))))
        // Two settings of the same pairs at once: the pair is there either way.
        .onConflictDoNothing();
  }

  const record = (
    t: Tenancy,
    organisationId: string,
    action: string,
    subject: string,
    detail: Record<string, unknown>,
    tx: Db,
  ) => audit.record({ actorId: t.principal.sub, organisationId, action, subject, detail }, tx);

  return {
    managed,

    async list(
      t: Tenancy,
      q: { page: number; size: number; published?: boolean; areas?: string[]; keyword?: string },
    ): Promise<Paged<OrganisationVideo>> {
      const organisationId = await managed(t);
      const conditions: SQL[] = [eq(organisationVideos.organisationId, organisationId)];
      if (q.published !== undefined) conditions.push(eq(organisationVideos.published, q.published));
      if (q.keyword) conditions.push(ilike(organisationVideos.title, `%${escapeLike(q.keyword)}%`));
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
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(organisationVideos)
          .where(where)
          .orderBy(desc(organisationVideos.createdAt), asc(organisationVideos.id))
          .limit(q.size)
          .offset((q.page - 1) * q.size),
        db.select({ n: count() }).from(organisationVideos).where(where),
      ]);
      return { data: await toVideos(rows), page: q.page, size: q.size, total: total?.n ?? 0 };
    },

    async get(t: Tenancy, id: string): Promise<OrganisationVideo> {
      const organisationId = await managed(t);
      const [video] = await toVideos([await videoIn(organisationId, id)]);
      return video as OrganisationVideo;
    },

    async titleExists(t: Tenancy, title: string, videoId?: string): Promise<boolean> {
      const organisationId = await managed(t);
      try {
        await assertTitleFree(organisationId, title, videoId);
        return false;
      } catch {
        return true;
      }
    },

    /** Announces an upload: the video row (uploading) and where the browser sends the bytes. */
    async create(t: Tenancy, body: VideoCreate): Promise<VideoCreated> {
      const organisationId = await managed(t);
      if (!deps.media.types.includes(body.filetype))
        throw new ApiError(
          415,
          'UnsupportedMediaType',
          `Accepted video types: ${deps.media.types.join(', ')}`,
        );
      if (body.size > deps.media.maxBytes)
        throw new ApiError(
          413,
          'PayloadTooLarge',
          `The file is larger than the ${deps.media.maxBytes}-byte limit of an upload`,
        );
      await assertTitleFree(organisationId, body.title);
      const [row] = await db
        .insert(organisationVideos)
        .values({
          organisationId,
          title: body.title,
          host: host.name,
          size: body.size,
          filetype: body.filetype,
          createdBy: t.principal.sub,
        })
        // Two announcements of one title at once both pass the check: the unique index decides (409, not 500).
        .onConflictDoNothing()
        .returning();
      if (!row) throw titleTaken(body.title);
      const video = row as VideoRow;
      try {
        const upload = await host.createUpload({
          videoId: video.id,
          organisationId,
          size: body.size,
          filetype: body.filetype,
          title: body.title,
        });
        const [ready] = await db.transaction(async (tx) => {
          const updated = await tx
            .update(organisationVideos)
            .set({ hostVideoId: upload.hostVideoId })
            .where(eq(organisationVideos.id, video.id))
            .returning();
          await record(
            t,
            organisationId,
            'video.create',
            video.id,
            { title: body.title, size: body.size },
            tx,
          );
          return updated;
        });
        const [data] = await toVideos([ready as VideoRow]);
        return {
          data: data as OrganisationVideo,
          upload: { endpoint: upload.endpoint, upload_link: upload.uploadLink, metadata: upload.metadata },
        };
      } catch (error) {
        // The host refused: nothing is left behind.
        await db.delete(organisationVideos).where(eq(organisationVideos.id, video.id));
        throw error;
      }
    },

    /** The browser finished its upload: the host confirms it has every byte, and the video is ready. */
    async confirmUploaded(t: Tenancy, id: string): Promise<OrganisationVideo> {
      const organisationId = await managed(t);
      const video = await videoIn(organisationId, id);
      if (video.status === 'failed') throw notAVideo(video.filetype);
      if (video.status !== 'ready') {
        if (!(await host.confirmUpload(video)))
          throw new ApiError(409, 'Conflict', 'The video host does not have the whole file yet');
        await db
          .update(organisationVideos)
          .set({ status: 'ready', updatedAt: new Date() })
          .where(eq(organisationVideos.id, id));
      }
      return this.get(t, id);
    },

    /** The upload server has every byte of the video (called by the uploads module). */
    async uploadFinished(videoId: string, hostVideoId: string, head: Buffer): Promise<void> {
      const [video] = await db
        .select()
        .from(organisationVideos)
        .where(eq(organisationVideos.id, videoId))
        .limit(1);
      if (!video) return;
      // Bytes that are not the announced video (an HTML page sent as video/mp4) are never played.
      const sniffed = await sniff(head);
      await db
        .update(organisationVideos)
        .set({
          status: sameMedia(video.filetype, sniffed) ? 'ready' : 'failed',
          hostVideoId,
          updatedAt: new Date(),
        })
        .where(eq(organisationVideos.id, videoId));
    },

    async update(t: Tenancy, id: string, body: VideoUpdate): Promise<OrganisationVideo> {
      const organisationId = await managed(t);
      await videoIn(organisationId, id);
      if (body.title !== undefined) await assertTitleFree(organisationId, body.title, id);
      if (body.area_ids) await assertAreas(organisationId, body.area_ids);
      await db.transaction(async (tx) => {
        await tx
          .update(organisationVideos)
          .set({
            ...(body.title !== undefined && { title: body.title }),
            ...(body.published !== undefined && { published: body.published }),
            updatedAt: new Date(),
          })
          .where(eq(organisationVideos.id, id));
        if (body.area_ids) await setAreas([id], body.area_ids, tx);
        await record(t, organisationId, 'video.update', id, { fields: Object.keys(body) }, tx);
      });
      return this.get(t, id);
    },

    async setThumbnail(
      t: Tenancy,
      id: string,
      image: Buffer,
      contentType: string,
    ): Promise<OrganisationVideo> {
      const organisationId = await managed(t);
      const video = await videoIn(organisationId, id);
      await assertImage(image, contentType);
      const url = await host.setThumbnail(video, image, contentType);
      await db.transaction(async (tx) => {
        await tx
          .update(organisationVideos)
          .set({ thumbnailUrl: url, updatedAt: new Date() })
          .where(eq(organisationVideos.id, id));
        await record(t, organisationId, 'video.thumbnail', id, { bytes: image.length }, tx);
      });
      return this.get(t, id);
    },

    async remove(t: Tenancy, ids: string[]): Promise<void> {
      const organisationId = await managed(t);
      const rows = await videosIn(organisationId, ids);
      await db.transaction(async (tx) => {
        await tx.delete(organisationVideos).where(
          inArray(
            organisationVideos.id,
            rows.map((r) => r.id),
          ),
        );
        await record(
          t,
          organisationId,
          'video.delete',
          rows.map((r) => r.id).join(','),
          { titles: rows.map((r) => r.title) },
          tx,
        );
      });
      for (const row of rows) await host.remove(row).catch(() => undefined);
    },

    /** Sets the areas of several videos at once. */
    async setAreas(
      t: Tenancy,
      body: { video_ids: string[]; area_ids: string[] },
    ): Promise<OrganisationVideo[]> {
      const organisationId = await managed(t);
      const rows = await videosIn(organisationId, body.video_ids);
      await assertAreas(organisationId, body.area_ids);
      await db.transaction(async (tx) => {
        await setAreas(
          rows.map((r) => r.id),
          [...new Set(body.area_ids)],
          tx,
        );
        await record(
          t,
          organisationId,
          'video.areas',
          body.video_ids.join(','),
          { areas: body.area_ids },
          tx,
        );
      });
      return toVideos(rows);
    },

    /** A stored thumbnail (local host), by video id. */
    async thumbnail(videoId: string) {
      const [row] = await db
        .select()
        .from(videoThumbnails)
        .where(eq(videoThumbnails.videoId, videoId))
        .limit(1);
      return row;
    },

    /** Rows by id, in any organisation (for signed media addresses, already authorised). */
    rowsByIds: (ids: string[]) =>
      db.select().from(organisationVideos).where(inArray(organisationVideos.id, ids)),

    /** Rows for the area videos module. */
    toVideos,
    videosIn,
    videoIn,
  };
}
export type VideosService = ReturnType<typeof createVideosService>;
