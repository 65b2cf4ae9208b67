import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recoveryCodes, secondFactors, secondFactorTickets, webauthnChallenges } from './schema.ts';

export type SecondFactorRow = typeof secondFactors.$inferSelect;
export type TicketRow = typeof secondFactorTickets.$inferSelect;
export type Ceremony = (typeof webauthnChallenges.$inferSelect)['ceremony'];

/** The second factors' tables: factors, recovery codes, sign-in tickets and WebAuthn challenges. */
export function createSecondFactorRepository(db: Db) {
  return {
    ...queries(db),
    /** Runs `fn` in one transaction, with the queries bound to it and the transaction (audit, mail). */
    transaction<T>(fn: (repo: SecondFactorQueries, tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => {
        const bound = tx as unknown as Db;
        return fn(queries(bound), bound);
      });
    },
  };
}
export type SecondFactorRepository = ReturnType<typeof createSecondFactorRepository>;

function queries(db: Db) {
  return {
    async factorsOf(userId: string): Promise<SecondFactorRow[]> {
      return db
        .select()
        .from(secondFactors)
        .where(eq(secondFactors.userId, userId))
        .orderBy(secondFactors.createdAt, secondFactors.id);
    },
    async insertFactor(row: typeof secondFactors.$inferInsert): Promise<SecondFactorRow> {
      const [created] = await db.insert(secondFactors).values(row).returning();
      if (!created) throw new Error('second factor insert returned nothing');
      return created;
    },
    async deleteFactor(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(secondFactors)
        .where(and(eq(secondFactors.id, id), eq(secondFactors.userId, userId)))
        .returning({ id: secondFactors.id });
      return rows.length === 1;
    },
    /** Every factor and recovery code of a user (a super admin's reset). */
    async deleteAll(userId: string): Promise<number> {
      const rows = await db
        .delete(secondFactors)
        .where(eq(secondFactors.userId, userId))
        .returning({ id: secondFactors.id });
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      return rows.length;
    },
    /**
     * Records an accepted TOTP step; false when this step or a later one was accepted already (by a
     * concurrent request too: the condition is checked in the update).
     */
    async acceptTotpStep(id: string, step: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(secondFactors)
        .set({ lastStep: step, lastUsedAt: at })
        .where(
          and(eq(secondFactors.id, id), or(isNull(secondFactors.lastStep), lt(secondFactors.lastStep, step))),
        )
        .returning({ id: secondFactors.id });
      return rows.length === 1;
    },
    async passkeyUsed(id: string, counter: number, at: Date): Promise<void> {
      await db.update(secondFactors).set({ counter, lastUsedAt: at }).where(eq(secondFactors.id, id));
    },
    async replaceRecoveryCodes(userId: string, hashes: string[]): Promise<void> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      if (hashes.length > 0)
        await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    },
    /** Spends an unused code; false when none matches (or another request spent it first). */
    async spendRecoveryCode(userId: string, codeHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },
    async recoveryCodesLeft(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },
    async insertTicket(row: typeof secondFactorTickets.$inferInsert): Promise<void> {
      await db.insert(secondFactorTickets).values(row);
    },
    async findTicket(tokenHash: string): Promise<TicketRow | undefined> {
      const [row] = await db
        .select()
        .from(secondFactorTickets)
        .where(eq(secondFactorTickets.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
    /** Spends a ticket; false when another request completed with it first. */
    async spendTicket(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(secondFactorTickets)
        .set({ usedAt: at })
        .where(and(eq(secondFactorTickets.id, id), isNull(secondFactorTickets.usedAt)))
        .returning({ id: secondFactorTickets.id });
      return rows.length === 1;
    },
    /** Tickets past their end, used or not (the sessions' sweep). */
    async sweepTickets(before: Date): Promise<void> {
      await db.delete(secondFactorTickets).where(lt(secondFactorTickets.expiresAt, before));
    },
    async putChallenge(
      userId: string,
      ceremony: Ceremony,
      challenge: string,
      expiresAt: Date,
    ): Promise<void> {
      await db
        .insert(webauthnChallenges)
        .values({ userId, ceremony, challenge, expiresAt })
        .onConflictDoUpdate({
          target: [webauthnChallenges.userId, webauthnChallenges.ceremony],
          set: { challenge, expiresAt },
        });
    },
    /** The open challenge, taken (deleted) so that it answers one response only. */
    async takeChallenge(
      userId: string,
      ceremony: Ceremony,
    ): Promise<{ challenge: string; expiresAt: Date } | undefined> {
      const [row] = await db
        .delete(webauthnChallenges)
        .where(and(eq(webauthnChallenges.userId, userId), eq(webauthnChallenges.ceremony, ceremony)))
        .returning({ challenge: webauthnChallenges.challenge, expiresAt: webauthnChallenges.expiresAt });
      return row;
    },
  };
}
export type SecondFactorQueries = ReturnType<typeof queries>;
