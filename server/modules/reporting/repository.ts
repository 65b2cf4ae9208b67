import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appFocusTime } from '../usage/schema.ts';
import { organisationAreas } from '../areas/schema.ts';
import { questionnaireVersions, questionnaires } from '../questionnaires/schema.ts';
import { reportExports, savedReports } from './schema.ts';
import { users } from '../users/schema.ts';
import type { ReportDefinition } from '../../../src/api/contracts/reporting.ts';
import { pageSql, whereSql, type ReportKey } from './report-queries.ts';

export type SavedReportRow = typeof savedReports.$inferSelect;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Saved reports, their runs and the export log. */
export function createReportingRepository(db: Db) {
  return {
    async list(organisationId: string, page: number, size: number) {
      const where = eq(savedReports.organisationId, organisationId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(savedReports)
          .where(where)
          .orderBy(desc(savedReports.updatedAt), desc(savedReports.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(savedReports).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** A report of the organisation, or undefined (another organisation's is as missing). */
    async byId(organisationId: string, id: string, tx: Db = db): Promise<SavedReportRow | undefined> {
      const [row] = await tx
        .select()
        .from(savedReports)
        .where(and(eq(savedReports.id, id), eq(savedReports.organisationId, organisationId)));
      return row;
    },

    async insert(values: typeof savedReports.$inferInsert, tx: Db = db): Promise<SavedReportRow> {
      const [row] = await tx.insert(savedReports).values(values).returning();
      if (!row) throw new Error('the report was not stored');
      return row;
    },

    async update(organisationId: string, id: string, name: string, definition: object, tx: Db = db) {
      const [row] = await tx
        .update(savedReports)
        .set({ name, definition: definition as Record<string, unknown>, updatedAt: new Date() })
        .where(and(eq(savedReports.id, id), eq(savedReports.organisationId, organisationId)))
        .returning();
      return row;
    },

    async remove(organisationId: string, id: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .delete(savedReports)
        .where(and(eq(savedReports.id, id), eq(savedReports.organisationId, organisationId)))
        .returning({ id: savedReports.id });
      return rows.length > 0;
    },

    /** One page of a report's rows: each an array of the columns' raw values, and the total. */
    async run(organisationId: string, d: ReportDefinition, page: number, size: number) {
      const where = whereSql(organisationId, d.subject, d.filters);
      const [result, totals] = await Promise.all([
        db.execute(pageSql(organisationId, d, { limit: size, offset: (page - 1) * size })),
        db.execute(sql`select count(*)::int as n from users u where ${where}`),
      ]);
      const rows = rowsOf<Record<string, unknown>>(result).map((r) => d.columns.map((_, i) => r[`c${i}`]));
      return { rows, total: Number(rowsOf<{ n: number }>(totals)[0]?.n ?? 0) };
    },
    /** An export's page: the rows after `after` (a keyset), each with its key for the next page. */
    async exportPage(
      organisationId: string,
      d: ReportDefinition,
      after: ReportKey | undefined,
      limit: number,
    ) {
      const result = await db.execute(pageSql(organisationId, d, { limit, after }));
      return rowsOf<Record<string, unknown>>(result).map((r) => ({
        cells: d.columns.map((_, i) => r[`c${i}`]),
        key: { key: (r.k as string | null) ?? null, id: r.id as string },
      }));
    },

    async areaIdsIn(organisationId: string, ids: string[], tx: Db = db): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ id: organisationAreas.id })
        .from(organisationAreas)
        .where(and(eq(organisationAreas.organisationId, organisationId), inArray(organisationAreas.id, ids)));
      return rows.map((r) => r.id);
    },

    async areas(organisationId: string) {
      return db
        .select({ id: organisationAreas.id, name: organisationAreas.name })
        .from(organisationAreas)
        .where(eq(organisationAreas.organisationId, organisationId))
        .orderBy(organisationAreas.name);
    },

    /** The organisation's questionnaires with their current definitions. */
    async questionnaires(organisationId: string, ids?: string[], tx: Db = db) {
      return tx
        .select({ id: questionnaires.id, definition: questionnaireVersions.definition })
        .from(questionnaires)
        .innerJoin(
          questionnaireVersions,
          and(
            eq(questionnaireVersions.questionnaireId, questionnaires.id),
            eq(questionnaireVersions.version, questionnaires.currentVersion),
          ),
        )
        .where(
          and(
            eq(questionnaires.organisationId, organisationId),
            ids ? inArray(questionnaires.id, ids) : undefined,
          ),
        )
        .orderBy(desc(questionnaires.createdAt));
    },

    /** The states and codes the organisation's patients spent time in. */
    async focusStates(organisationId: string) {
      return db
        .selectDistinct({ state: appFocusTime.state, code: appFocusTime.code })
        .from(appFocusTime)
        .where(eq(appFocusTime.organisationId, organisationId))
        .orderBy(appFocusTime.state, appFocusTime.code);
    },

    async insertExport(values: typeof reportExports.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(reportExports).values(values).returning({ id: reportExports.id });
      if (!row) throw new Error('the export was not recorded');
      return row.id;
    },

    async exports(organisationId: string, page: number, size: number) {
      const where = eq(reportExports.organisationId, organisationId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            export: reportExports,
            firstName: users.firstName,
            surname: users.surname,
            email: users.email,
          })
          .from(reportExports)
          .leftJoin(users, eq(users.id, reportExports.userId))
          .where(where)
          .orderBy(desc(reportExports.createdAt), desc(reportExports.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(reportExports).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),
  };
}
export type ReportingRepository = ReturnType<typeof createReportingRepository>;
