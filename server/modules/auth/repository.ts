import { UserType } from '../../../src/api/contracts/roles.ts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountTokens, refreshTokens, sessions } from './schema.ts';
import { guardianLinks } from '../families/schema.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';
import { endSession, endUserSessions } from '../../auth/session-store.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type OrganisationRow = typeof organisations.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export type AccountTokenRow = typeof accountTokens.$inferSelect;
export type AccountTokenPurpose = AccountTokenRow['purpose'];

export function createAuthRepository(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row;
    },
    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    /** The user's child (spec §3's optional child): a guardian's first actively linked patient. */
    async findChildOf(user: UserRow): Promise<{ id: string; first_name: string; app_code: string } | null> {
      if (user.type !== UserType.Guardian) return null;
      const [row] = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          fullName: users.fullName,
          appCode: users.appCode,
        })
        .from(guardianLinks)
        .innerJoin(users, eq(users.id, guardianLinks.patientId))
        .where(and(eq(guardianLinks.guardianId, user.id), eq(guardianLinks.status, 'active')))
        .orderBy(guardianLinks.createdAt, guardianLinks.id)
        .limit(1);
      if (!row?.appCode) return null;
      return {
        id: row.id,
        first_name: row.firstName || (row.fullName ?? '').split(' ')[0] || '',
        app_code: row.appCode,
      };
    },
    async findOrganisation(id: string): Promise<OrganisationRow | undefined> {
      const [row] = await db.select().from(organisations).where(eq(organisations.id, id)).limit(1);
      return row;
    },
    async insertSession(userId: string, expiresAt: Date): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values({ userId, expiresAt }).returning();
      if (!row) throw new Error('session insert returned nothing');
      return row;
    },
    async findSession(id: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
      return row;
    },
    /** A refresh is a use: the idle limit counts from it. */
    async touchSession(id: string, at: Date): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, id));
    },
    async insertRefreshToken(row: typeof refreshTokens.$inferInsert): Promise<void> {
      await db.insert(refreshTokens).values(row);
    },
    /** A refresh token with its session. */
    async findRefreshToken(tokenHash: string) {
      const [row] = await db
        .select({ token: refreshTokens, session: sessions })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.familyId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
    /** Marks a token used at `at`; false when another request used it first. */
    async markRefreshTokenUsed(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: at })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },
    async findOrganisationByUrlCode(urlCode: string): Promise<OrganisationRow | undefined> {
      const [row] = await db
        .select()
        .from(organisations)
        .where(sql`lower(${organisations.urlCode}) = lower(${urlCode})`)
        .limit(1);
      return row;
    },
    async insertUser(row: typeof users.$inferInsert): Promise<UserRow> {
      const [created] = await db.insert(users).values(row).returning();
      if (!created) throw new Error('user insert returned nothing');
      return created;
    },
    async updateUser(id: string, patch: Partial<typeof users.$inferInsert>): Promise<UserRow> {
      const [updated] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (!updated) throw new Error('user update matched nothing');
      return updated;
    },
    async insertAccountToken(row: typeof accountTokens.$inferInsert): Promise<void> {
      await db.insert(accountTokens).values(row);
    },
    async findAccountToken(tokenHash: string): Promise<AccountTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(accountTokens)
        .where(eq(accountTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
    /** Spends a token; false when another request spent it first. */
    async markAccountTokenUsed(id: string): Promise<boolean> {
      const rows = await db
        .update(accountTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt)))
        .returning({ id: accountTokens.id });
      return rows.length === 1;
    },
    /** Spends every open token of a purpose: only the newest link sent works. */
    async spendAccountTokens(userId: string, purpose: AccountTokenPurpose): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
          ),
        );
    },
    /** Ends every session of a user (after a password change): access and refresh tokens alike. */
    async revokeUserRefreshTokens(userId: string): Promise<void> {
      await endUserSessions(db, userId);
    },
    /** Ends one session (a family of refresh tokens and its access tokens). */
    async revokeFamily(familyId: string): Promise<void> {
      await endSession(db, familyId);
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;

/** Runs `fn` in one transaction, with a repository bound to it and the transaction itself (for the audit log). */
export function inTransaction<T>(db: Db, fn: (repo: AuthRepository, tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => {
    const bound = tx as unknown as Db;
    return fn(createAuthRepository(bound), bound);
  });
}

/** True when a database error is a unique-constraint violation (PostgreSQL 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let e: unknown = error;
    e instanceof Error || (typeof e === 'object' && e !== null);
    e = (e as { cause?: unknown }).cause
  ) {
    if ((e as { code?: unknown }).code === '23505') return true;
    if (!('cause' in (e as object))) break;
  }
  return false;
}
