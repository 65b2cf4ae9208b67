import { delay, HttpResponse } from 'msw';
import type {
  IssueReply,
  IssueReport,
  IssueReportDetail,
  IssueReportSummary,
  Paged,
} from '../../src/api/contracts/index.ts';
import { fixtures } from './fixtures.ts';
import { apiError } from './handlers.ts';
import { answer } from './endpoint.ts';
import { healthEndpoints, issueReportsEndpoints } from '../../src/api/contracts/index.ts';

const day = (n: number) => new Date(Date.UTC(2026, 10, 20) - n * 86_400_000).toISOString();
const id = (n: number) => `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const categories = ['app_problem', 'content', 'privacy', 'other'] as const;
const statuses = ['open', 'in_progress', 'resolved'] as const;
const reporters = [
  { first_name: 'Grace', surname: 'Okafor', email: 'guardian@stmarys.test' },
  { first_name: 'Amelia', surname: 'Patel', email: 'family1@stmarys.test' },
  { first_name: 'Oliver', surname: 'Jones', email: 'family2@stmarys.test' },
];
const descriptions = [
  'The ward tour video stops after ten seconds on my phone.',
  'The visiting hours on the information page are out of date.',
  'I would like to know who can see my child’s app code.',
  'The menu text overlaps on my tablet in Arabic.',
];

const report = (n: number): IssueReport => ({
  id: id(n),
  organisation_id: fixtures.stMarys.id,
  reporter: { id: id(900 + (n % 3)), ...(reporters[n % 3] as (typeof reporters)[number]) },
  category: categories[n % 4] as IssueReport['category'],
  description: descriptions[n % 4] as string,
  page: ['/hospital-information', '/content-areas', '/', '/account'][n % 4] as string,
  language: (['en', 'ar', 'es'] as const)[n % 3] as IssueReport['language'],
  app_version: 'web 0.1.0',
  status: statuses[n % 3] as IssueReport['status'],
  has_screenshot: n % 2 === 0,
  created_at: day(n),
  updated_at: day(n),
});

/** The guardian's three reports, one in each status; the hospital's two replies to the second are unread. */
export const guardianReports: IssueReport[] = [0, 3, 6].map((n) => ({
  ...report(n),
  reporter: { id: fixtures.guardian.id, ...(reporters[0] as (typeof reporters)[number]) },
  status: statuses[n / 3] as IssueReport['status'],
  unread_replies: n === 3 ? 2 : 0,
}));
/** 23 reports of St Mary's families, for the admin list. */
export const organisationReports: IssueReport[] = Array.from({ length: 23 }, (_, i) => report(i));

const page = (rows: IssueReport[], url: string): Paged<IssueReport> => {
  const q = new URL(url).searchParams;
  const status = q.get('status');
  const size = Number(q.get('size') ?? 10);
  const p = Number(q.get('page') ?? 1);
  const matching = status ? rows.filter((r) => r.status === status) : rows;
  return { data: matching.slice((p - 1) * size, p * size), page: p, size, total: matching.length };
};

/** A 1×1 PNG: the screenshot the admin's dialog shows. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

const at = (n: number, hour: number) => new Date(Date.UTC(2026, 10, 20 - n, hour, 30)).toISOString();
const reply = (n: number, role: IssueReply['author_role'], body: string, hour: number): IssueReply => ({
  id: id(500 + n),
  author_role: role,
  author:
    role === 'family'
      ? { first_name: fixtures.guardian.first_name, surname: fixtures.guardian.surname }
      : { first_name: fixtures.admin.first_name, surname: fixtures.admin.surname },
  body,
  created_at: at(2, hour),
});

/** The guardian's report in progress, with three replies: the hospital asked, the family answered. */
export const reportWithThread: IssueReportDetail = {
  ...(guardianReports[1] as IssueReport),
  replies: [
    reply(1, 'hospital', 'Thank you for telling us. Which phone do you use?', 9),
    reply(2, 'family', 'An Android phone, in the Lantern app and in the browser.', 11),
    reply(3, 'hospital', 'We found the cause and are fixing the video today.', 15),
  ],
};
/** A report no one has answered yet. */
export const reportWithoutReplies: IssueReportDetail = {
  ...(guardianReports[0] as IssueReport),
  replies: [],
};
/** A resolved report: the family's reply would open it again. */
export const resolvedReport: IssueReportDetail = { ...(guardianReports[2] as IssueReport), replies: [] };

/**
 * A report the story can talk on, as the server keeps it: a reply joins the thread (the family's
 * or the hospital's side), a status change stays, and every read shows both.
 */
export function conversation(report: IssueReportDetail, role: IssueReply['author_role']) {
  let current = report;
  return [
    answer(issueReportsEndpoints.detail, () => HttpResponse.json<IssueReportDetail>(current)),
    answer(issueReportsEndpoints.reply, async ({ request }) => {
      const { body } = (await request.json()) as { body: string };
      const added = { ...reply(9, role, body, 17), created_at: at(0, 17) };
      const reopened = role === 'family' && current.status === 'resolved';
      current = {
        ...current,
        status: reopened ? 'open' : current.status,
        replies: [...current.replies, added],
      };
      return HttpResponse.json<IssueReportDetail>(current, { status: 201 });
    }),
    answer(issueReportsEndpoints.changeStatus, async ({ request }) => {
      const { status } = (await request.json()) as { status: IssueReport['status'] };
      current = { ...current, status };
      const { replies: _replies, ...plain } = current;
      return HttpResponse.json<IssueReport>(plain);
    }),
  ];
}

const detail = (report: IssueReportDetail) =>
  answer(issueReportsEndpoints.detail, () => HttpResponse.json<IssueReportDetail>(report));

export const issueReportHandlers = {
  detail: detail(reportWithThread),
  /** The reporter has read the report: the server marks its replies read. */
  read: answer(issueReportsEndpoints.markRead, () => new HttpResponse(null, { status: 204 })),
  detailWithoutReplies: detail(reportWithoutReplies),
  detailResolved: detail(resolvedReport),
  detailPending: answer(issueReportsEndpoints.detail, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  detailMissing: answer(issueReportsEndpoints.detail, () =>
    apiError({ status: 404, code: 'ResourceNotFound', message: 'Issue report not found' }),
  ),
  replyFails: answer(issueReportsEndpoints.reply, () => new HttpResponse('Bad gateway', { status: 502 })),
  summary: (open: number, inProgress = 2) =>
    answer(issueReportsEndpoints.summary, () =>
      HttpResponse.json<IssueReportSummary>({ open, in_progress: inProgress }),
    ),
  summaryPending: answer(issueReportsEndpoints.summary, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),

  health: answer(healthEndpoints.status, () =>
    HttpResponse.json({
      status: 'ok',
      database: 'pglite',
      version: '0.1.0',
      queue: { oldestWaitingSeconds: null, failed: 0 },
    }),
  ),
  mine: answer(issueReportsEndpoints.list, ({ request }) =>
    HttpResponse.json(page(guardianReports, request.url)),
  ),
  organisation: answer(issueReportsEndpoints.list, ({ request }) =>
    HttpResponse.json(page(organisationReports, request.url)),
  ),
  none: answer(issueReportsEndpoints.list, () =>
    HttpResponse.json<Paged<IssueReport>>({ data: [], page: 1, size: 10, total: 0 }),
  ),
  pending: answer(issueReportsEndpoints.list, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  fails: answer(issueReportsEndpoints.list, () =>
    apiError({ status: 403, code: 'Forbidden', message: 'You cannot read issue reports' }),
  ),
  createSucceeds: answer(issueReportsEndpoints.create, async ({ request }) => {
    const body = (await request.json()) as Pick<
      IssueReport,
      'category' | 'description' | 'page' | 'language'
    >;
    return HttpResponse.json<IssueReport>(
      { ...(guardianReports[0] as IssueReport), ...body, status: 'open', has_screenshot: false },
      { status: 201 },
    );
  }),
  createRefusesScreenshot: answer(issueReportsEndpoints.create, () =>
    apiError({
      status: 400,
      code: 'ValidationError',
      message: 'The file is not a PNG image',
      fields: [{ path: 'screenshot.data', message: 'The file is not a PNG image' }],
    }),
  ),
  createFails: answer(issueReportsEndpoints.create, () => new HttpResponse('Bad gateway', { status: 502 })),
  statusSucceeds: answer(issueReportsEndpoints.changeStatus, async ({ params, request }) => {
    const { status } = (await request.json()) as { status: IssueReport['status'] };
    const row =
      organisationReports.find((r) => r.id === params.id) ?? (organisationReports[0] as IssueReport);
    return HttpResponse.json<IssueReport>({ ...row, status });
  }),
  statusFails: answer(issueReportsEndpoints.changeStatus, () =>
    apiError({ status: 404, code: 'ResourceNotFound', message: 'Issue report not found' }),
  ),
  screenshot: answer(issueReportsEndpoints.screenshot, () =>
    HttpResponse.arrayBuffer(PNG.buffer, { headers: { 'content-type': 'image/png' } }),
  ),
  contactSucceeds: answer(issueReportsEndpoints.contact, () =>
    HttpResponse.json({ received: true }, { status: 202 }),
  ),
  contactTooMany: answer(issueReportsEndpoints.contact, () =>
    apiError({ status: 429, code: 'TooManyRequests', message: 'Too many requests from this address.' }),
  ),
};
