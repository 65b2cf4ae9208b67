import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';

/**
 * A family: a guardian linked to a patient (a child). A guardian may have several children and a
 * child several guardians. Made by an admin or by the family with the child's app code; pending
 * until approved (as the organisation chooses), active, or revoked (kept, with who and why).
 */
export const guardianLinks = pgTable(
  'guardian_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    guardianId: uuid('guardian_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relationship: text('relationship').$type<'parent' | 'carer' | 'other'>().notNull().default('parent'),
    status: text('status').$type<'pending' | 'active' | 'revoked'>().notNull(),
    source: text('source').$type<'admin' | 'family'>().notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    approvedBy: uuid('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    /** What the hospital lets the guardian see: everything, or the organisation's limited parts. */
    accessLevel: text('access_level').$type<'full' | 'limited'>().notNull().default('full'),
    /** Set when an admin hides the link from the child's other guardians: why, who, when. */
    confidentialReason: text('confidential_reason'),
    confidentialBy: uuid('confidential_by'),
    confidentialAt: timestamp('confidential_at', { withTimezone: true }),
    /** When the link is due for review; null: the organisation's period after approval. */
    reviewOn: date('review_on', { mode: 'string' }),
    /** The review date the admins were last reminded of (one reminder per date). */
    reviewRemindedFor: date('review_reminded_for', { mode: 'string' }),
  },
  (t) => [
    // One live link per guardian and child; revoked ones stay as history.
    uniqueIndex('guardian_links_live_key')
      .on(t.guardianId, t.patientId)
      .where(sql`${t.status} <> 'revoked'`),
    index('guardian_links_patient_idx').on(t.patientId, t.status),
    index('guardian_links_organisation_idx').on(t.organisationId, t.status, t.createdAt),
  ],
);

/**
 * The young person's latest answer about one guardian (from the organisation's assent age), and the
 * admin's review of a decline: why, and whether it was a safeguarding reason (the only one that
 * stands against a young person past the control age). Each answer and review is also audited.
 */
export const linkAssents = pgTable('link_assents', {
  linkId: uuid('link_id')
    .primaryKey()
    .references(() => guardianLinks.id, { onDelete: 'cascade' }),
  answer: text('answer').$type<'agreed' | 'declined'>().notNull(),
  reason: text('reason'),
  answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  reviewedBy: uuid('reviewed_by'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewReason: text('review_reason'),
  safeguarding: boolean('safeguarding').notNull().default(false),
});
