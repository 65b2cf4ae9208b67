import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { createAreaContentRepository } from '../../content-library/repository.ts';
import type { Db } from '../../db/client.ts';
import { missions } from '../missions/schema.ts';
import { quizAreas, quizAttempts, quizImages, quizzes } from './schema.ts';
import { users } from '../users/schema.ts';

export type QuizRow = typeof quizzes.$inferSelect;
export type QuizAttemptRow = typeof quizAttempts.$inferSelect;
export type QuizImageRow = typeof quizImages.$inferSelect;

/** Quizzes, their areas, images and attempts; every read that lists names the organisation. */
export function createQuizzesRepository(db: Db) {
  return {
    ...createAreaContentRepository(db, quizzes, {
      table: quizAreas,
      item: quizAreas.quizId,
      area: quizAreas.areaId,
    }),

    /** Missions of the organisation with a step that asks for this quiz (a quiz they use is not deleted). */
    async missionsUsing(organisationId: string, quizId: string) {
      return db
        .select({ id: missions.id, title: missions.title })
        .from(missions)
        .where(
          and(
            eq(missions.organisationId, organisationId),
            sql`${missions.steps} @> ${JSON.stringify([{ kind: 'quiz', target_id: quizId }])}::jsonb`,
          ),
        );
    },

    async saveImage(values: typeof quizImages.$inferInsert, tx: Db = db): Promise<QuizImageRow> {
      const [row] = await tx.insert(quizImages).values(values).returning();
      return row as QuizImageRow;
    },
    async image(id: string): Promise<QuizImageRow | undefined> {
      const [row] = await db.select().from(quizImages).where(eq(quizImages.id, id)).limit(1);
      return row;
    },
    /** Id and hash of the organisation's images among these ids (not their bytes). */
    async imagesIn(organisationId: string, ids: string[]) {
      if (!ids.length) return [];
      return db
        .select({ id: quizImages.id, hash: quizImages.hash })
        .from(quizImages)
        .where(and(eq(quizImages.organisationId, organisationId), inArray(quizImages.id, ids)));
    },

    async attemptByClient(userId: string, clientId: string): Promise<QuizAttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(quizAttempts)
        .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.clientId, clientId)))
        .limit(1);
      return row;
    },
    /** Stores a submission once per client id; a second one with the same id stores nothing. */
    async insertAttempt(values: typeof quizAttempts.$inferInsert): Promise<void> {
      await db.insert(quizAttempts).values(values).onConflictDoNothing();
    },
    /** Submissions and distinct patients per quiz. */
    async counts(quizIds: string[]): Promise<{ quizId: string; attempts: number; patients: number }[]> {
      if (!quizIds.length) return [];
      return db
        .select({
          quizId: quizAttempts.quizId,
          attempts: sql<number>`count(*)::int`,
          patients: sql<number>`count(distinct ${quizAttempts.userId})::int`,
        })
        .from(quizAttempts)
        .where(inArray(quizAttempts.quizId, quizIds))
        .groupBy(quizAttempts.quizId);
    },
    /** Attempts (with their patient) of these quizzes, or of one patient, newest first. */
    attempts(which: { quizIds: string[] } | { userId: string }) {
      const where =
        'userId' in which
          ? eq(quizAttempts.userId, which.userId)
          : which.quizIds.length
            ? inArray(quizAttempts.quizId, which.quizIds)
            : sql`false`;
      return db
        .select({ attempt: quizAttempts, user: users })
        .from(quizAttempts)
        .innerJoin(users, eq(users.id, quizAttempts.userId))
        .where(where)
        .orderBy(desc(quizAttempts.submittedAt), desc(quizAttempts.id));
    },
  };
}
export type QuizzesRepository = ReturnType<typeof createQuizzesRepository>;
