import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../notifications/schema.ts';
import { issueReportReplies, issueReports } from './schema.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';

export type IssueReportInsert = typeof issueReports.$inferInsert;
export type IssueReplyInsert = typeof issueReportReplies.$inferInsert;

/** A report as lists show it: its reporter's name, whether it has a screenshot, never the image. */
const listColumns = {
  id: issueReports.id,
  organisationId: issueReports.organisationId,
  reporterId: issueReports.reporterId,
  firstName: users.firstName,
  surname: users.surname,
  email: users.email,
  category: issueReports.category,
  description: issueReports.description,
  page: issueReports.page,
  language: issueReports.language,
  appVersion: issueReports.appVersion,
  status: issueReports.status,
  screenshotType: issueReports.screenshotType,
  createdAt: issueReports.createdAt,
  updatedAt: issueReports.updatedAt,
};

export interface IssueReportFilter {
  organisationId: string;
  /** Only this reporter's (a guardian's own list). */
  reporterId?: string;
  status?: string;
  category?: string;
}

/** Issue reports (docs/product.md: /report). */
export function createReportsRepository(db: Db) {
  const byIdQuery = (id: string, executor: Db = db) =>
    executor
      .select(listColumns)
      .from(issueReports)
      .innerJoin(users, eq(users.id, issueReports.reporterId))
      .where(eq(issueReports.id, id))
      .limit(1);

  return {
    async insert(values: IssueReportInsert, tx: Db = db): Promise<string> {
      const [row] = await tx.insert(issueReports).values(values).returning({ id: issueReports.id });
      if (!row) throw new Error('the issue report was not stored');
      return row.id;
    },

    async byId(id: string, tx: Db = db) {
      const [row] = await byIdQuery(id, tx);
      return row;
    },

    async page(filter: IssueReportFilter, page: number, size: number) {
      const conditions: SQL[] = [eq(issueReports.organisationId, filter.organisationId)];
      if (filter.reporterId) conditions.push(eq(issueReports.reporterId, filter.reporterId));
      if (filter.status) conditions.push(eq(issueReports.status, filter.status as 'open'));
      if (filter.category) conditions.push(eq(issueReports.category, filter.category as 'other'));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select(listColumns)
          .from(issueReports)
          .innerJoin(users, eq(users.id, issueReports.reporterId))
          .where(where)
          .orderBy(desc(issueReports.createdAt), desc(issueReports.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(issueReports).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async setStatus(id: string, status: 'open' | 'in_progress' | 'resolved', tx: Db = db): Promise<void> {
      await tx.update(issueReports).set({ status, updatedAt: new Date() }).where(eq(issueReports.id, id));
    },

    async screenshot(id: string) {
      const [row] = await db
        .select({
          organisationId: issueReports.organisationId,
          reporterId: issueReports.reporterId,
          type: issueReports.screenshotType,
          data: issueReports.screenshot,
        })
        .from(issueReports)
        .where(eq(issueReports.id, id))
        .limit(1);
      return row;
    },

    /** The organisation's active admins, with what decides the language of their e-mail. */
    async adminsOf(organisationId: string) {
      return db
        .select({
          email: users.email,
          firstName: users.firstName,
          language: users.language,
          organisationLanguage: organisations.language,
          organisationName: organisations.name,
          brandColor: organisations.brandColor,
          logoUrl: organisations.logoUrl,
        })
        .from(users)
        .innerJoin(organisations, eq(organisations.id, users.organisationId))
        .where(and(eq(users.organisationId, organisationId), eq(users.type, 1), eq(users.status, 4)));
    },

    /** A report's thread, oldest first, with each author's name while their account exists. */
    async replies(reportId: string, tx: Db = db) {
      return tx
        .select({
          id: issueReportReplies.id,
          authorRole: issueReportReplies.authorRole,
          firstName: users.firstName,
          surname: users.surname,
          body: issueReportReplies.body,
          createdAt: issueReportReplies.createdAt,
        })
        .from(issueReportReplies)
        .leftJoin(users, eq(users.id, issueReportReplies.authorId))
        .where(eq(issueReportReplies.reportId, reportId))
        .orderBy(asc(issueReportReplies.createdAt), asc(issueReportReplies.id));
    },

    /** Adds a reply and marks the report as changed (its lists sort and show by that). */
    async insertReply(values: IssueReplyInsert, tx: Db = db): Promise<string> {
      const [row] = await tx
        .insert(issueReportReplies)
        .values(values)
        .returning({ id: issueReportReplies.id });
      if (!row) throw new Error('the reply was not stored');
      await tx
        .update(issueReports)
        .set({ updatedAt: new Date() })
        .where(eq(issueReports.id, values.reportId));
      return row.id;
    },

    /** How many of the organisation's reports are open and in progress. */
    async countsByStatus(organisationId: string) {
      return db
        .select({ status: issueReports.status, n: count() })
        .from(issueReports)
        .where(
          and(
            eq(issueReports.organisationId, organisationId),
            inArray(issueReports.status, ['open', 'in_progress']),
          ),
        )
        .groupBy(issueReports.status);
    },

    /** The reporter, with what decides the language of their e-mail. */
    async reporterOf(reportId: string) {
      const [row] = await db
        .select({
          email: users.email,
          firstName: users.firstName,
          type: users.type,
          language: users.language,
          organisationLanguage: organisations.language,
          familyLanguages: organisations.familyLanguages,
          organisationName: organisations.name,
          brandColor: organisations.brandColor,
          logoUrl: organisations.logoUrl,
        })
        .from(issueReports)
        .innerJoin(users, eq(users.id, issueReports.reporterId))
        .innerJoin(organisations, eq(organisations.id, issueReports.organisationId))
        .where(eq(issueReports.id, reportId))
        .limit(1);
      return row;
    },

    /**
     * How many of this person's unread notifications of a reply lead to each of these report pages:
     * a page's worth of paths, read through the index of unread notifications.
     */
    async unreadReplies(userId: string, paths: string[]): Promise<Map<string, number>> {
      if (paths.length === 0) return new Map();
      const rows = await db
        .select({ link: notifications.link, n: count() })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            eq(notifications.kind, 'issueReport.replied'),
            inArray(notifications.link, paths),
          ),
        )
        .groupBy(notifications.link);
      return new Map(rows.map((r) => [r.link ?? '', r.n]));
    },

    /** This person has seen the report's page: every unread notification that leads to it is read. */
    async markPathRead(userId: string, path: string, at: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(
          and(eq(notifications.userId, userId), isNull(notifications.readAt), eq(notifications.link, path)),
        );
    },

    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
