import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../mail/schema.ts';

/** The development outbox. */
export function createDevRepository(db: Db) {
  return {
    /** The newest 100 e-mails, optionally to one address (any letter case). */
    outbox: (to?: string) =>
      db
        .select()
        .from(mailOutbox)
        .where(to ? eq(sql`lower(${mailOutbox.to})`, to.toLowerCase()) : undefined)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(100),
  };
}
export type DevRepository = ReturnType<typeof createDevRepository>;
