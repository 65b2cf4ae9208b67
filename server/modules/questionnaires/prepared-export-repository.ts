import { and, count, eq, inArray, lte } from 'drizzle-orm';
import type { PreparedExportState } from '../../../src/api/contracts/questionnaires.ts';
import type { Db } from '../../db/client.ts';
import { preparedExports } from './prepared-export-schema.ts';
import { questionnaireResponses } from './schema.ts';

export type PreparedExportRow = typeof preparedExports.$inferSelect;
type Changes = Partial<Omit<PreparedExportRow, 'id' | 'organisationId' | 'requesterId' | 'questionnaireId'>>;

/** The prepared exports' rows: each a file a job writes for the admin who asked. */
export function createPreparedExportsRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

    /** The completed answers an export will hold (the exports read the same rows). */
    async completed(questionnaireId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(questionnaireResponses)
        .where(
          and(
            eq(questionnaireResponses.questionnaireId, questionnaireId),
            eq(questionnaireResponses.status, 'completed'),
          ),
        );
      return row?.n ?? 0;
    },

    async insert(values: typeof preparedExports.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(preparedExports).values(values).returning();
      return row as PreparedExportRow;
    },

    async byId(id: string, tx: Db = db): Promise<PreparedExportRow | undefined> {
      const [row] = await tx.select().from(preparedExports).where(eq(preparedExports.id, id));
      return row;
    },

    /** Changes the row only while it is in one of `from` (a cancel wins over the job's own steps); the row after, or undefined. */
    async update(
      id: string,
      from: readonly PreparedExportState[],
      changes: Changes,
      tx: Db = db,
    ): Promise<PreparedExportRow | undefined> {
      const [row] = await tx
        .update(preparedExports)
        .set(changes)
        .where(and(eq(preparedExports.id, id), inArray(preparedExports.state, [...from])))
        .returning();
      return row;
    },

    /** Ready exports whose time has passed (cancelled and failed ones have no file left). */
    expiring(at: Date) {
      return db
        .select()
        .from(preparedExports)
        .where(and(lte(preparedExports.expiresAt, at), eq(preparedExports.state, 'ready')));
    },
  };
}
export type PreparedExportsRepository = ReturnType<typeof createPreparedExportsRepository>;
