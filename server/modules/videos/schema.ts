import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, updatedAt } from '../../db/columns.ts';
import { organisationAreas } from '../areas/schema.ts';
import { organisations } from '../organisations/schema.ts';

/** An organisation's video (docs/product.md § What the portal shows and keeps): the file lives at the video host, the library here. */
export const organisationVideos = pgTable(
  'organisation_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** uploading → ready (the host has the whole file) or failed. */
    status: text('status').$type<'uploading' | 'ready' | 'failed'>().notNull().default('uploading'),
    host: text('host').$type<'local' | 'vimeo'>().notNull(),
    /** The host's id of the video (Vimeo's; the tus upload id on the local host). */
    hostVideoId: text('host_video_id'),
    /** Bytes: 64-bit, a video may be several GB. */
    size: bigint('size', { mode: 'number' }).notNull(),
    filetype: text('filetype').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    /** The video's length in milliseconds, once the host has read it (null until then). */
    durationMs: integer('duration_ms'),
    published: boolean('published').notNull().default(false),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('organisation_videos_title_key').on(t.organisationId, sql`lower(${t.title})`),
    index('organisation_videos_organisation_idx').on(t.organisationId, t.createdAt),
  ],
);

/** Which videos an area shows; `disabled` hides one from the area's app users without removing it. */
export const organisationAreaVideos = pgTable(
  'organisation_area_videos',
  {
    areaId: uuid('area_id')
      .notNull()
      .references(() => organisationAreas.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => organisationVideos.id, { onDelete: 'cascade' }),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.areaId, t.videoId] }),
    index('organisation_area_videos_video_idx').on(t.videoId),
  ],
);

/** A video's thumbnail on the local host (Vimeo keeps its own pictures). */
export const videoThumbnails = pgTable('video_thumbnails', {
  videoId: uuid('video_id')
    .primaryKey()
    .references(() => organisationVideos.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  hash: text('hash').notNull(),
  updatedAt: updatedAt(),
});

/** A video's captions in one language: the WebVTT file as stored (UTF-8, no BOM, LF line ends). */
export const videoCaptions = pgTable(
  'video_captions',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => organisationVideos.id, { onDelete: 'cascade' }),
    language: text('language').$type<'en' | 'ar' | 'es'>().notNull(),
    vtt: text('vtt').notNull(),
    cueCount: integer('cue_count').notNull(),
    /** The text track's id at the video host (Vimeo), to replace or delete it there. */
    hostTrackId: text('host_track_id'),
    updatedBy: uuid('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.language] })],
);
