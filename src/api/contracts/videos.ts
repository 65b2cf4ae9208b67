import { z } from 'zod';
import { text } from './text.ts';
import { captionLanguageSchema } from './captions.ts';
import { idListQueryField, pageQuerySchema, pagedSchema } from './pagination.ts';
import { defineEndpoint } from './endpoint.ts';

/** Spec §9: a page of videos holds 10 by default. */
export const VIDEO_TITLE_MAX = 200;

export const videoStatusSchema = z.enum(['uploading', 'ready', 'failed']);

/** An organisation video (docs/product.md § What the portal shows and keeps): title, ids at the host, thumbnail, areas, published flag. */
export const organisationVideoSchema = z
  .object({
    id: z.uuid(),
    /** The spec's `video_id`: the same as `id`. */
    video_id: z.uuid(),
    organisation_id: z.uuid(),
    title: text(),
    status: videoStatusSchema,
    host: z.enum(['local', 'vimeo']),
    /** The video's id at Vimeo (the last segment of its uri); null on the local host. */
    vimeo_id: text().nullable(),
    size: z.number().int().nonnegative(),
    filetype: text(),
    thumbnail_url: text().nullable(),
    /** Where the portal plays it: a short-lived signed address (local) or the host's player. */
    playback_url: text().nullable(),
    published: z.boolean(),
    areas: z.array(z.object({ id: z.uuid(), name: text() })),
    /** The languages it has captions in, in the order en, ar, es (captions.ts: the tracks themselves). */
    caption_languages: z.array(captionLanguageSchema),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'OrganisationVideo' });
export type OrganisationVideo = z.infer<typeof organisationVideoSchema>;

export const organisationVideoPageSchema = pagedSchema(organisationVideoSchema).meta({
  id: 'OrganisationVideoPage',
});

/** GET /api/organisation-videos?page&published&areas&keyword (docs/product.md § Calls). */
export const videoListQuerySchema = pageQuerySchema.extend({
  /** true: published only; false: drafts only; absent: both. */
  published: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  areas: idListQueryField,
  keyword: text().trim().max(100).optional(),
});

/**
 * POST /api/organisation-videos: announces an upload. The server creates the video (and, on
 * Vimeo, the video at the host) and answers where the browser sends the bytes: our tus endpoint
 * with `metadata`, or the host's `upload_link`. The browser never sees a host token.
 */
export const videoCreateSchema = z
  .strictObject({
    title: text().trim().min(1, { message: 'videos.titleRequired' }).max(VIDEO_TITLE_MAX),
    /** Bytes; 64-bit (a video may be several GB), at most the server's UPLOAD_MAX_BYTES. */
    size: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    filetype: text().trim().min(1).max(100),
  })
  .meta({ id: 'VideoCreate' });
export type VideoCreate = z.infer<typeof videoCreateSchema>;

export const videoCreatedSchema = z
  .object({
    data: organisationVideoSchema,
    upload: z.object({
      /** tus creation endpoint (local host), or null when `upload_link` is given. */
      endpoint: text().nullable(),
      /** The host's upload address to resume to (Vimeo), or null. */
      upload_link: text().nullable(),
      /** Upload-Metadata the tus creation must carry. */
      metadata: z.record(text(), text()),
    }),
  })
  .meta({ id: 'VideoCreated' });
export type VideoCreated = z.infer<typeof videoCreatedSchema>;

/** PUT /api/organisation-videos/:video_id */
export const videoUpdateSchema = z
  .strictObject({
    title: text().trim().min(1, { message: 'videos.titleRequired' }).max(VIDEO_TITLE_MAX).optional(),
    published: z.boolean().optional(),
    area_ids: z.array(z.uuid()).max(100).optional(),
  })
  .meta({ id: 'VideoUpdate' });
export type VideoUpdate = z.infer<typeof videoUpdateSchema>;

/** DELETE /api/organisation-videos (body video_ids). */
export const videoIdsSchema = z
  .strictObject({ video_ids: z.array(z.uuid()).min(1).max(100) })
  .meta({ id: 'VideoIds' });

