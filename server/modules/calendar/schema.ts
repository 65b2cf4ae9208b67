import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { organisationAreas } from '../areas/schema.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';

// The patients' app API: calendar events and the app's activity (migration 0012).

/**
 * Calendar events of an organisation: for an area (its patients), for chosen patients
 * (event_patients), or a patient's own, made in the app (then `client_id` is the app's id of it).
 * `author_type` keeps the author's user type for "events by user type", whatever becomes of them.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorType: smallint('author_type').notNull(),
    clientId: uuid('client_id'),
    title: text('title').notNull(),
    description: text('description'),
    kind: text('kind').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    areaId: uuid('area_id').references(() => organisationAreas.id, { onDelete: 'cascade' }),
    /** The revision a phone's calendar compares (the .ics SEQUENCE): one more at each change of the event. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_organisation_idx').on(t.organisationId, t.startTime),
    index('events_area_idx').on(t.areaId, t.startTime),
    uniqueIndex('events_client_key')
      .on(t.authorId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    check('events_time_order', sql`${t.endTime} >= ${t.startTime}`),
  ],
);

/** The patients an event is for, besides those of its area. */
export const eventPatients = pgTable(
  'event_patients',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_patients_user_idx').on(t.userId)],
);

/**
 * A guardian's private calendar subscription address (docs/security.md § Calendar feed): only the SHA-256
 * of its token is kept, one per guardian (a new one replaces the old), erased with the account.
 */
export const calendarSubscriptions = pgTable('calendar_subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

/** The reminders sent the day before an event: one per event and guardian, whatever the job's reruns. */
export const eventReminders = pgTable(
  'event_reminders',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);
