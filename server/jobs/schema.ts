import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Scheduled changes that could not be carried out (a page's scheduled publish, a questionnaire
 * reminder): the organisation's admins are e-mailed and the messages screen lists them.
 */
export const scheduledFailures = pgTable(
  'scheduled_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id'),
    kind: text('kind', { enum: ['publish', 'unpublish', 'reminder', 'repeat'] }).notNull(),
    /** What it acted on as the admin knows it (a page's title, a questionnaire's name). */
    subject: text('subject').notNull(),
    /** Why, in plain words. */
    reason: text('reason').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scheduled_failures_organisation_idx').on(t.organisationId, t.failedAt)],
);
