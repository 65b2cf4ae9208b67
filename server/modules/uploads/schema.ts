import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * An unfinished upload and when it last received bytes: it expires UPLOAD_EXPIRY_HOURS after that,
 * not after its creation, so a parent who pauses and resumes keeps their upload. The row goes
 * when the upload finishes or is removed; kept in the database so that every server sharing the
 * uploads (S3) agrees.
 */
export const uploadActivity = pgTable(
  'upload_activity',
  {
    uploadId: text('upload_id').primaryKey(),
    lastBytesAt: timestamp('last_bytes_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('upload_activity_last_bytes_idx').on(t.lastBytesAt)],
);
