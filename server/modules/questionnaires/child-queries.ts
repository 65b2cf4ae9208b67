import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { guardianLinks } from '../families/schema.ts';
import { users } from '../users/schema.ts';
import { questionnaireResponses } from './schema.ts';

export interface ChildRow {
  id: string;
  firstName: string;
  surname: string;
  fullName: string | null;
  patientNumber: string | null;
  dateOfBirth: string | null;
  guardianIds: string[];
}

/** Children seen through their guardians, and one child's scores across a questionnaire's repeats. */
export function createChildQueries(db: Db) {
  return {
    /**
     * The patients of the organisation actively linked to any of these guardians, each with the
     * guardians (of those named) linked to them; by surname, first name and date of birth.
     */
    async linkedChildren(organisationId: string, guardianIds: string[]): Promise<ChildRow[]> {
      if (!guardianIds.length) return [];
      const rows = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          surname: users.surname,
          fullName: users.fullName,
          patientNumber: users.patientNumber,
          dateOfBirth: users.dateOfBirth,
          guardianId: guardianLinks.guardianId,
        })
        .from(guardianLinks)
        .innerJoin(users, eq(users.id, guardianLinks.patientId))
        .where(
          and(
            eq(guardianLinks.organisationId, organisationId),
            inArray(guardianLinks.guardianId, guardianIds),
            eq(guardianLinks.status, 'active'),
            eq(users.organisationId, organisationId),
            eq(users.type, 3),
          ),
        )
        .orderBy(asc(users.surname), asc(users.firstName), asc(users.dateOfBirth), asc(users.id));
      const children = new Map<string, ChildRow>();
      for (const { guardianId, ...child } of rows) {
        const known = children.get(child.id);
        if (known) known.guardianIds.push(guardianId);
        else children.set(child.id, { ...child, guardianIds: [guardianId] });
      }
      return [...children.values()];
    },

    /**
     * The child's scored answers to a questionnaire (answered about them by a guardian, or by the
     * child themselves), the latest `limit`, oldest first, with how many there are in all. Read
     * through the subject and respondent indexes (questionnaire_responses_subject_idx, _questionnaire_idx).
     */
    async scores(organisationId: string, questionnaireId: string, patientId: string, limit: number) {
      const where = and(
        eq(questionnaireResponses.questionnaireId, questionnaireId),
        eq(questionnaireResponses.organisationId, organisationId),
        eq(questionnaireResponses.status, 'completed'),
        isNotNull(questionnaireResponses.score),
        isNotNull(questionnaireResponses.answeredAt),
        or(
          eq(questionnaireResponses.subjectPatientId, patientId),
          and(eq(questionnaireResponses.userId, patientId), isNull(questionnaireResponses.subjectPatientId)),
        ),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            responseId: questionnaireResponses.id,
            answeredAt: questionnaireResponses.answeredAt,
            score: questionnaireResponses.score,
          })
          .from(questionnaireResponses)
          .where(where)
          .orderBy(desc(questionnaireResponses.answeredAt), desc(questionnaireResponses.id))
          .limit(limit),
        db.select({ n: count() }).from(questionnaireResponses).where(where),
      ]);
      return { rows: rows.reverse(), total: total?.n ?? 0 };
    },
  };
}
