import { desc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** A table of an organisation's own rows: an id, the organisation, and when each was made and changed. */
export type OrganisationTable = PgTable & {
  id: PgColumn;
  organisationId: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};

/**
 * The reads and writes every organisation-scoped resource repeats: one row by id (the service
 * checks it is the caller's organisation's), the organisation's rows newest first, and insert,
 * update and delete inside the caller's transaction. Each write takes the transaction it runs in.
 */
export function organisationScoped<T extends OrganisationTable>(db: Db, table: T) {
  type Row = T['$inferSelect'];
  type Insert = T['$inferInsert'];
  // drizzle's builders cannot follow a table that is only known generically: the row types are T's own.
  const t = table as OrganisationTable;
  return {
    transaction: <R>(work: (tx: Db) => Promise<R>): Promise<R> => db.transaction(work),

    async byId(id: string): Promise<Row | undefined> {
      const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
      return row as Row | undefined;
    },
    async listOf(organisationId: string): Promise<Row[]> {
      const rows = await db
        .select()
        .from(t)
        .where(eq(t.organisationId, organisationId))
        .orderBy(desc(t.createdAt), t.id);
      return rows as Row[];
    },
    async insert(values: Insert, tx: Db = db): Promise<Row> {
      const [row] = await tx.insert(t).values(values).returning();
      return row as Row;
    },
    async update(id: string, set: Partial<Insert>, tx: Db = db): Promise<void> {
      await tx
        .update(t)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(t.id, id));
    },
    async remove(id: string, tx: Db = db): Promise<void> {
      await tx.delete(t).where(eq(t.id, id));
    },
  };
}
