import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Calls per client address and route in the current window, for @fastify/rate-limit's database
 * store: every server on one database counts the same calls. Rows of ended windows are swept.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** Route and client address. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_window_ends_at_idx').on(t.windowEndsAt)],
);
