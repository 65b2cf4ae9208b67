import type { IssueReply, IssueReport } from '../../../src/api/contracts/index.ts';
import { notFound } from '../../http/errors.ts';
import { allows } from '../../http/permissions.ts';
import { requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';
import type { ReportsRepository } from './repository.ts';

export type ReportRow = NonNullable<Awaited<ReturnType<ReportsRepository['byId']>>>;
type ReplyRow = Awaited<ReturnType<ReportsRepository['replies']>>[number];

export const toReport = (row: ReportRow): IssueReport => ({
  id: row.id,
  organisation_id: row.organisationId,
  reporter: { id: row.reporterId, first_name: row.firstName, surname: row.surname, email: row.email },
  category: row.category,
  description: row.description,
  page: row.page,
  language: row.language,
  app_version: row.appVersion,
  status: row.status,
  has_screenshot: row.screenshotType !== null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const toReply = (row: ReplyRow): IssueReply => ({
  id: row.id,
  author_role: row.authorRole,
  author:
    row.firstName === null || row.surname === null
      ? null
      : { first_name: row.firstName, surname: row.surname },
  body: row.body,
  created_at: row.createdAt.toISOString(),
});

/** The organisation's admins, or the super admin acting as one. */
export const actsAsAdmin = (t: Tenancy): boolean => allows(t, 'issueReports.manage');

/** The report's link in the portal, which every e-mail about it opens. */
/** The report's page in the portal. */
export const reportPath = (id: string): string => `/report/${id}`;
export const reportLink = (publicUrl: string, id: string): string => `${publicUrl}${reportPath(id)}`;

/**
 * A report within the request's organisation that the caller may follow: its admins (the super
 * admin once they have selected that organisation) and the guardian who wrote it. Anyone else of
 * the organisation — another family — and every other organisation read it as missing.
 */
export async function reachableReport(
  repo: Pick<ReportsRepository, 'byId'>,
  t: Tenancy,
  id: string,
): Promise<ReportRow> {
  const admin = actsAsAdmin(t);
  const organisationId = requireOrganisation(t);
  const row = await repo.byId(id);
  if (!row || row.organisationId !== organisationId || (!admin && row.reporterId !== t.principal.sub))
    throw notFound('Issue report');
  return row;
}
