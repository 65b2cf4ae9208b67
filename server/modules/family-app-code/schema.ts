import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { guardianLinks } from '../families/schema.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';

/**
 * The three-word code that signs the patients' app in as a child on the child's device: one live
 * code per link, single use, short-lived; stored as a SHA-256 hash of its normalised words.
 */
export const appSignInCodes = pgTable(
  'app_sign_in_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => guardianLinks.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    language: text('language').$type<'en' | 'ar' | 'es'>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('app_sign_in_codes_hash_key').on(t.codeHash),
    uniqueIndex('app_sign_in_codes_live_key')
      .on(t.linkId)
      .where(sql`${t.usedAt} is null`),
  ],
);
