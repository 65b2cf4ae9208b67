import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documentSignings, termsVersions } from './schema.ts';
import { users } from '../users/schema.ts';
import { containsPattern } from '../../db/like.ts';

export type TermsVersionRow = typeof termsVersions.$inferSelect;
export type SigningRow = typeof documentSignings.$inferSelect;

/** Terms versions and their acceptances (docs/product.md § Calls, Feedback and documents). */
export function createTermsRepository(db: Db) {
  return {
    /** The organisation's current terms: its newest published version. */
    async current(organisationId: string, executor: Db = db): Promise<TermsVersionRow | undefined> {
      const [row] = await executor
        .select()
        .from(termsVersions)
        .where(eq(termsVersions.organisationId, organisationId))
        .orderBy(desc(termsVersions.publishedAt), desc(termsVersions.version))
        .limit(1);
      return row;
    },
    /** Whether the user accepted the organisation's current version (true when it has none). */
    async acceptedCurrent(userId: string, organisationId: string): Promise<boolean> {
      const result = await db.execute(sql`
        select coalesce((
          select exists (
            select 1 from ${documentSignings}
            where ${documentSignings.userId} = ${userId} and ${documentSignings.termsVersionId} = v.id)
          from ${termsVersions} v
          where v.organisation_id = ${organisationId}
          order by v.published_at desc, v.version desc
          limit 1), true) as accepted`);
      const row = (result as unknown as { rows: { accepted: boolean }[] }).rows[0];
      return row?.accepted ?? true;
    },
    /** The versions of an organisation, newest first, each with how many accepted it. */
    async versionsOf(organisationId: string): Promise<(TermsVersionRow & { acceptedCount: number })[]> {
      const rows = await db
        .select({ version: termsVersions, acceptedCount: count(documentSignings.id) })
        .from(termsVersions)
        .leftJoin(documentSignings, eq(documentSignings.termsVersionId, termsVersions.id))
        .where(eq(termsVersions.organisationId, organisationId))
        .groupBy(termsVersions.id)
        .orderBy(desc(termsVersions.publishedAt), desc(termsVersions.version));
      return rows.map((r) => ({ ...r.version, acceptedCount: r.acceptedCount }));
    },
    /** The new version; undefined when the organisation already has one of that name (the unique index decides). */
    async insertVersion(
      values: {
        organisationId: string;
        version: string;
        texts: TermsVersionRow['texts'];
        publishedBy: string | null;
      },
      executor: Db = db,
    ): Promise<TermsVersionRow | undefined> {
      const [row] = await executor.insert(termsVersions).values(values).onConflictDoNothing().returning();
      return row;
    },
    /** The user's acceptances, newest first, with the version's name. */
    signingsOf(userId: string) {
      return db
        .select({ signing: documentSignings, version: termsVersions.version })
        .from(documentSignings)
        .innerJoin(termsVersions, eq(termsVersions.id, documentSignings.termsVersionId))
        .where(eq(documentSignings.userId, userId))
        .orderBy(desc(documentSignings.signedAt));
    },
    /** The acceptance; undefined when the user already accepted this version. */
    async insertSigning(
      values: {
        userId: string;
        organisationId: string;
        termsVersionId: string;
        language: string;
        textSha256: string;
      },
      executor: Db = db,
    ): Promise<SigningRow | undefined> {
      const [row] = await executor.insert(documentSignings).values(values).onConflictDoNothing().returning();
      return row;
    },
    /** Who accepted which version in the organisation, newest first, one page. */
    async report(
      organisationId: string,
      q: { page: number; size: number; version?: string; search?: string },
    ) {
      const conditions: SQL[] = [eq(documentSignings.organisationId, organisationId)];
      if (q.version) conditions.push(eq(termsVersions.version, q.version));
      if (q.search) {
        const like = containsPattern(q.search);
        const match = or(ilike(users.firstName, like), ilike(users.surname, like), ilike(users.email, like));
        if (match) conditions.push(match);
      }
      const where = and(...conditions);
      const rows = await db
        .select({
          signing: documentSignings,
          version: termsVersions.version,
          firstName: users.firstName,
          surname: users.surname,
          email: users.email,
          total: sql<number>`count(*) over()`.mapWith(Number),
        })
        .from(documentSignings)
        .innerJoin(termsVersions, eq(termsVersions.id, documentSignings.termsVersionId))
        .innerJoin(users, eq(users.id, documentSignings.userId))
        .where(where)
        .orderBy(desc(documentSignings.signedAt), desc(documentSignings.id))
        .limit(q.size)
        .offset((q.page - 1) * q.size);
      if (rows.length > 0 || q.page === 1) return { rows, total: rows[0]?.total ?? 0 };
      // A page past the end has no row to carry the window count: count on its own.
      const [counted] = await db
        .select({ n: count() })
        .from(documentSignings)
        .innerJoin(termsVersions, eq(termsVersions.id, documentSignings.termsVersionId))
        .innerJoin(users, eq(users.id, documentSignings.userId))
        .where(where);
      return { rows, total: counted?.n ?? 0 };
    },
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),
  };
}
export type TermsRepository = ReturnType<typeof createTermsRepository>;
