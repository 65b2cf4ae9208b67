import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.ts';

/**
 * Every e-mail the server sends. The row and the job that delivers it are written in one
 * transaction (server/mail/mailer.ts); the job records each attempt here.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The organisation the e-mail is about (its admins see it); null for product-wide mail. */
    organisationId: uuid('organisation_id'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    link: text('link'),
    createdAt: createdAt(),
    /** queued → sent, or failed once every attempt failed (an admin may retry it). */
    state: text('state', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** The delivery job now in charge of the message (its next attempt's time is the job's). */
    jobId: uuid('job_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last failure's reason in plain words; null once sent. */
    error: text('error'),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_organisation_idx').on(t.organisationId, t.createdAt),
    // The e-mails still waiting or failed, counted at every metrics scrape: the sent ones (every e-mail
    // ever sent, kept for the messages screen) are never read to count these.
    index('mail_outbox_unsent_idx')
      .on(t.state)
      .where(sql`${t.state} <> 'sent'`),
  ],
);