/** PUT /api/organisation-videos/organisation-areas: sets the areas of several videos. */
export const videoAreasSchema = z
  .strictObject({ video_ids: z.array(z.uuid()).min(1).max(100), area_ids: z.array(z.uuid()).max(100) })
  .meta({ id: 'VideoAreas' });

/** GET /api/organisation-videos/title-check?title&video_id */
export const titleCheckQuerySchema = z.object({
  title: text().trim().min(1).max(VIDEO_TITLE_MAX),
  video_id: z.uuid().optional(),
});
export const titleCheckSchema = z.object({ exists: z.boolean() }).meta({ id: 'TitleCheck' });

export const videoIdParamsSchema = z.object({ video_id: z.uuid() });

/** GET /api/organisation-areas/:id/videos?page&size&strict&subscription */
export const areaVideoQuerySchema = pageQuerySchema.extend({
  /** true: only videos in this area; false: every organisation video, marking the area's. */
  strict: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** true: only what app users of the area see (published, not disabled). */
  subscription: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export const areaVideoSchema = organisationVideoSchema
  .extend({ in_area: z.boolean(), disabled: z.boolean() })
  .meta({ id: 'AreaVideo' });
export const areaVideoPageSchema = pagedSchema(areaVideoSchema).meta({ id: 'AreaVideoPage' });

/** PUT /api/organisation-areas/:id/videos (adds) and …/disable-videos (switches off or on). */
export const areaVideosChangeSchema = z
  .strictObject({ video_ids: z.array(z.uuid()).min(1).max(100) })
  .meta({ id: 'AreaVideosChange' });
export const areaVideosDisableSchema = z
  .strictObject({ video_ids: z.array(z.uuid()).min(1).max(100), disabled: z.boolean().default(true) })
  .meta({ id: 'AreaVideosDisable' });

/** Thumbnails: PUT /api/organisation-videos/:video_id/thumbnail with the image as the body. */
export const THUMBNAIL_MAX_BYTES = 5_000_000;

/** The image types a thumbnail may be, sent as the body itself. */
export const THUMBNAIL_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Spec §7 organisation videos: the admins' list, uploads, edits, thumbnails and deletion. */
export const videosEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/organisation-videos',
    query: videoListQuerySchema,
    ok: organisationVideoPageSchema,
    access: { permission: 'videos.manage' },
  }),
  titleCheck: defineEndpoint({
    method: 'GET',
    path: '/organisation-videos/title-check',
    query: titleCheckQuerySchema,
    ok: titleCheckSchema,
    access: { permission: 'videos.manage' },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/organisation-videos/:video_id',
    params: videoIdParamsSchema,
    ok: organisationVideoSchema,
    access: { permission: 'videos.manage' },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/organisation-videos',
    body: videoCreateSchema,
    ok: videoCreatedSchema,
    status: 201,
    access: { permission: 'videos.manage' },
  }),
  setAreas: defineEndpoint({
    method: 'PUT',
    path: '/organisation-videos/organisation-areas',
    body: videoAreasSchema,
    ok: z.object({ data: z.array(organisationVideoSchema) }),
    access: { permission: 'videos.manage' },
  }),
  uploaded: defineEndpoint({
    method: 'POST',
    path: '/organisation-videos/:video_id/uploaded',
    params: videoIdParamsSchema,
    ok: organisationVideoSchema,
    access: { permission: 'videos.manage' },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/organisation-videos/:video_id',
    params: videoIdParamsSchema,
    body: videoUpdateSchema,
    ok: organisationVideoSchema,
    access: { permission: 'videos.manage' },
  }),
  thumbnail: defineEndpoint({
    method: 'PUT',
    path: '/organisation-videos/:video_id/thumbnail',
    params: videoIdParamsSchema,
    upload: THUMBNAIL_TYPES,
    ok: organisationVideoSchema,
    access: { permission: 'videos.manage' },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/organisation-videos/:video_id',
    params: videoIdParamsSchema,
    ok: z.undefined(),
    status: 204,
    access: { permission: 'videos.manage' },
  }),
  removeMany: defineEndpoint({
    method: 'DELETE',
    path: '/organisation-videos',
    body: videoIdsSchema,
    ok: z.undefined(),
    status: 204,
    access: { permission: 'videos.manage' },
  }),
};
