import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../mail/schema.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';
import { person } from './response-repository.ts';
import { questionnaireAssignments, questionnaireResponses, questionnaireSends } from './schema.ts';

export type AssignmentRow = typeof questionnaireAssignments.$inferSelect;
export type SendRow = typeof questionnaireSends.$inferSelect;

/** Assignments, the responses they created and every e-mail they sent. */
export function createAssignmentQueries(db: Db) {
  return {
    async insertAssignment(values: typeof questionnaireAssignments.$inferInsert, tx: Db) {
      const [row] = await tx.insert(questionnaireAssignments).values(values).returning();
      return row as AssignmentRow;
    },
    /** Records one e-mail about to be sent; undefined when it was already (the unique key). */
    async claimSend(values: typeof questionnaireSends.$inferInsert, tx: Db): Promise<SendRow | undefined> {
      const [row] = await tx.insert(questionnaireSends).values(values).onConflictDoNothing().returning();
      return row;
    },
    async updateSend(
      id: string,
      values: Partial<Pick<SendRow, 'outboxId' | 'responseId' | 'failure'>>,
      tx: Db,
    ) {
      await tx.update(questionnaireSends).set(values).where(eq(questionnaireSends.id, id));
    },
    /** Whether sending to this person for this assignment already failed once (reported then). */
    async failedBefore(assignmentId: string, userId: string, tx: Db = db) {
      const rows = await tx
        .select({ id: questionnaireSends.id })
        .from(questionnaireSends)
        .where(
          and(
            eq(questionnaireSends.assignmentId, assignmentId),
            eq(questionnaireSends.userId, userId),
            sql`${questionnaireSends.failure} is not null`,
          ),
        );
      return rows.length > 0;
    },
    /** Assignments that may still repeat or remind, one organisation's or every one's. */
    active(organisationId: string | null) {
      return db
        .select({
          assignment: questionnaireAssignments,
          organisation: organisations.name,
          language: organisations.language,
        })
        .from(questionnaireAssignments)
        .innerJoin(organisations, eq(organisations.id, questionnaireAssignments.organisationId))
        .where(
          and(
            isNull(questionnaireAssignments.stoppedAt),
            sql`(${questionnaireAssignments.repeat} is not null or ${questionnaireAssignments.remind} is not null)`,
            organisationId ? eq(questionnaireAssignments.organisationId, organisationId) : undefined,
          ),
        );
    },
    async stop(id: string, at: Date) {
      const rows = await db
        .update(questionnaireAssignments)
        .set({ stoppedAt: at })
        .where(and(eq(questionnaireAssignments.id, id), isNull(questionnaireAssignments.stoppedAt)))
        .returning({ id: questionnaireAssignments.id });
      return rows.length > 0;
    },
    /** The answerable responses of these assignments (pending, not superseded), with their person. */
    open(assignmentIds: string[]) {
      if (!assignmentIds.length) return Promise.resolve([]);
      return db
        .select({ response: questionnaireResponses, user: person })
        .from(questionnaireResponses)
        .innerJoin(users, eq(users.id, questionnaireResponses.userId))
        .where(
          and(
            inArray(questionnaireResponses.assignmentId, assignmentIds),
            eq(questionnaireResponses.status, 'pending'),
            isNull(questionnaireResponses.supersededAt),
          ),
        );
    },
    /** The sends of these assignments, with the outbox's state of each e-mail (never its link). */
    sends(assignmentIds: string[]) {
      if (!assignmentIds.length) return Promise.resolve([]);
      return db
        .select({ send: questionnaireSends, state: mailOutbox.state })
        .from(questionnaireSends)
        .leftJoin(mailOutbox, eq(mailOutbox.id, questionnaireSends.outboxId))
        .where(inArray(questionnaireSends.assignmentId, assignmentIds))
        .orderBy(questionnaireSends.sentAt, questionnaireSends.id);
    },
    /** A questionnaire's assignments, newest first. */
    assignmentsOf(questionnaireId: string) {
      return db
        .select()
        .from(questionnaireAssignments)
        .where(eq(questionnaireAssignments.questionnaireId, questionnaireId))
        .orderBy(desc(questionnaireAssignments.createdAt), desc(questionnaireAssignments.id));
    },
    /** Retires the person's answerable response (to this questionnaire, about this child) for a newer one. */
    async supersede(
      where: { questionnaireId: string; userId: string; subjectPatientId: string | null },
      at: Date,
      tx: Db,
    ) {
      await tx
        .update(questionnaireResponses)
        .set({ supersededAt: at })
        .where(
          and(
            eq(questionnaireResponses.questionnaireId, where.questionnaireId),
            eq(questionnaireResponses.userId, where.userId),
            eq(questionnaireResponses.status, 'pending'),
            isNull(questionnaireResponses.supersededAt),
            where.subjectPatientId
              ? eq(questionnaireResponses.subjectPatientId, where.subjectPatientId)
              : isNull(questionnaireResponses.subjectPatientId),
          ),
        );
    },
  };
}
