import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PreparedExportFormat, PreparedExportState } from '../../../src/api/contracts/questionnaires.ts';
import { createdAt } from '../../db/columns.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';
import { questionnaires } from './schema.ts';

/**
 * A questionnaire's answers prepared as a file by a job (questionnaires.prepare-export), for the one
 * admin who asked: its progress a page at a time, the file under DATA_DIR/exports once ready, removed
 * when it expires or is cancelled. (Its own file: the module's schema.ts is full.)
 */
export const preparedExports = pgTable(
  'prepared_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    format: text('format').$type<PreparedExportFormat>().notNull(),
    state: text('state').$type<PreparedExportState>().notNull().default('queued'),
    rowsWritten: integer('rows_written').notNull().default(0),
    rowsExpected: integer('rows_expected').notNull().default(0),
    /** The file's name in the exports folder (the export's id and extension), once written. */
    fileName: text('file_name'),
    size: bigint('size', { mode: 'number' }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('prepared_exports_requester_idx').on(t.requesterId, t.createdAt),
    // The expiry sweep reads the files whose time has come.
    index('prepared_exports_expires_idx').on(t.expiresAt),
  ],
);
