import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Who did what, in which organisation, when: every write and every read of a person's record records
 * a row. The table is append-only and hash-chained by database triggers (see the migration that adds
 * `seq`): the trigger sets `seq`, `prev_hash` and `hash` on every insert whatever the column defaults
 * below say, and refuses UPDATE, DELETE and TRUNCATE (the retention prune alone may delete).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id'),
    organisationId: uuid('organisation_id'),
    action: text('action').notNull(),
    subject: text('subject'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The caller's address, for requests. */
    ip: text('ip'),
    /** How many rows an export held. */
    rows: integer('rows'),
    /** The entry's place in the chain (set by the trigger). */
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    /** The hash of the entry before (64 zeros for the first, set by the trigger). */
    prevHash: text('prev_hash').notNull().default(''),
    /** SHA-256 of prev_hash and the entry's canonical text (set by the trigger). */
    hash: text('hash').notNull().default(''),
  },
  (t) => [
    index('audit_log_organisation_idx').on(t.organisationId, t.at),
    uniqueIndex('audit_log_seq_idx').on(t.seq),
    index('audit_log_subject_idx').on(t.subject),
  ],
);
