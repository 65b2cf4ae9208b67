import { and, count, desc, eq, gt, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organisations } from '../organisations/schema.ts';
import { registrationFeedback } from './schema.ts';
import { users } from '../users/schema.ts';
import { containsPattern } from '../../db/like.ts';

export type FeedbackRow = typeof registrationFeedback.$inferSelect;

/** Registration feedback links and what families said through them. */
export function createFeedbackRepository(db: Db) {
  return {
    async insertLink(values: {
      organisationId: string;
      userId: string;
      tokenHash: string;
      language: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(registrationFeedback).values(values);
    },
    async organisation(organisationId: string) {
      const [row] = await db
        .select({
          name: organisations.name,
          language: organisations.language,
          brandColor: organisations.brandColor,
          logoUrl: organisations.logoUrl,
        })
        .from(organisations)
        .where(eq(organisations.id, organisationId));
      return row;
    },
    async byTokenHash(tokenHash: string): Promise<FeedbackRow | undefined> {
      const [row] = await db
        .select()
        .from(registrationFeedback)
        .where(eq(registrationFeedback.tokenHash, tokenHash));
      return row;
    },
    /** Records the feedback on an unused, unexpired link in one statement, so a link works once even when used twice at once. */
    async receive(
      tokenHash: string,
      values: { category: string; text: string },
      at: Date,
      executor: Db = db,
    ): Promise<FeedbackRow | undefined> {
      const [row] = await executor
        .update(registrationFeedback)
        .set({ ...values, receivedAt: at })
        .where(
          and(
            eq(registrationFeedback.tokenHash, tokenHash),
            isNull(registrationFeedback.receivedAt),
            gt(registrationFeedback.expiresAt, at),
          ),
        )
        .returning();
      return row;
    },
    /** One page of the organisation's received feedback, newest first. */
    async list(
      organisationId: string,
      q: { page: number; size: number; category?: string; search?: string },
    ) {
      const conditions: SQL[] = [
        eq(registrationFeedback.organisationId, organisationId),
        isNotNull(registrationFeedback.receivedAt),
      ];
      if (q.category) conditions.push(eq(registrationFeedback.category, q.category));
      if (q.search) {
        const like = containsPattern(q.search);
        const match = or(
          ilike(registrationFeedback.text, like),
          ilike(users.firstName, like),
          ilike(users.surname, like),
          ilike(users.email, like),
        );
        if (match) conditions.push(match);
      }
      const where = and(...conditions);
      const rows = await db
        .select({
          feedback: registrationFeedback,
          firstName: users.firstName,
          surname: users.surname,
          email: users.email,
          total: sql<number>`count(*) over()`.mapWith(Number),
        })
        .from(registrationFeedback)
        .leftJoin(users, eq(users.id, registrationFeedback.userId))
        .where(where)
        .orderBy(desc(registrationFeedback.receivedAt), desc(registrationFeedback.id))
        .limit(q.size)
        .offset((q.page - 1) * q.size);
      if (rows.length > 0 || q.page === 1) return { rows, total: rows[0]?.total ?? 0 };
      // A page past the end has no row to carry the window count: count on its own.
      const [counted] = await db
        .select({ n: count() })
        .from(registrationFeedback)
        .leftJoin(users, eq(users.id, registrationFeedback.userId))
        .where(where);
      return { rows, total: counted?.n ?? 0 };
    },
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),
  };
}
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
