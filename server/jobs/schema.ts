import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/**
 * Where a long piece of work done in batches has got to (a roll-up's rebuild): each batch commits
 * its work and its place together, so a stopped run resumes after the last batch that committed.
 */
export const batchProgress = pgTable('batch_progress', {
  /** The work, e.g. `questionnaires.rollup-rebuild`. */
  name: text('name').primaryKey(),
  /** The last key a committed batch finished (null: none yet). */
  after: text('after'),
  batches: integer('batches').notNull().default(0),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set by the batch that finds nothing left; a finished row lets the next run start again. */
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
