import { createSummaryQueries } from './summary-repository.ts';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organisations } from '../organisations/schema.ts';
import { questionnaireResponses, questionnaireVersions, questionnaires } from './schema.ts';
import {
  normaliseDefinition,
  type QuestionnaireDefinition,
} from '../../../src/api/contracts/questionnaires.ts';
import { createResponseQueries } from './response-repository.ts';
import { createExportQueries } from './export-repository.ts';
import { createAssignmentQueries } from './assignment-repository.ts';
import { createFlagQueries } from './flag-repository.ts';

import { createChildQueries } from './child-queries.ts';
export type { PersonRow, ResponseRow } from './response-repository.ts';

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type VersionRow = Omit<typeof questionnaireVersions.$inferSelect, 'definition'> & {
  definition: QuestionnaireDefinition;
};

/**
 * A stored version as the logic reads it: conditions saved with string answers ("false", "No") by
 * earlier builders come back typed by their question, so they keep meaning what their author meant.
 */
const asVersion = (row: typeof questionnaireVersions.$inferSelect): VersionRow => ({
  ...row,
  definition: normaliseDefinition(row.definition as unknown as QuestionnaireDefinition),
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

    ...createResponseQueries(db),
    ...createExportQueries(db),
    ...createAssignmentQueries(db),
    ...createSummaryQueries(db),
    ...createFlagQueries(db),
    ...createChildQueries(db),
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),
  };
}
export type QuestionnairesRepository = ReturnType<typeof createQuestionnairesRepository>;
