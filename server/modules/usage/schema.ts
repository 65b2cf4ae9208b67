import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { events } from '../calendar/schema.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';

/** A run of the app, from opening to closing; `client_id` is the app's id of it, unique per patient. */
export const appSessions = pgTable(
  'app_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    platform: text('platform'),
    appVersion: text('app_version'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('app_sessions_client_key').on(t.userId, t.clientId),
    index('app_sessions_organisation_idx').on(t.organisationId, t.startedAt),
    check('app_sessions_time_order', sql`${t.endedAt} IS NULL OR ${t.endedAt} >= ${t.startedAt}`),
  ],
);

/** Time in focus: how long the patient spent in one state of the app (a game, a video…) on one code. */
export const appFocusTime = pgTable(
  'app_focus_time',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    appSessionId: uuid('app_session_id').references(() => appSessions.id, { onDelete: 'set null' }),
    state: text('state').notNull(),
    code: text('code').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    seconds: integer('seconds').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('app_focus_time_client_key').on(t.userId, t.clientId),
    index('app_focus_time_organisation_idx').on(t.organisationId, t.startedAt),
    check('app_focus_time_seconds', sql`${t.seconds} > 0`),
  ],
);

/** A mood the patient recorded, on its own or about a calendar event. */
export const appMoods = pgTable(
  'app_moods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    mood: text('mood').notNull(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('app_moods_client_key').on(t.userId, t.clientId),
    index('app_moods_organisation_idx').on(t.organisationId, t.recordedAt),
    index('app_moods_event_idx').on(t.eventId),
  ],
);
