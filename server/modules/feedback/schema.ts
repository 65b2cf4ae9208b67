import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';

/**
 * A family's one-use feedback link (its token stored as a SHA-256 hash) and, once used, what they
 * said: `received_at` set means the link is spent.
 */
export const registrationFeedback = pgTable(
  'registration_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    language: text('language').notNull().default('en'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    category: text('category'),
    text: text('text'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('registration_feedback_token_hash_key').on(t.tokenHash),
    index('registration_feedback_organisation_idx').on(t.organisationId, t.receivedAt),
  ],
);
