import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSignInCodes } from './schema.ts';
import { guardianLinks } from '../families/schema.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';

type AppSignInCodeRow = typeof appSignInCodes.$inferSelect;
type NewAppSignInCodeRow = typeof appSignInCodes.$inferInsert;

/** The three-word codes of guardian links: made by a guardian, spent by the app's sign-in. */
export function createAppSignInCodesRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

    /** The guardian's active link to the patient (locked until the transaction ends), if any. */
    async activeLink(
      guardianId: string,
      patientId: string,
      executor: Db = db,
    ): Promise<{ id: string; organisationId: string } | undefined> {
      const [row] = await executor
        .select({ id: guardianLinks.id, organisationId: guardianLinks.organisationId })
        .from(guardianLinks)
        .where(
          and(
            eq(guardianLinks.guardianId, guardianId),
            eq(guardianLinks.patientId, patientId),
            eq(guardianLinks.status, 'active'),
          ),
        )
        .for('update')
        .limit(1);
      return row;
    },

    /** What the reader-language rule needs of the guardian and their organisation. */
    async readerOf(userId: string) {
      const [row] = await db
        .select({
          type: users.type,
          language: users.language,
          organisationLanguage: organisations.language,
          familyLanguages: organisations.familyLanguages,
        })
        .from(users)
        .leftJoin(organisations, eq(organisations.id, users.organisationId))
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    /** The link's unused code that has not expired at `at`. */
    async live(linkId: string, at: Date): Promise<AppSignInCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(appSignInCodes)
        .where(
          and(
            eq(appSignInCodes.linkId, linkId),
            isNull(appSignInCodes.usedAt),
            gt(appSignInCodes.expiresAt, at),
          ),
        )
        .limit(1);
      return row;
    },

    /** Voids the link's unused code (expired or not), if it had one; true when one went. */
    async voidUnused(linkId: string, executor: Db): Promise<boolean> {
      const gone = await executor
        .delete(appSignInCodes)
        .where(and(eq(appSignInCodes.linkId, linkId), isNull(appSignInCodes.usedAt)))
        .returning({ id: appSignInCodes.id });
      return gone.length > 0;
    },

    async insert(row: NewAppSignInCodeRow, executor: Db): Promise<AppSignInCodeRow> {
      const [created] = await executor.insert(appSignInCodes).values(row).returning();
      if (!created) throw new Error('code insert returned nothing');
      return created;
    },

    /**
     * Spends the unused, unexpired code with this hash whose link is still active: at most one
     * caller gets its row, however many present it at once.
     */
    async claim(codeHash: string, at: Date, executor: Db): Promise<AppSignInCodeRow | undefined> {
      const [row] = await executor
        .update(appSignInCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(appSignInCodes.codeHash, codeHash),
            isNull(appSignInCodes.usedAt),
            gt(appSignInCodes.expiresAt, at),
            sql`exists (select 1 from ${guardianLinks} where ${guardianLinks.id} = ${appSignInCodes.linkId}
              and ${guardianLinks.status} = 'active')`,
          ),
        )
        .returning();
      return row;
    },
  };
}
export type AppSignInCodesRepository = ReturnType<typeof createAppSignInCodesRepository>;
