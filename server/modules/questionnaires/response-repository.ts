import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { boundedCount, listTotal } from '../../db/list-total.ts';
import { questionnaireFlags, questionnaireResponses, questionnaireVersions } from './schema.ts';
import { users } from '../users/schema.ts';
import type { AnswerItem } from '../../../src/api/contracts/questionnaires.ts';

export type PersonRow = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'type'
  | 'status'
  | 'email'
  | 'firstName'
  | 'surname'
  | 'fullName'
  | 'patientNumber'
  | 'appCode'
  | 'language'
  | 'organisationId'
>;

export type ResponseRow = typeof questionnaireResponses.$inferSelect;

export type FlagRow = typeof questionnaireFlags.$inferSelect;

export const person = {
  id: users.id,
  type: users.type,
  status: users.status,
  email: users.email,
  firstName: users.firstName,
  surname: users.surname,
  fullName: users.fullName,
  patientNumber: users.patientNumber,
  appCode: users.appCode,
  language: users.language,
  organisationId: users.organisationId,
};

/** The child a response is about: a second reading of users. */
export const subjectUser = alias(users, 'subject_user');
export const subjectPerson = {
  id: subjectUser.id,
  type: subjectUser.type,
  status: subjectUser.status,
  email: subjectUser.email,
  firstName: subjectUser.firstName,
  surname: subjectUser.surname,
  fullName: subjectUser.fullName,
  patientNumber: subjectUser.patientNumber,
  appCode: subjectUser.appCode,
  language: subjectUser.language,
  organisationId: subjectUser.organisationId,
};

