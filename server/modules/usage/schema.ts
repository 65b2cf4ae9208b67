import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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

/*
 * Daily roll-ups of the tables above, kept by statement triggers in the writing transaction (the
 * migration that creates them holds the functions; the job `usage.rollup-rebuild`, rollup-rebuild-queries.ts,
 * recomputes them from the raw rows in batches, and app_rollups_rebuild() in one statement block).
 * Days are London days; a row stays with the organisation its activity happened in.
 */

/**
 * One patient's use of the app on one day in one organisation: distinct counts over a period
 * (active patients in 30 days) cannot be summed from daily counts, so each (day, patient) keeps a row.
 */
export const appUsageDays = pgTable(
  'app_usage_days',
  {
    organisationId: uuid('organisation_id').notNull(),
    day: date('day').notNull(),
    userId: uuid('user_id').notNull(),
    sessions: integer('sessions').notNull(),
    focusSeconds: bigint('focus_seconds', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.day, t.userId] }),
    index('app_usage_days_user_idx').on(t.organisationId, t.userId, t.day),
  ],
);

/** An organisation's day: sessions, patients with one, time in focus (the usage chart). */
export const appUsageTotals = pgTable(
  'app_usage_totals',
  {
    organisationId: uuid('organisation_id').notNull(),
    day: date('day').notNull(),
    sessions: integer('sessions').notNull(),
    activePatients: integer('active_patients').notNull(),
    focusSeconds: bigint('focus_seconds', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.day] })],
);

/**
 * The London days of each patient's first app session in an organisation (retention's cohorts) and of
 * their last: active patients over a period are those whose first or last day falls in it, and of
 * the few whose days span it, those with a day inside.
 */
export const appFirstSessions = pgTable(
  'app_first_sessions',
  {
    organisationId: uuid('organisation_id').notNull(),
    userId: uuid('user_id').notNull(),
    firstDay: date('first_day').notNull(),
    lastDay: date('last_day').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.userId] }),
    index('app_first_sessions_day_idx').on(t.organisationId, t.firstDay),
    index('app_first_sessions_last_day_idx').on(t.organisationId, t.lastDay),
  ],
);

/** How many patients whose first day was `first_day` used the app in the week from Monday `week`. */
export const appRetentionCounts = pgTable(
  'app_retention_counts',
  {
    organisationId: uuid('organisation_id').notNull(),
    firstDay: date('first_day').notNull(),
    week: date('week').notNull(),
    patients: integer('patients').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.firstDay, t.week] })],
);

/** Time in focus per day, patient and content (state and code). */
export const appContentDays = pgTable(
  'app_content_days',
  {
    organisationId: uuid('organisation_id').notNull(),
    day: date('day').notNull(),
    state: text('state').notNull(),
    code: text('code').notNull(),
    userId: uuid('user_id').notNull(),
    seconds: bigint('seconds', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.day, t.state, t.code, t.userId] }),
    // A patient's days of one content (or one state): their first and last, whether one falls in a period;
    // patient before state, so that the batched rebuild reads a range of patients from it. The
    // seconds last make it covering: a report's time in focus per patient is an index-only scan.
    index('app_content_days_user_idx').on(t.organisationId, t.userId, t.state, t.code, t.day, t.seconds),
  ],
);

/** Time in focus per day and content: seconds add up over a period without reading each patient's. */
export const appContentTotals = pgTable(
  'app_content_totals',
  {
    organisationId: uuid('organisation_id').notNull(),
    day: date('day').notNull(),
    state: text('state').notNull(),
    code: text('code').notNull(),
    seconds: bigint('seconds', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.day, t.state, t.code] })],
);

/**
 * The first and last London day each patient spent time on each content: the distinct patients of a
 * content (or a state) over a period are those whose first or last day falls in it, and of those
 * whose days span it, the ones with a day inside (none, for a period that ends today).
 */
export const appContentSpans = pgTable(
  'app_content_spans',
  {
    organisationId: uuid('organisation_id').notNull(),
    state: text('state').notNull(),
    code: text('code').notNull(),
    userId: uuid('user_id').notNull(),
    firstDay: date('first_day').notNull(),
    lastDay: date('last_day').notNull(),
  },
  (t) => [
    // By patient before code: a patient's spans of one state give their span of the state.
    primaryKey({ columns: [t.organisationId, t.state, t.userId, t.code] }),
    index('app_content_spans_last_day_idx').on(t.organisationId, t.lastDay),
    // A range of patients, for the batched rebuild.
    index('app_content_spans_patient_idx').on(t.organisationId, t.userId),
  ],
);

/**
 * How many patients' spans of a content end on each day: the patients of a period that ends on or
 * after their last day add up from here, so only the spans that end after the period are read one by one.
 */
export const appContentLastDays = pgTable(
  'app_content_last_days',
  {
    organisationId: uuid('organisation_id').notNull(),
    lastDay: date('last_day').notNull(),
    state: text('state').notNull(),
    code: text('code').notNull(),
    patients: integer('patients').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.lastDay, t.state, t.code] })],
);

/** The same per state: a patient counts once for a state, whichever of its contents they used. */
export const appStateSpans = pgTable(
  'app_state_spans',
  {
    organisationId: uuid('organisation_id').notNull(),
    state: text('state').notNull(),
    userId: uuid('user_id').notNull(),
    firstDay: date('first_day').notNull(),
    lastDay: date('last_day').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.state, t.userId] }),
    index('app_state_spans_last_day_idx').on(t.organisationId, t.lastDay),
    // A range of patients, for the batched rebuild.
    index('app_state_spans_patient_idx').on(t.organisationId, t.userId),
  ],
);

/** Moods recorded per day, mood and whether they were about an event. */
export const appMoodDays = pgTable(
  'app_mood_days',
  {
    organisationId: uuid('organisation_id').notNull(),
    day: date('day').notNull(),
    mood: text('mood').notNull(),
    onEvent: boolean('on_event').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.day, t.mood, t.onEvent] })],
);

/** The same per state (app_content_last_days). */
export const appStateLastDays = pgTable(
  'app_state_last_days',
  {
    organisationId: uuid('organisation_id').notNull(),
    lastDay: date('last_day').notNull(),
    state: text('state').notNull(),
    patients: integer('patients').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.lastDay, t.state] })],
);
