import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKind, NotificationParams } from '../../../src/api/contracts/notifications.ts';
import type { PushKind } from '../../../src/api/contracts/push.ts';
import { UNREAD_EMAIL_KINDS } from './unread-kinds.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';

/**
 * What a person was told (docs/architecture.md § Notifications): the kind and its parameters, so
 * that the text is written in the reader's language when it is read, where it leads, and when they
 * read it. How it reaches them (the portal reads this table; push and the unread e-mail) is apart.
 * Instants are kept to the millisecond: the list's keyset cursor carries them.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }),
    /** When it was e-mailed for staying unread (the organisation's `unread_email_hours`); once only. */
    emailedAt: timestamp('emailed_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    // "My list, newest first" in keyset pages.
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // "My unread count": only the unread rows are in it.
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    // "Unread for hours, not yet e-mailed", by organisation in keyset order: only the rows still due.
    index('notifications_unread_email_idx')
      .on(t.organisationId, t.createdAt, t.id)
      .where(
        sql`${t.readAt} is null and ${t.emailedAt} is null and ${t.kind} in (${sql.raw(
          UNREAD_EMAIL_KINDS.map((k) => `'${k}'`).join(', '),
        )})`,
      ),
  ],
);

/**
 * A device a person turned push on for (docs/architecture.md § Notifications): the push service's
 * address and the keys the payload is encrypted to, the kinds of news it chose, and how its
 * deliveries went. Personal data: erased and downloaded with the person's notifications.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    kinds: jsonb('kinds').$type<PushKind[]>().notNull().default([]),
    /** The device's name for its owner (the browser's). */
    label: text('label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** Failed deliveries since the last that succeeded. */
    failureCount: integer('failure_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
