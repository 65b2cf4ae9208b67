import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { createAreaContentRepository } from '../../content-library/repository.ts';
import type { Db } from '../../db/client.ts';
import { contentItems } from '../organisations/schema.ts';
import { missionAreas, missionBadges, missionProgress, missions } from './schema.ts';
import { organisationVideos } from '../videos/schema.ts';
import { questionnaireResponses, questionnaires } from '../questionnaires/schema.ts';
import { quizAttempts, quizzes } from '../quizzes/schema.ts';
import { userOrganisationAreas } from '../areas/schema.ts';
import { users } from '../users/schema.ts';
import type { MissionStepKind } from '../../../src/api/contracts/missions.ts';

export type MissionRow = typeof missions.$inferSelect;
export type ProgressRow = typeof missionProgress.$inferSelect;
export type BadgeRow = typeof missionBadges.$inferSelect;

/** Missions, their areas, each patient's progress and badges, and the checks of step targets. */
export function createMissionsRepository(db: Db) {
  return {
    ...createAreaContentRepository(db, missions, {
      table: missionAreas,
      item: missionAreas.missionId,
      area: missionAreas.areaId,
    }),

    /** Which of `ids` name a target of this kind the organisation has (the catalogue is shared). */
    async targetsIn(organisationId: string, kind: MissionStepKind, ids: string[]): Promise<string[]> {
      if (!ids.length) return [];
      const pick = async (rows: Promise<{ id: string }[]>) => (await rows).map((r) => r.id);
      if (kind === 'quiz')
        return pick(
          db
            .select({ id: quizzes.id })
            .from(quizzes)
            .where(and(eq(quizzes.organisationId, organisationId), inArray(quizzes.id, ids))),
        );
      if (kind === 'questionnaire')
        return pick(
          db
            .select({ id: questionnaires.id })
            .from(questionnaires)
            .where(and(eq(questionnaires.organisationId, organisationId), inArray(questionnaires.id, ids))),
        );
      if (kind === 'video')
        return pick(
          db
            .select({ id: organisationVideos.id })
            .from(organisationVideos)
            .where(
              and(eq(organisationVideos.organisationId, organisationId), inArray(organisationVideos.id, ids)),
            ),
        );
      return pick(
        db
          .select({ id: contentItems.id })
          .from(contentItems)
          .where(and(inArray(contentItems.id, ids), ne(contentItems.category, 'Features'))),
      );
    },
    /** Whether the patient really did the step's target, where the server can tell. */
    async targetDone(userId: string, kind: MissionStepKind, targetId: string): Promise<boolean> {
      if (kind === 'quiz') {
        const [row] = await db
          .select({ id: quizAttempts.id })
          .from(quizAttempts)
          .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, targetId)))
          .limit(1);
        return Boolean(row);
      }
      if (kind === 'questionnaire') {
        const [row] = await db
          .select({ id: questionnaireResponses.id })
          .from(questionnaireResponses)
          .where(
            and(
              eq(questionnaireResponses.userId, userId),
              eq(questionnaireResponses.questionnaireId, targetId),
              eq(questionnaireResponses.status, 'completed'),
            ),
          )
          .limit(1);
        return Boolean(row);
      }
      // Watching a video or opening a carousel item happens in the app only: its report is the record.
      return true;
    },

    /** Patients (type 3) of the organisation who are members of any of these areas. */
    async patientsOfAreas(organisationId: string, areaIds: string[]) {
      if (!areaIds.length) return [];
      return db
        .selectDistinct({ user: users })
        .from(users)
        .innerJoin(userOrganisationAreas, eq(userOrganisationAreas.userId, users.id))
        .where(
          and(
            eq(users.organisationId, organisationId),
            eq(users.type, 3),
            inArray(userOrganisationAreas.areaId, areaIds),
          ),
        )
        .then((rows) => rows.map((r) => r.user));
    },
    async usersByIds(ids: string[]) {
      if (!ids.length) return [];
      return db.select().from(users).where(inArray(users.id, ids));
    },

    /** Progress rows of these missions (or of one patient), oldest first. */
    progress(which: { missionIds: string[] } | { userId: string }): Promise<ProgressRow[]> {
      const where =
        'userId' in which
          ? eq(missionProgress.userId, which.userId)
          : which.missionIds.length
            ? inArray(missionProgress.missionId, which.missionIds)
            : sql`false`;
      return db.select().from(missionProgress).where(where).orderBy(asc(missionProgress.completedAt));
    },
    badges(which: { missionIds: string[] } | { userId: string }): Promise<BadgeRow[]> {
      const where =
        'userId' in which
          ? eq(missionBadges.userId, which.userId)
          : which.missionIds.length
            ? inArray(missionBadges.missionId, which.missionIds)
            : sql`false`;
      return db.select().from(missionBadges).where(where);
    },
    async progressByClient(userId: string, clientId: string): Promise<ProgressRow | undefined> {
      const [row] = await db
        .select()
        .from(missionProgress)
        .where(and(eq(missionProgress.userId, userId), eq(missionProgress.clientId, clientId)))
        .limit(1);
      return row;
    },
    /** Records a step once (a step done before, or a client id used before, records nothing). */
    async complete(values: typeof missionProgress.$inferInsert, tx: Db = db): Promise<void> {
      await tx.insert(missionProgress).values(values).onConflictDoNothing();
    },
    async award(values: typeof missionBadges.$inferInsert, tx: Db = db): Promise<void> {
      await tx.insert(missionBadges).values(values).onConflictDoNothing();
    },
  };
}
export type MissionsRepository = ReturnType<typeof createMissionsRepository>;
