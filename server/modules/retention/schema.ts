import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns.ts';
import { organisations } from '../organisations/schema.ts';

/**
 * An organisation's retention schedule, in days per kind of data (src/api/contracts/retention.ts
 * holds the defaults and bounds). No row, or a null column: the product's default applies.
 */
export const retentionSettings = pgTable('retention_settings', {
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  outboxBodyDays: integer('outbox_body_days'),
  issueScreenshotDays: integer('issue_screenshot_days'),
  appActivityDays: integer('app_activity_days'),
  endedSessionDays: integer('ended_session_days'),
  updatedAt: updatedAt(),
});
