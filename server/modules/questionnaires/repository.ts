import { and, asc, desc, eq, inArray, isNull, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  organisations,
  questionnaireFlags,
  questionnaireResponses,
  questionnaireVersions,
  questionnaires,
  users,
} from '../../db/schema.ts';
import type { AnswerItem, QuestionnaireDefinition } from '../../../src/api/contracts/questionnaires.ts';

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type VersionRow = Omit<typeof questionnaireVersions.$inferSelect, 'definition'> & {
  definition: QuestionnaireDefinition;
};
export type ResponseRow = typeof questionnaireResponses.$inferSelect;
export type FlagRow = typeof questionnaireFlags.$inferSelect;
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
  | 'childAppCode'
  | 'language'
  | 'organisationId'
>;

const person = {
  id: users.id,
  type: users.type,
  status: users.status,
  email: users.email,
  firstName: users.firstName,
  surname: users.surname,
  fullName: users.fullName,
  patientNumber: users.patientNumber,
  childAppCode: users.childAppCode,
  language: users.language,
  organisationId: users.organisationId,
};

const asVersion = (row: typeof questionnaireVersions.$inferSelect): VersionRow => ({
  ...row,
  definition: row.definition as unknown as QuestionnaireDefinition,
});

export interface SummaryFilter {
  status?: number | undefined;
  search?: string | undefined;
  questionnaireId?: string | undefined;
}

