import { type IssueReportDetail, type IssueReportSummary } from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Deferred } from '../../http/after-answer.ts';
import { notFound } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { mailLanguageOf } from '../../mail/templates.ts';
import { requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';
import { adminMailLanguage, recipientBrand } from './mail.ts';
import type { ReportsRepository } from './repository.ts';
import { familyRepliedMail, hospitalRepliedMail } from './thread-mail.ts';
import { actsAsAdmin, reachableReport, reportLink, reportPath, toReply, toReport } from './views.ts';
import type { Notify } from '../notifications/index.ts';

/**
 * A report's conversation (docs/product.md: the issue-report thread): the family that wrote it and
 * the organisation's admins reply to each other; each side is e-mailed about the other's reply.
 */
export function createReportThreadService(deps: {
  repo: Pick<
    ReportsRepository,
    | 'byId'
    | 'replies'
    | 'insertReply'
    | 'setStatus'
    | 'countsByStatus'
    | 'reporterOf'
    | 'adminsOf'
    | 'markPathRead'
    | 'transaction'
  >;
  audit: Pick<AuditLog, 'recordFor'>;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  notify: Notify;
  now: () => number;
}) {
  const { repo, audit, mailer } = deps;

  async function detailOf(
    id: string,
    tx?: Parameters<ReportsRepository['byId']>[1],
  ): Promise<IssueReportDetail> {
    const [row, replies] = await Promise.all([repo.byId(id, tx), repo.replies(id, tx)]);
    if (!row) throw notFound('Issue report');
    return { ...toReport(row), replies: replies.map(toReply) };
  }

  return {
    /** The report with its thread, to its reporter and its organisation's admins. */
    async detail(t: Tenancy, id: string): Promise<IssueReportDetail> {
      await reachableReport(repo, t, id);
      return detailOf(id);
    },

    /**
     * The caller has read the report: the notifications that lead to it (a reply, a new status) are
     * read, and its unread marker in their list goes.
     */
    async markRead(t: Tenancy, id: string): Promise<void> {
      await reachableReport(repo, t, id);
      await repo.markPathRead(t.principal.sub, reportPath(id), new Date(deps.now()));
    },

    /**
     * A reply from the reporter (the family) or an admin (the hospital). A family's reply to a
     * resolved report opens it again: the family says the issue is not over, and the admins' list
     * of open reports is where they look.
     */
    async reply(t: Tenancy, id: string, body: string): Promise<Deferred<IssueReportDetail>> {
      const row = await reachableReport(repo, t, id);
      const role = actsAsAdmin(t) ? 'hospital' : 'family';
      const reopened = role === 'family' && row.status === 'resolved';
      const detail = await repo.transaction(async (tx) => {
        const replyId = await repo.insertReply(
          { reportId: id, authorId: t.principal.sub, authorRole: role, body },
          tx,
        );
        await audit.recordFor(
          t,
          {
            organisationId: row.organisationId,
            action: 'issue-report.reply',
            subject: id,
            detail: { reply: replyId, author_role: role },
          },
          tx,
        );
        if (role === 'hospital')
          await deps.notify(tx, {
            organisationId: row.organisationId,
            userIds: [row.reporterId],
            kind: 'issueReport.replied',
            params: { category: row.category },
            link: reportPath(id),
          });
        if (reopened) {
          await repo.setStatus(id, 'open', tx);
          await audit.recordFor(
            t,
            {
              organisationId: row.organisationId,
              action: 'issue-report.status',
              subject: id,
              detail: { from: 'resolved', to: 'open', by: 'family reply' },
            },
            tx,
          );
        }
        return detailOf(id, tx);
      });
      const link = reportLink(deps.publicUrl, id);
      return {
        answer: detail,
        later: async () => {
          if (role === 'hospital') {
            const reporter = await repo.reporterOf(id);
            if (!reporter?.email) return;
            const language = mailLanguageOf(reporter, {
              language: reporter.organisationLanguage,
              familyLanguages: reporter.familyLanguages,
            });
            const to = {
              language,
              email: reporter.email,
              firstName: reporter.firstName,
              organisation: reporter.organisationName,
              brand: recipientBrand(reporter, deps.publicUrl),
            };
            await mailer.send(hospitalRepliedMail(to, row.category, link), {
              organisationId: row.organisationId,
            });
            return;
          }
          for (const admin of await repo.adminsOf(row.organisationId)) {
            if (!admin.email) continue;
            const to = {
              language: adminMailLanguage(admin),
              email: admin.email,
              firstName: admin.firstName,
              organisation: admin.organisationName,
              brand: recipientBrand(admin, deps.publicUrl),
            };
            await mailer.send(familyRepliedMail(to, row.category, reopened, link), {
              organisationId: row.organisationId,
            });
          }
        },
      };
    },

    /** Admins: how many of their organisation's reports are open and in progress. */
    async summary(t: Tenancy): Promise<IssueReportSummary> {
      const counts = await repo.countsByStatus(requireOrganisation(t));
      const of = (status: string) => counts.find((c) => c.status === status)?.n ?? 0;
      return { open: of('open'), in_progress: of('in_progress') };
    },
  };
}
export type ReportThreadService = ReturnType<typeof createReportThreadService>;
