import {
  UserType,
  type ContactMessage,
  type IssueReport,
  type IssueReportCreate,
  type IssueReportListQuery,
  type IssueStatus,
  type Paged,
} from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Deferred } from '../../http/after-answer.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { assertImage } from '../../http/media-sniff.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';
import { mailLanguageOf } from '../../mail/templates.ts';
import { adminMailLanguage, contactMail, recipientBrand, reportMail } from './mail.ts';
import type { ReportsRepository } from './repository.ts';
import { statusChangedMail } from './thread-mail.ts';
import { actsAsAdmin, reportLink, reportPath, toReport, type ReportRow } from './views.ts';
import type { Notify } from '../notifications/index.ts';

/** Issue reports: guardians write them and follow their own; the organisation's admins work on them. */
export function createReportsService(deps: {
  repo: Pick<
    ReportsRepository,
    | 'insert'
    | 'byId'
    | 'page'
    | 'unreadReplies'
    | 'setStatus'
    | 'screenshot'
    | 'adminsOf'
    | 'reporterOf'
    | 'transaction'
  >;
  audit: Pick<AuditLog, 'recordFor'>;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  /** Where the contact form's messages go (PRODUCT_TEAM_EMAIL). */
  productTeamEmail: string;
  notify: Notify;
}) {
  const { repo, audit, mailer } = deps;

  /** A report the request may see: its organisation's admins, the super admin, and the guardian who wrote it. */
  async function visible(t: Tenancy, id: string): Promise<ReportRow> {
    const row = await repo.byId(id);
    const sees =
      row &&
      (t.superAdmin ||
        (row.organisationId === t.organisationId &&
          (t.principal.type === UserType.Admin || row.reporterId === t.principal.sub)));
    if (!sees) throw notFound('Issue report');
    return row;
  }

  return {
    /** A guardian reports an issue; the organisation's admins get an e-mail once the answer is sent. */
    async create(t: Tenancy, body: IssueReportCreate): Promise<Deferred<IssueReport>> {
      const organisationId = requireOrganisation(t);
      let screenshot: { type: string; data: Buffer } | undefined;
      if (body.screenshot) {
        const data = Buffer.from(body.screenshot.data, 'base64');
        if (data.length === 0) throw validationError('screenshot.data', 'The screenshot is empty');
        try {
          screenshot = { type: await assertImage(data, body.screenshot.type), data };
        } catch (error) {
          // The one field at fault is named, as every 400 of a form does.
          throw validationError('screenshot.data', (error as Error).message);
        }
      }
      const report = await repo.transaction(async (tx) => {
        const id = await repo.insert(
          {
            organisationId,
            reporterId: t.principal.sub,
            category: body.category,
            description: body.description,
            page: body.page,
            language: body.language,
            appVersion: body.app_version,
            screenshotType: screenshot?.type ?? null,
            screenshot: screenshot?.data ?? null,
          },
          tx,
        );
        await audit.recordFor(
          t,
          { organisationId, action: 'issue-report.create', subject: id, detail: { category: body.category } },
          tx,
        );
        const row = await repo.byId(id, tx);
        if (!row) throw notFound('Issue report');
        return toReport(row);
      });
      const link = reportLink(deps.publicUrl, report.id);
      return {
        answer: report,
        later: async () => {
          for (const admin of await repo.adminsOf(organisationId)) {
            if (!admin.email) continue;
            await mailer.send(
              reportMail(
                adminMailLanguage(admin),
                admin.email,
                admin.firstName,
                admin.organisationName,
                report,
                link,
                recipientBrand(admin, deps.publicUrl),
              ),
              { organisationId },
            );
          }
        },
      };
    },

    /** Admins page through their organisation's reports; a guardian through their own. */
    async list(t: Tenancy, query: IssueReportListQuery): Promise<Paged<IssueReport>> {
      const organisationId = requireOrganisation(t);
      const admin = actsAsAdmin(t);
      const { rows, total } = await repo.page(
        {
          organisationId,
          reporterId: admin ? undefined : t.principal.sub,
          status: query.status,
          category: query.category,
        },
        query.page,
        query.size,
      );
      const unread = await repo.unreadReplies(
        t.principal.sub,
        rows.map((r) => reportPath(r.id)),
      );
      return {
        data: rows.map((r) => ({ ...toReport(r), unread_replies: unread.get(reportPath(r.id)) ?? 0 })),
        page: query.page,
        size: query.size,
        total,
      };
    },

    /** Admins move a report along; the reporter is e-mailed, in their language, once the answer is sent. */
    async changeStatus(t: Tenancy, id: string, status: IssueStatus): Promise<Deferred<IssueReport>> {
      const row = await visible(t, id);
      const report = await repo.transaction(async (tx) => {
        await repo.setStatus(id, status, tx);
        await audit.recordFor(
          t,
          {
            organisationId: row.organisationId,
            action: 'issue-report.status',
            subject: id,
            detail: { from: row.status, to: status },
          },
          tx,
        );
        if (row.status !== status)
          await deps.notify(tx, {
            organisationId: row.organisationId,
            userIds: [row.reporterId],
            kind: 'issueReport.status',
            params: { category: row.category, status },
            link: reportPath(id),
          });
        const updated = await repo.byId(id, tx);
        if (!updated) throw notFound('Issue report');
        return toReport(updated);
      });
      if (row.status === status) return { answer: report };
      return {
        answer: report,
        later: async () => {
          const reporter = await repo.reporterOf(id);
          if (!reporter?.email) return;
          const language = mailLanguageOf(reporter, {
            language: reporter.organisationLanguage,
            familyLanguages: reporter.familyLanguages,
          });
          await mailer.send(
            statusChangedMail(
              {
                language,
                email: reporter.email,
                firstName: reporter.firstName,
                organisation: reporter.organisationName,
                brand: recipientBrand(reporter, deps.publicUrl),
              },
              report.category,
              status,
              reportLink(deps.publicUrl, id),
            ),
            { organisationId: report.organisation_id },
          );
        },
      };
    },

    async screenshot(t: Tenancy, id: string): Promise<{ type: string; data: Buffer }> {
      await visible(t, id);
      const shot = await repo.screenshot(id);
      if (!shot?.type || !shot.data) throw notFound('Screenshot');
      return { type: shot.type, data: shot.data };
    },

    /** The public contact form: the product team gets the message once the answer is sent. */
    contact(message: ContactMessage): Deferred<{ received: true }> {
      return {
        answer: { received: true },
        later: async () => {
          await mailer.send(contactMail(deps.productTeamEmail, message));
        },
      };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