/** Questionnaires, their versions, responses and flags (docs/product.md § Calls, Questionnaire). */
export function createQuestionnairesRepository(db: Db) {
  const counts = db
    .select({
      questionnaireId: questionnaireResponses.questionnaireId,
      assigned: sql<number>`count(*)::int`.as('assigned'),
      answered: sql<number>`count(*) filter (where ${questionnaireResponses.status} = 'completed')::int`.as(
        'answered',
      ),
    })
    .from(questionnaireResponses)
    .groupBy(questionnaireResponses.questionnaireId)
    .as('counts');

  return {
    async organisationExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.id, id));
      return Boolean(row);
    },
    async organisationOf(id: string) {
      const [row] = await db
        .select({ name: organisations.name, language: organisations.language })
        .from(organisations)
        .where(eq(organisations.id, id));
      return row;
    },

    async byId(id: string, tx: Db = db): Promise<QuestionnaireRow | undefined> {
      const [row] = await tx.select().from(questionnaires).where(eq(questionnaires.id, id));
      return row;
    },
    async inOrganisation(organisationId: string, ids: string[]): Promise<QuestionnaireRow[]> {
      return db
        .select()
        .from(questionnaires)
        .where(and(eq(questionnaires.organisationId, organisationId), inArray(questionnaires.id, ids)));
    },
    async version(questionnaireId: string, version: number, tx: Db = db): Promise<VersionRow | undefined> {
      const [row] = await tx
        .select()
        .from(questionnaireVersions)
        .where(
          and(
            eq(questionnaireVersions.questionnaireId, questionnaireId),
            eq(questionnaireVersions.version, version),
          ),
        );
      return row && asVersion(row);
    },
    async versionsByIds(ids: string[]): Promise<VersionRow[]> {
      if (!ids.length) return [];
      const rows = await db
        .select()
        .from(questionnaireVersions)
        .where(inArray(questionnaireVersions.id, ids));
      return rows.map(asVersion);
    },

    /** The list: each questionnaire's current title and size, and how many were asked and answered. */
    async summaries(organisationId: string, filter: SummaryFilter, page: number, size: number) {
      const where: SQL[] = [eq(questionnaires.organisationId, organisationId)];
      if (filter.status !== undefined) where.push(eq(questionnaires.status, filter.status));
      if (filter.questionnaireId) where.push(eq(questionnaires.id, filter.questionnaireId));
      if (filter.search)
        where.push(
          sql`strpos(lower(concat_ws(' ', ${questionnaireVersions.definition}#>>'{title,en}', ${questionnaireVersions.definition}#>>'{title,ar}', ${questionnaireVersions.definition}#>>'{title,es}')), lower(${filter.search})) > 0`,
        );
      const joined = db
        .select({
          questionnaire: questionnaires,
          definition: questionnaireVersions.definition,
          versionId: questionnaireVersions.id,
          assigned: sql<number>`coalesce(${counts.assigned}, 0)`,
          answered: sql<number>`coalesce(${counts.answered}, 0)`,
          total: sql<number>`count(*) over ()::int`,
        })
        .from(questionnaires)
        .innerJoin(
          questionnaireVersions,
          and(
            eq(questionnaireVersions.questionnaireId, questionnaires.id),
            eq(questionnaireVersions.version, questionnaires.currentVersion),
          ),
        )
        .leftJoin(counts, eq(counts.questionnaireId, questionnaires.id))
        .where(and(...where))
        .orderBy(desc(questionnaires.createdAt), asc(questionnaires.id))
        .limit(size)
        .offset((page - 1) * size);
      const rows = await joined;
      return {
        rows: rows.map((r) => ({ ...r, definition: r.definition as unknown as QuestionnaireDefinition })),
        total: rows[0]?.total ?? 0,
      };
    },

    /** A new questionnaire (a draft unless said otherwise) with its first version. */
    async insert(
      values: {
        organisationId: string;
        createdBy: string | null;
        definition: QuestionnaireDefinition;
        status?: number;
      },
      tx: Db = db,
    ): Promise<QuestionnaireRow> {
      const [row] = await tx
        .insert(questionnaires)
        .values({
          organisationId: values.organisationId,
          createdBy: values.createdBy,
          status: values.status ?? 0,
        })
        .returning();
      const created = row as QuestionnaireRow;
      await tx.insert(questionnaireVersions).values({
        questionnaireId: created.id,
        version: 1,
        definition: values.definition as unknown as Record<string, unknown>,
        createdBy: values.createdBy,
      });
      return created;
    },
    async replaceDefinition(
      questionnaireId: string,
      version: number,
      definition: QuestionnaireDefinition,
      tx: Db,
    ) {
      await tx
        .update(questionnaireVersions)
        .set({ definition: definition as unknown as Record<string, unknown> })
        .where(
          and(
            eq(questionnaireVersions.questionnaireId, questionnaireId),
            eq(questionnaireVersions.version, version),
          ),
        );
      await tx
        .update(questionnaires)
        .set({ updatedAt: new Date() })
        .where(eq(questionnaires.id, questionnaireId));
    },
    /** Adds version `version` and makes it current; false when another edit took that number first. */
    async addVersion(
      questionnaireId: string,
      version: number,
      definition: QuestionnaireDefinition,
      createdBy: string,
      tx: Db,
    ): Promise<boolean> {
      const [row] = await tx
        .insert(questionnaireVersions)
        .values({
          questionnaireId,
          version,
          definition: definition as unknown as Record<string, unknown>,
          createdBy,
        })
        .onConflictDoNothing()
        .returning({ id: questionnaireVersions.id });
      if (!row) return false;
      await tx
        .update(questionnaires)
        .set({ currentVersion: version, updatedAt: new Date() })
        .where(eq(questionnaires.id, questionnaireId));
      return true;
    },
    /** Moves the status from `from` to `to`; false when it was no longer `from`. */
    async setStatus(id: string, from: number, to: number, tx: Db): Promise<boolean> {
      const rows = await tx
        .update(questionnaires)
        .set({ status: to, updatedAt: new Date() })
        .where(and(eq(questionnaires.id, id), eq(questionnaires.status, from)))
        .returning({ id: questionnaires.id });
      return rows.length > 0;
    },
    async remove(ids: string[], tx: Db) {
      await tx.delete(questionnaires).where(inArray(questionnaires.id, ids));
    },

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
    async person(id: string): Promise<PersonRow | undefined> {
      const [row] = await db.select(person).from(users).where(eq(users.id, id));
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
    async pendingOf(questionnaireId: string, userIds: string[], tx: Db = db) {
      if (!userIds.length) return [];
      return tx
        .select({ id: questionnaireResponses.id, userId: questionnaireResponses.userId })
        .from(questionnaireResponses)
        .where(
          and(
            eq(questionnaireResponses.questionnaireId, questionnaireId),
            inArray(questionnaireResponses.userId, userIds),
            eq(questionnaireResponses.status, 'pending'),
          ),
        );
    },

    /** Responses with their person and version number, oldest assignment first. */
    responses(where: {
      questionnaireIds?: string[];
      id?: string;
      userId?: string;
      status?: 'pending' | 'completed';
    }) {
      const conditions: SQL[] = [];
      if (where.id) conditions.push(eq(questionnaireResponses.id, where.id));
      if (where.questionnaireIds) {
        if (!where.questionnaireIds.length) return Promise.resolve([]);
        conditions.push(inArray(questionnaireResponses.questionnaireId, where.questionnaireIds));
      }
      if (where.userId) conditions.push(eq(questionnaireResponses.userId, where.userId));
      if (where.status) conditions.push(eq(questionnaireResponses.status, where.status));
      return db
        .select({ response: questionnaireResponses, user: person, version: questionnaireVersions.version })
        .from(questionnaireResponses)
        .innerJoin(users, eq(users.id, questionnaireResponses.userId))
        .innerJoin(questionnaireVersions, eq(questionnaireVersions.id, questionnaireResponses.versionId))
        .where(and(...conditions))
        .orderBy(asc(questionnaireResponses.assignedAt), asc(questionnaireResponses.id));
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
    flags(organisationId: string, status: 'open' | 'acknowledged' | 'all', id?: string) {
      const where: SQL[] = [eq(questionnaireFlags.organisationId, organisationId)];
      if (status === 'open') where.push(isNull(questionnaireFlags.acknowledgedAt));
      if (status === 'acknowledged') where.push(isNotNull(questionnaireFlags.acknowledgedAt));
      if (id) where.push(eq(questionnaireFlags.id, id));
      return db
        .select({ flag: questionnaireFlags, user: person, definition: questionnaireVersions.definition })
        .from(questionnaireFlags)
        .innerJoin(users, eq(users.id, questionnaireFlags.userId))
        .innerJoin(questionnaireResponses, eq(questionnaireResponses.id, questionnaireFlags.responseId))
        .innerJoin(questionnaireVersions, eq(questionnaireVersions.id, questionnaireResponses.versionId))
        .where(and(...where))
        .orderBy(desc(questionnaireFlags.raisedAt), asc(questionnaireFlags.id));
    },
    async flagById(id: string): Promise<FlagRow | undefined> {
      const [row] = await db.select().from(questionnaireFlags).where(eq(questionnaireFlags.id, id));
      return row;
    },
    /** Acknowledges an open flag; false when someone acknowledged it first. */
    async acknowledge(id: string, by: string, note: string | null, tx: Db): Promise<boolean> {
      const rows = await tx
        .update(questionnaireFlags)
        .set({ acknowledgedAt: new Date(), acknowledgedBy: by, note })
        .where(and(eq(questionnaireFlags.id, id), isNull(questionnaireFlags.acknowledgedAt)))
        .returning({ id: questionnaireFlags.id });
      return rows.length > 0;
    },

    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),
  };
}
export type QuestionnairesRepository = ReturnType<typeof createQuestionnairesRepository>;
