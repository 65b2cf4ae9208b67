import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { missions } from '../missions/schema.ts';
import { organisationAreas, userOrganisationAreas } from '../areas/schema.ts';
import { quizAreas, quizAttempts, quizImages, quizzes } from './schema.ts';
import { users } from '../users/schema.ts';

export type QuizRow = typeof quizzes.$inferSelect;
export type QuizAttemptRow = typeof quizAttempts.$inferSelect;
export type QuizImageRow = typeof quizImages.$inferSelect;
export type PatientRow = typeof users.$inferSelect;

/** Quizzes, their areas, images and attempts; every read that lists names the organisation. */
export function createQuizzesRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

    async byId(id: string): Promise<QuizRow | undefined> {
      const [row] = await db.select().from(quizzes).where(eq(quizzes.id, id)).limit(1);
      return row;
    },
    listOf(organisationId: string): Promise<QuizRow[]> {
      return db
        .select()
        .from(quizzes)
        .where(eq(quizzes.organisationId, organisationId))
        .orderBy(desc(quizzes.createdAt), quizzes.id);
    },
    async insert(values: typeof quizzes.$inferInsert, tx: Db = db): Promise<QuizRow> {
      const [row] = await tx.insert(quizzes).values(values).returning();
      return row as QuizRow;
    },
    async update(id: string, set: Partial<typeof quizzes.$inferInsert>, tx: Db = db) {
      await tx
        .update(quizzes)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(quizzes.id, id));
    },
    async remove(id: string, tx: Db = db) {
      await tx.delete(quizzes).where(eq(quizzes.id, id));
    },
    /** Missions of the organisation with a step that asks for this quiz. */
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

    async areaIds(quizIds: string[]): Promise<{ quizId: string; areaId: string }[]> {
      if (!quizIds.length) return [];
      return db.select().from(quizAreas).where(inArray(quizAreas.quizId, quizIds));
    },
    /** Which of these ids are areas of the organisation. */
    async areasIn(organisationId: string, ids: string[]): Promise<string[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: organisationAreas.id })
        .from(organisationAreas)
        .where(and(eq(organisationAreas.organisationId, organisationId), inArray(organisationAreas.id, ids)));
      return rows.map((r) => r.id);
    },
    /**
     * Replaces the areas, inside the caller's transaction. The quizze's row is locked first: two
     * replacements at once would otherwise both delete, then both insert (a duplicate key, a 500).
     */
    async setAreas(quizId: string, areaIds: string[], tx: Db = db) {
      await tx.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, quizId)).for('update');
      await tx.delete(quizAreas).where(eq(quizAreas.quizId, quizId));
      if (areaIds.length) await tx.insert(quizAreas).values(areaIds.map((areaId) => ({ quizId, areaId })));
    },
    /** The areas the patient is a member of (the app's view of content). */
    async patientAreaIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: userOrganisationAreas.areaId })
        .from(userOrganisationAreas)
        .where(eq(userOrganisationAreas.userId, userId));
      return rows.map((r) => r.id);
    },
    /** Quizzes of the organisation offered in any of these areas. */
    async offeredIn(organisationId: string, areaIds: string[]): Promise<QuizRow[]> {
      if (!areaIds.length) return [];
      return db
        .selectDistinct({ quiz: quizzes })
        .from(quizzes)
        .innerJoin(quizAreas, eq(quizAreas.quizId, quizzes.id))
        .where(and(eq(quizzes.organisationId, organisationId), inArray(quizAreas.areaId, areaIds)))
        .then((rows) =>
          rows.map((r) => r.quiz).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()),
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