/** Responses (pending and completed), the people they belong to, and duty-of-care flags. */
export function createResponseQueries(db: Db) {
  return {
    /** Those of `ids` who are patients (3) or guardians (2) of the organisation. */
    respondents(organisationId: string, ids: string[]): Promise<PersonRow[]> {
      if (!ids.length) return Promise.resolve([]);
      return db
        .select(person)
        .from(users)
        .where(
          and(eq(users.organisationId, organisationId), inArray(users.id, ids), inArray(users.type, [2, 3])),
        );
    },
    async person(id: string, tx: Db = db): Promise<PersonRow | undefined> {
      const [row] = await tx.select(person).from(users).where(eq(users.id, id));
      return row;
    },

    /** Pending responses for each person; those who already had one keep it (the partial unique index). */
    async assign(
      rows: {
        questionnaireId: string;
        versionId: string;
        organisationId: string;
        userId: string;
        assignedBy: string;
        subjectPatientId?: string | null;
        assignmentId?: string | null;
        assignedAt?: Date;
      }[],
      tx: Db,
    ) {
      if (!rows.length) return [];
      return tx
        .insert(questionnaireResponses)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: questionnaireResponses.id, userId: questionnaireResponses.userId });
    },
    /** The pending responses of these people to the questionnaire, about this child (or about no child). */
    async pendingOf(
      questionnaireId: string,
      userIds: string[],
      subjectPatientId: string | null,
      tx: Db = db,
    ) {
      if (!userIds.length) return [];
      return tx
        .select({ id: questionnaireResponses.id, userId: questionnaireResponses.userId })
        .from(questionnaireResponses)
        .where(
          and(
            eq(questionnaireResponses.questionnaireId, questionnaireId),
            inArray(questionnaireResponses.userId, userIds),
            eq(questionnaireResponses.status, 'pending'),
            isNull(questionnaireResponses.supersededAt),
            subjectPatientId
              ? eq(questionnaireResponses.subjectPatientId, subjectPatientId)
              : isNull(questionnaireResponses.subjectPatientId),
          ),
        );
    },

    /** Responses with their person, the child they are about (if any) and version number, oldest assignment first. */
    responses(where: {
      questionnaireIds?: string[];
      id?: string;
      userId?: string;
      status?: 'pending' | 'completed';
      /** Only those about this child. */
      subjectId?: string;
      /**
       * A page of them: `limit` rows after `offset`, or after the row whose key is `after`
       * (questionnaire_responses_page_idx's order; the time as text, to the microsecond).
       */
      page?: { limit: number; offset: number; after?: { assignedAt: string; id: string } | undefined };
    }) {
      const conditions: SQL[] = [];
      if (where.id) conditions.push(eq(questionnaireResponses.id, where.id));
      if (where.questionnaireIds) {
        if (!where.questionnaireIds.length) return Promise.resolve([]);
        conditions.push(inArray(questionnaireResponses.questionnaireId, where.questionnaireIds));
      }
      if (where.userId) conditions.push(eq(questionnaireResponses.userId, where.userId));
      if (where.status) conditions.push(eq(questionnaireResponses.status, where.status));
      if (where.subjectId) conditions.push(eq(questionnaireResponses.subjectPatientId, where.subjectId));
      const after = where.page?.after;
      if (after)
        conditions.push(
          sql`(${questionnaireResponses.assignedAt}, ${questionnaireResponses.id}) > (${after.assignedAt}::timestamptz, ${after.id}::uuid)`,
        );
      const query = db
        .select({
          response: questionnaireResponses,
          user: person,
          subject: subjectPerson,
          version: questionnaireVersions.version,
          key: sql<string>`${questionnaireResponses.assignedAt}::text`,
        })
        .from(questionnaireResponses)
        .innerJoin(users, eq(users.id, questionnaireResponses.userId))
        .leftJoin(subjectUser, eq(subjectUser.id, questionnaireResponses.subjectPatientId))
        .innerJoin(questionnaireVersions, eq(questionnaireVersions.id, questionnaireResponses.versionId))
        .where(and(...conditions))
        .orderBy(asc(questionnaireResponses.assignedAt), asc(questionnaireResponses.id));
      return where.page ? query.limit(where.page.limit).offset(where.page.offset) : query;
    },
    /** How many responses a questionnaire has (about one child, when given). */
    /** The total: exact up to `exactLimit` responses, the planner's estimate above (docs/api.md § Totals). */
    async countResponses(questionnaireId: string, subjectId: string | undefined, exactLimit: number) {
      const matching = db
        .select({ one: sql`1` })
        .from(questionnaireResponses)
        .where(
          and(
            eq(questionnaireResponses.questionnaireId, questionnaireId),
            subjectId ? eq(questionnaireResponses.subjectPatientId, subjectId) : undefined,
          ),
        );
      const { rows } = (await db.execute(
        sql`select ${boundedCount(matching, exactLimit)} as n`,
      )) as unknown as {
        rows: { n: number }[];
      };
      return listTotal(db, rows[0]?.n ?? 0, exactLimit, matching);
    },
    /** The children a questionnaire's responses are about, for the per-person list's filter. */
    subjectsOf(questionnaireId: string) {
      return (
        db
          .selectDistinct(subjectPerson)
          .from(questionnaireResponses)
          .innerJoin(subjectUser, eq(subjectUser.id, questionnaireResponses.subjectPatientId))
          // Implied by the join, but said so that the plan may read questionnaire_responses_subject_idx.
          .where(
            and(
              eq(questionnaireResponses.questionnaireId, questionnaireId),
              isNotNull(questionnaireResponses.subjectPatientId),
            ),
          )
          .orderBy(asc(subjectUser.firstName), asc(subjectUser.id))
      );
    },
    async responseById(id: string): Promise<ResponseRow | undefined> {
      const [row] = await db.select().from(questionnaireResponses).where(eq(questionnaireResponses.id, id));
      return row;
    },
    /** Records the answers of a pending response; undefined when it was answered meanwhile. */
    async complete(
      id: string,
      values: { answers: AnswerItem[]; score: number | null; answeredBy: string },
      tx: Db,
    ): Promise<ResponseRow | undefined> {
      const [row] = await tx
        .update(questionnaireResponses)
        .set({ ...values, status: 'completed', answeredAt: new Date() })
        .where(and(eq(questionnaireResponses.id, id), eq(questionnaireResponses.status, 'pending')))
        .returning();
      return row;
    },
    /** Stores a half-answered set on a pending response; undefined when it was completed meanwhile. */
    async saveDraft(id: string, answers: AnswerItem[], tx: Db): Promise<ResponseRow | undefined> {
      const [row] = await tx
        .update(questionnaireResponses)
        .set({ answers, draftSavedAt: new Date() })
        .where(and(eq(questionnaireResponses.id, id), eq(questionnaireResponses.status, 'pending')))
        .returning();
      return row;
    },
    /** A response staff filled in at once (Admin questionnaires). */
    async insertCompleted(
      values: {
        questionnaireId: string;
        versionId: string;
        organisationId: string;
        userId: string;
        answers: AnswerItem[];
        score: number | null;
        answeredBy: string;
      },
      tx: Db,
    ): Promise<ResponseRow> {
      const [row] = await tx
        .insert(questionnaireResponses)
        .values({ ...values, status: 'completed', assignedBy: values.answeredBy, answeredAt: new Date() })
        .returning();
      return row as ResponseRow;
    },

    async raiseFlag(values: typeof questionnaireFlags.$inferInsert, tx: Db): Promise<FlagRow> {
      const [row] = await tx.insert(questionnaireFlags).values(values).returning();
      return row as FlagRow;
    },
    async flagById(id: string): Promise<FlagRow | undefined> {
      const [row] = await db.select().from(questionnaireFlags).where(eq(questionnaireFlags.id, id));
      return row;
    },
  };
}
