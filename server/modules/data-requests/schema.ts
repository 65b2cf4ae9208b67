import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';

/**
 * A family's request under UK GDPR (today: erasure), in the queue of the organisation of the
 * requester's children. It outlives the erasure it asks for: the requester's row stays as an
 * erased placeholder (docs/data-protection.md), so the request, its dates and decision remain.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'deletion'>().notNull(),
    state: text('state').$type<'received' | 'approved' | 'done' | 'refused'>().notNull().default('received'),
    reason: text('reason'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** The legal clock's last day in London (dueDayOf). */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    refusalReason: text('refusal_reason'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** When the admins were last reminded of the coming due day (one reminder a day at most). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    // One open request per person: the second one answers 409, even when two arrive at once.
    uniqueIndex('data_requests_open_key')
      .on(t.requesterId)
      .where(sql`${t.state} in ('received', 'approved')`),
    index('data_requests_organisation_idx').on(t.organisationId, t.state, t.receivedAt),
  ],
);
