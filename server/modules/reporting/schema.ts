import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';

// --- reporting: saved reports and the export log ---

/** A saved report of an organisation: its definition (subject, columns, filters, sort) is the contract's ReportDefinition. */
export const savedReports = pgTable(
  'saved_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('saved_reports_organisation_idx').on(t.organisationId, t.updatedAt)],
);

/** Who exported which report, with which filters, how many rows, when (kept when the report is deleted). */
export const reportExports = pgTable(
  'report_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    reportId: uuid('report_id').references(() => savedReports.id, { onDelete: 'set null' }),
    reportName: text('report_name').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    rowCount: integer('row_count').notNull(),
    format: text('format').notNull().default('xlsx'),
    createdAt: createdAt(),
  },
  (t) => [index('report_exports_organisation_idx').on(t.organisationId, t.createdAt)],
);
