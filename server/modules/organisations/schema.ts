import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, updatedAt } from '../../db/columns.ts';
import {
  DEFAULT_ASSENT_AGE,
  DEFAULT_CONTROL_AGE,
  REVIEW_MONTHS,
} from '../../../src/api/contracts/family-access.ts';

export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    urlCode: text('url_code').notNull(),
    language: text('language').notNull().default('en'),
    areaSeats: integer('area_seats').notNull().default(0),
    enableCustomAsset: boolean('enable_custom_asset').notNull().default(false),
    logoUrl: text('logo_url'),
    whiteLogoUrl: text('white_logo_url'),
    brandColor: text('brand_color'),
    /** Enabled feature codes of the 'Features' content-item category (VideoContent, xplr-fea-quiz, …). */
    features: jsonb('features')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** How a link a family makes with a child's app code starts: waiting for an admin, or active at once. */
    familyLinkApproval: text('family_link_approval')
      .$type<'admin' | 'automatic'>()
      .notNull()
      .default('admin'),
    /** From this age the young person is asked about each guardian (docs/product.md § The access model). */
    assentAge: smallint('assent_age').notNull().default(DEFAULT_ASSENT_AGE),
    /**
     * From this age the young person's choice about each guardian stands. The column keeps the name of
     * the coming-of-age limit it replaces, so that every organisation's chosen age carries over.
     */
    controlAge: smallint('guardian_limit_age').notNull().default(DEFAULT_CONTROL_AGE),
    /** What a limited link sees of a child (calendar: what the coming-of-age limit left a guardian). */
    limitedParts: jsonb('limited_parts')
      .$type<('calendar' | 'usage' | 'questionnaires' | 'videos' | 'reports')[]>()
      .notNull()
      .default(sql`'["calendar"]'::jsonb`),
    /** A family link is due for review this many months after its approval. */
    linkReviewMonths: smallint('link_review_months').notNull().default(REVIEW_MONTHS.default),
    /** The interface languages offered to the organisation's families. */
    familyLanguages: jsonb('family_languages')
      .$type<('en' | 'ar' | 'es')[]>()
      .notNull()
      .default(sql`'["en","ar","es"]'::jsonb`),
    /** Whether the organisation's admins must sign in with a second factor (on unless turned off). */
    requireAdminSecondFactor: boolean('require_admin_second_factor').notNull().default(true),
    /** Whether a video needs captions in the organisation's language before it is published. */
    requireCaptions: boolean('require_captions').notNull().default(false),
    /** E-mail a notification that matters when it stays unread this many hours (1–72); null: never. */
    unreadEmailHours: smallint('unread_email_hours'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('organisations_url_code_key').on(sql`lower(${t.urlCode})`)],
);

/**
 * The catalogue of content items an organisation or an area can have, in categories: 'Features'
 * switches capabilities on (VideoContent, xplr-fea-quiz, …); the carousels hold app content.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category').notNull(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('content_items_code_key').on(t.code)],
);

/** Content items enabled for an organisation. */
export const organisationContentItems = pgTable(
  'organisation_content_items',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    contentItemId: uuid('content_item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('organisation_content_items_key').on(t.organisationId, t.contentItemId)],
);

/** Seats bought for a period: each pack adds to the organisation's area_seats while it runs. */
export const subscriptionPacks = pgTable(
  'subscription_packs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    seats: integer('seats').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_packs_organisation_idx').on(t.organisationId, t.startsAt)],
);

/** Uploaded organisation images (logo, white logo), served with an ETag and long caching. */
export const organisationAssets = pgTable(
  'organisation_assets',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'logo' | 'white_logo'>().notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    /** SHA-256 of the bytes: the ETag and the version in the served address. */
    hash: text('hash').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.kind] })],
);
