import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organisations } from '../organisations/schema.ts';
import { retentionSettings } from './schema.ts';

export type RetentionRow = typeof retentionSettings.$inferSelect;
export type RetentionChange = Partial<
  Omit<typeof retentionSettings.$inferInsert, 'organisationId' | 'updatedAt'>
>;

/** The organisations' retention schedules; absent rows mean the product's defaults. */
export function createRetentionRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>) => db.transaction(work),

    async organisationExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.id, id));
      return Boolean(row);
    },

    async settings(organisationId: string, executor: Db = db): Promise<RetentionRow | undefined> {
      const [row] = await executor
        .select()
        .from(retentionSettings)
        .where(eq(retentionSettings.organisationId, organisationId));
      return row;
    },

    async save(organisationId: string, change: RetentionChange, tx: Db): Promise<RetentionRow> {
      const [row] = await tx
        .insert(retentionSettings)
        .values({ organisationId, ...change })
        .onConflictDoUpdate({
          target: retentionSettings.organisationId,
          set: { ...change, updatedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('the retention schedule was not saved');
      return row;
    },
  };
}
export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
