import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKind, NotificationParams } from '../../../src/api/contracts/notifications.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';

/**
 * What a person was told (docs/architecture.md § Notifications): the kind and its parameters, so
 * that the text is written in the reader's language when it is read, where it leads, and when they
 * read it. How it reaches them (the portal reads this table; other channels come later) is apart.
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
  },
  (t) => [
    // "My list, newest first" in keyset pages.
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // "My unread count": only the unread rows are in it.
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
