import {
  type OrganisationVideo,
  type Paged,
  type VideoCreate,
  type VideoCreated,
  type VideoUpdate,
} from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { assertImage, sameMedia, sniff } from '../../http/media-sniff.ts';
import { requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';
import { assertAreasOf } from '../areas/index.ts';
import type { CaptionRules } from './caption-rules.ts';
import type { VideoHostPort } from './host-port.ts';
import type { VideoListFilter, VideoRow, VideosRepository } from './repository.ts';

export const VIDEO_FEATURE = 'VideoContent';

const titleTaken = (title: string) =>
  new ApiError(409, 'Conflict', `The organisation already has a video called "${title}"`, [
    { path: 'title', message: 'This title is already used' },
  ]);

const notAVideo = (filetype: string) =>
  new ApiError(415, 'UnsupportedMediaType', `The uploaded file is not a ${filetype} video`);

export function createVideosService(deps: {
  repo: VideosRepository;
  /** Checks the organisation's areas (`area_ids`). */
  areas: { areaIdsIn(organisationId: string, ids: string[]): Promise<string[]> };
  audit: Pick<AuditLog, 'recordFor'>;
  host: VideoHostPort;
  captions: CaptionRules;
  /** What may be announced: UPLOAD_MEDIA_TYPES and UPLOAD_MAX_BYTES, the tus endpoint's own limits. */
  media: { types: string[]; maxBytes: number };
}) {
  const { repo, audit, host } = deps;

  /**
   * The organisation of an admin (or of the super admin's selection); the role and the feature are
   * the routes' permission's (videos.manage, videos.captions).
   */
  async function managed(t: Tenancy): Promise<string> {
    return requireOrganisation(t);
  }

  async function videoIn(organisationId: string, id: string): Promise<VideoRow> {
    const row = await repo.byId(id);
    if (!row || row.organisationId !== organisationId) throw notFound('Video');
    return row;
  }

  async function assertTitleFree(organisationId: string, title: string, self?: string) {
    if (await repo.titleTaken(organisationId, title, self)) throw titleTaken(title);
  }

  async function videosIn(organisationId: string, ids: string[]) {
    const unique = [...new Set(ids)];
    const rows = await repo.inOrganisation(organisationId, unique);
    const missing = unique.filter((id) => !rows.some((r) => r.id === id));
    if (missing.length) throw notFound(`Video ${missing.join(', ')}`);
    return rows;
  }

  async function toVideos(rows: VideoRow[]): Promise<OrganisationVideo[]> {
    const areas = rows.length ? await repo.areasOf(rows.map((r) => r.id)) : [];
    const languages = await deps.captions.languagesOf(rows.map((r) => r.id));
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
      caption_languages: languages.get(r.id) ?? [],
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }));
  }

  const record = (
    t: Tenancy,
    organisationId: string,
    action: string,
    subject: string,
    detail: Record<string, unknown>,
    tx: Db,
  ) => audit.recordFor(t, { organisationId, action, subject, detail }, tx);

  return {
    managed,
    /** The video host (captions are sent to it as text tracks). */
    host,

    async list(t: Tenancy, q: VideoListFilter): Promise<Paged<OrganisationVideo>> {
      const organisationId = await managed(t);
      const { rows, total } = await repo.page(organisationId, q);
      return { data: await toVideos(rows), page: q.page, size: q.size, total };
    },
    async get(t: Tenancy, id: string): Promise<OrganisationVideo> {
      const organisationId = await managed(t);
      const [video] = await toVideos([await videoIn(organisationId, id)]);
      return video as OrganisationVideo;
    },

    async titleExists(t: Tenancy, title: string, videoId?: string): Promise<boolean> {
      return repo.titleTaken(await managed(t), title, videoId);
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
      const video = await repo.insert({
        organisationId,
        title: body.title,
        host: host.name,
        size: body.size,
        filetype: body.filetype,
        createdBy: t.principal.sub,
      });
      // Two announcements of one title at once both pass the check: the unique index decides (409, not 500).
      if (!video) throw titleTaken(body.title);
      try {
        const upload = await host.createUpload({
          videoId: video.id,
          organisationId,
          size: body.size,
          filetype: body.filetype,
          title: body.title,
        });
        const ready = await repo.transaction(async (tx) => {
          const updated = await repo.update(video.id, { hostVideoId: upload.hostVideoId }, tx);
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
        const [data] = await toVideos([ready]);
        return {
          data: data as OrganisationVideo,
          upload: { endpoint: upload.endpoint, upload_link: upload.uploadLink, metadata: upload.metadata },
        };
      } catch (error) {
        // The host refused: nothing is left behind.
        await repo.remove([video.id]);
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
        await repo.update(id, { status: 'ready', updatedAt: new Date() });
      }
      return this.get(t, id);
    },

    /** The upload server has every byte of the video (called by the uploads module). */
    async uploadFinished(videoId: string, hostVideoId: string, head: Buffer): Promise<void> {
      const video = await repo.byId(videoId);
      if (!video) return;
      // Bytes that are not the announced video (an HTML page sent as video/mp4) are never played.
      const sniffed = await sniff(head);
      await repo.update(videoId, {
        status: sameMedia(video.filetype, sniffed) ? 'ready' : 'failed',
        hostVideoId,
        updatedAt: new Date(),
      });
    },

    async update(t: Tenancy, id: string, body: VideoUpdate): Promise<OrganisationVideo> {
      const organisationId = await managed(t);
      const video = await videoIn(organisationId, id);
      if (body.title !== undefined) await assertTitleFree(organisationId, body.title, id);
      if (body.published && !video.published) await deps.captions.assertPublishable(organisationId, id);
      await assertAreasOf(deps.areas, organisationId, body.area_ids);
      await repo.transaction(async (tx) => {
        await repo.update(
          id,
          {
            ...(body.title !== undefined && { title: body.title }),
            ...(body.published !== undefined && { published: body.published }),
            updatedAt: new Date(),
          },
          tx,
        );
        if (body.area_ids) await repo.setAreas([id], body.area_ids, tx);
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
      await repo.transaction(async (tx) => {
        await repo.update(id, { thumbnailUrl: url, updatedAt: new Date() }, tx);
        await record(t, organisationId, 'video.thumbnail', id, { bytes: image.length }, tx);
      });
      return this.get(t, id);
    },

    async remove(t: Tenancy, ids: string[]): Promise<void> {
      const organisationId = await managed(t);
      const rows = await videosIn(organisationId, ids);
      await repo.transaction(async (tx) => {
        await repo.remove(
          rows.map((r) => r.id),
          tx,
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
      await assertAreasOf(deps.areas, organisationId, body.area_ids);
      await repo.transaction(async (tx) => {
        await repo.setAreas(
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
    thumbnail: (videoId: string) => repo.thumbnail(videoId),

    /** Rows by id, in any organisation (for signed media addresses, already authorised). */
    rowsByIds: (ids: string[]) => repo.byIds(ids),

    /** Rows for the area videos module. */
    toVideos,
    videosIn,
    videoIn,
  };
}
export type VideosService = ReturnType<typeof createVideosService>;
