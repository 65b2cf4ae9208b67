import { sql } from 'drizzle-orm';
import { date, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { organisations } from '../organisations/schema.ts';
import { userSearchText } from './search-text-queries.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Spec §6: 0 super admin, 1 admin, 2 guardian, 3 patient, 4 staff. */
    type: smallint('type').notNull(),
    /** Spec §4: 1, 2, 3, 4 or 7. */
    status: smallint('status').notNull(),
    email: text('email'),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    surname: text('surname').notNull().default(''),
    organisationId: uuid('organisation_id').references(() => organisations.id, {
      onDelete: 'cascade',
    }),
    language: text('language'),
    /** Patient records (docs/product.md § What the portal shows and keeps): the hospital's number and a full name, when known. */
    patientNumber: text('patient_number'),
    fullName: text('full_name'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** A patient's app code: six characters, unique in the organisation (patients only). */
    appCode: text('app_code'),
    /** A patient's date of birth: the family's second factor and the coming-of-age date. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // reporting: when a guardian opted in to the newsletter (null: not subscribed).
    newsletterSubscribedAt: timestamp('newsletter_subscribed_at', { withTimezone: true }),
    /**
     * When the person's personal data was erased (docs/data-protection.md): the row stays, nameless
     * and unable to sign in, so the answers and records the hospital must keep still point somewhere.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    // In the order of the default list (newest first, id breaking ties): a page is read from the
    // index's first entries instead of sorting every matching user.
    index('users_organisation_idx').on(t.organisationId, t.type, t.createdAt.desc().nullsLast(), t.id),
    // The lists' name orders, both directions (a backward scan gives the other), and the lists'
    // count: only the people a list shows (erased placeholders left out), so that counting an
    // organisation's guardians reads this small index alone rather than every row of the table.
    index('users_listed_surname_idx')
      .on(t.organisationId, t.type, t.surname, t.id)
      .where(sql`${t.erasedAt} is null`),
    index('users_listed_first_name_idx')
      .on(t.organisationId, t.type, t.firstName, t.id)
      .where(sql`${t.erasedAt} is null`),
    // The list's order by last activity (the id breaking ties in the same direction), both
    // directions. Last activity changes with every session, and an indexed column makes each of
    // those updates a new entry in every index of the table (no heap-only update): measured in
    // docs/performance.md against the top-N sort of an organisation's people it saves.
    index('users_listed_last_active_idx')
      .on(t.organisationId, t.type, t.lastActiveAt, t.id)
      .where(sql`${t.erasedAt} is null`),
    // The seats of the subscription overview: its guardians and patients by status, counted in one
    // read of this index alone (analytics/subscription).
    index('users_seats_idx')
      .on(t.organisationId, t.status)
      .where(sql`${t.type} in (2, 3)`),
    uniqueIndex('users_app_code_key')
      .on(t.organisationId, t.appCode)
      .where(sql`${t.appCode} is not null`),
    // A search for any part of a name, e-mail, number or code ("contains"): trigrams (pg_trgm).
    index('users_search_trgm_idx').using('gin', sql`${userSearchText(t)} gin_trgm_ops`),
  ],
);

/**
 * Every account status change, written by a database trigger on users so that no path (sign-up,
 * activation, approval, deactivation, an admin's edit) can skip it. The writer names itself and a
 * reason with `set_config('lantern.actor_id' | 'lantern.reason', …, true)` inside its transaction.
 */
export const userStatusChanges = pgTable(
  'user_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    actorId: uuid('actor_id'),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_status_changes_user_idx').on(t.userId, t.at)],
);
