import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, updatedAt } from '../../db/columns.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';

// --- issue reports (docs/product.md: /report) ---

/**
 * An issue a guardian reported to their organisation's admins. It goes with the account that
 * wrote it (deleting the account deletes its reports: they may describe the family).
 */
export const issueReports = pgTable(
  'issue_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').$type<'app_problem' | 'content' | 'privacy' | 'other'>().notNull(),
    description: text('description').notNull(),
    page: text('page').notNull(),
    language: text('language').$type<'en' | 'ar' | 'es'>().notNull(),
    appVersion: text('app_version').notNull(),
    status: text('status').$type<'open' | 'in_progress' | 'resolved'>().notNull().default('open'),
    screenshotType: text('screenshot_type'),
    screenshot: bytea('screenshot'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('issue_reports_organisation_idx').on(t.organisationId, t.createdAt),
    index('issue_reports_reporter_idx').on(t.reporterId, t.createdAt),
  ],
);

/** A message in an issue report's thread, between the family and the hospital. */
export const issueReportReplies = pgTable(
  'issue_report_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => issueReports.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Whose side wrote it, kept when the author's account is gone. */
    authorRole: text('author_role').$type<'family' | 'hospital'>().notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('issue_report_replies_report_idx').on(t.reportId, t.createdAt)],
);
