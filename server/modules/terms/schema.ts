import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';

// Terms versions, their acceptances (document signings) and registration feedback.

/** An organisation's terms of use, one row per published version; the newest is the current one. */
export const termsVersions = pgTable(
  'terms_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    /** The text per language ({ en, ar?, es? }), exactly as guardians are shown it. */
    texts: jsonb('texts').$type<{ en: string; ar?: string; es?: string }>().notNull(),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('terms_versions_organisation_version_key').on(t.organisationId, t.version),
    index('terms_versions_organisation_idx').on(t.organisationId, t.publishedAt),
  ],
);

/** Who accepted which terms version, when, in which language, and the SHA-256 of the text they were shown. */
export const documentSignings = pgTable(
  'document_signings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    termsVersionId: uuid('terms_version_id')
      .notNull()
      .references(() => termsVersions.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    textSha256: text('text_sha256').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_signings_user_version_key').on(t.userId, t.termsVersionId),
    index('document_signings_organisation_idx').on(t.organisationId, t.signedAt),
  ],
);
