import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, updatedAt } from '../../db/columns.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';

// --- cms: hospital information ---

/** One language of a CMS page: sanitised HTML, and when this language last changed (translation check). */
export interface CmsTranslationJson {
  title: string;
  html: string;
  updatedAt: string;
}

export type CmsContentJson = Partial<Record<'en' | 'ar' | 'es', CmsTranslationJson>>;

export interface CmsLocalisedJson {
  en?: string;
  ar?: string;
  es?: string;
}

/** A page of an organisation's hospital information: its draft, and what guardians see (published). */
export const cmsPages = pgTable(
  'cms_pages',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    pageNumber: integer('page_number').notNull(),
    position: integer('position').notNull(),
    visible: boolean('visible').notNull().default(true),
    draft: jsonb('draft').$type<CmsContentJson>().notNull(),
    draftCoverImage: text('draft_cover_image'),
    /** Null while not published. */
    published: jsonb('published').$type<CmsContentJson>(),
    publishedCoverImage: text('published_cover_image'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    scheduledPublishAt: timestamp('scheduled_publish_at', { withTimezone: true }),
    scheduledUnpublishAt: timestamp('scheduled_unpublish_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.pageNumber] }),
    index('cms_pages_publish_due_idx').on(t.scheduledPublishAt),
    index('cms_pages_unpublish_due_idx').on(t.scheduledUnpublishAt),
  ],
);

/** What a page held after each change (save, publish, unpublish, restore). */
export const cmsPageVersions = pgTable(
  'cms_page_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id').notNull(),
    pageNumber: integer('page_number').notNull(),
    kind: text('kind').$type<'draft' | 'published' | 'unpublished' | 'restored'>().notNull(),
    content: jsonb('content').$type<CmsContentJson>().notNull(),
    coverImage: text('cover_image'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      columns: [t.organisationId, t.pageNumber],
      foreignColumns: [cmsPages.organisationId, cmsPages.pageNumber],
    }).onDelete('cascade'),
    index('cms_page_versions_page_idx').on(t.organisationId, t.pageNumber, t.createdAt),
  ],
);

/** The organisation's information home: contact details, visiting hours, and the next page number. */
export const cmsSettings = pgTable('cms_settings', {
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  contact: jsonb('contact')
    .$type<{
      phone: string | null;
      email: string | null;
      website: string | null;
      address: CmsLocalisedJson;
    }>()
    .notNull(),
  visitingHours: jsonb('visiting_hours').$type<CmsLocalisedJson>().notNull(),
  /** Page numbers are never reused, so a link to a deleted page never opens another one. */
  nextPageNumber: integer('next_page_number').notNull().default(1),
  updatedAt: updatedAt(),
});

/** Images uploaded for CMS pages (cover and inline), served at CMS_IMAGE_PATH. */
export const cmsImages = pgTable(
  'cms_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    hash: text('hash').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('cms_images_organisation_idx').on(t.organisationId)],
);
