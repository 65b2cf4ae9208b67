import { delay, HttpResponse } from 'msw';
import type { Paged } from '../../src/api/contracts/index.ts';
import type {
  CrossFeedback,
  NewsletterUser,
  OrganisationUsage,
} from '../../src/api/contracts/product-reports.ts';
import type {
  ReportExport,
  ReportOptions,
  ReportRun,
  SavedReport,
} from '../../src/api/contracts/reporting.ts';
import { reportDefinitionSchema, reportingEndpoints } from '../../src/api/contracts/reporting.ts';
import { fixtures } from './fixtures.ts';
import { apiError } from './handlers.ts';
import { answer } from './endpoint.ts';
import { productReportsEndpoints } from '../../src/api/contracts/product-reports.ts';

const id = (n: number) => `70000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const day = (n: number) => new Date(Date.UTC(2026, 10, 20) - n * 86_400_000).toISOString();

export const reportOptions: ReportOptions = {
  areas: [
    { id: id(901), name: 'Oncology ward' },
    { id: id(902), name: 'Outpatients' },
  ],
  questionnaires: [
    {
      id: id(801),
      title: 'How are you feeling today?',
      questions: [
        { link_id: 'pain', text: 'Are you in pain today?' },
        { link_id: 'sleep', text: 'How did you sleep?' },
      ],
    },
  ],
  focus_states: [
    { state: 'game', codes: ['game-bubble-breathing', 'game-space-explorer'] },
    { state: 'video', codes: ['video-ward-tour'] },
  ],
};

export const demoReport: SavedReport = {
  id: id(1),
  organisation_id: fixtures.stMarys.id,
  name: 'Oncology patients',
  subject: 'patients',
  columns: [
    { kind: 'field', field: 'first_name' },
    { kind: 'field', field: 'patient_number' },
    { kind: 'field', field: 'last_active' },
    { kind: 'areas' },
    { kind: 'questionnaire_response', questionnaire_id: id(801), link_id: 'sleep' },
    { kind: 'time_in_focus', state: 'game', codes: [] },
  ],
  filters: { area_ids: [id(901)] },
  sort: { field: 'first_name', order: 'asc' },
  created_by: fixtures.admin.id,
  created_at: day(10),
  updated_at: day(2),
};

export const demoReports: SavedReport[] = [
  demoReport,
  {
    ...demoReport,
    id: id(2),
    name: 'Guardians awaiting activation',
    subject: 'guardians',
    columns: [
      { kind: 'field', field: 'email' },
      { kind: 'field', field: 'subscription_status' },
    ],
    filters: { statuses: [3] },
    sort: { field: 'email', order: 'asc' },
    updated_at: day(5),
  },
];

const NAMES = ['Ada', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fatima', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kai', 'Lina'];
/** 23 rows of the demo report; one patient number that a spreadsheet would take for a formula. */
export const demoRows = Array.from({ length: 23 }, (_, i) => [
  NAMES[i % NAMES.length] ?? 'Ada',
  i === 2 ? '=HYPERLINK("x")' : `P-${String(i + 1).padStart(4, '0')}`,
  i % 3 ? day(i) : null,
  i % 2 ? 'Oncology ward' : null,
  ['Well', 'OK', 'Badly'][i % 3] ?? null,
  (i * 137) % 4000,
]);

const run = (url: URL, rows = demoRows): ReportRun => {
  const page = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('size') ?? 10);
  return {
    columns: demoReport.columns,
    rows: rows.slice((page - 1) * size, page * size),
    page,
    size,
    total: rows.length,
  };
};

export const demoExports: ReportExport[] = [
  {
    id: id(501),
    report_id: demoReport.id,
    report_name: demoReport.name,
    user: { id: fixtures.admin.id, first_name: 'Amira', surname: 'Hassan', email: 'admin@stmarys.test' },
    filters: { area_ids: [id(901)], search: 'Smith' },
    row_count: 23,
    format: 'xlsx',
    created_at: day(1),
  },
];

const paged = <T>(data: T[]): Paged<T> => ({ data, page: 1, size: 10, total: data.length });
const forever = async () => {
  await delay('infinite');
  return HttpResponse.json(null);
};
const badGateway = () => new HttpResponse('Bad gateway', { status: 502 });

/** As the server: a body holds exactly what an admin edits, or it is refused naming the fields. */
const strictBody = (json: unknown) => {
  const parsed = reportDefinitionSchema.safeParse(json);
  if (parsed.success) return { definition: parsed.data };
  const fields = parsed.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  const message = `Invalid body: ${fields.map((f) => `${f.path}: ${f.message}`).join('; ')}`;
  return { refusal: apiError({ status: 400, code: 'ValidationError', message, fields }) };
};

export const reportingHandlers = {
  list: answer(reportingEndpoints.list, () => HttpResponse.json(paged(demoReports))),
  listEmpty: answer(reportingEndpoints.list, () => HttpResponse.json(paged<SavedReport>([]))),
  listPending: answer(reportingEndpoints.list, forever),
  listFails: answer(reportingEndpoints.list, badGateway),
  exports: answer(reportingEndpoints.exports, () => HttpResponse.json(paged(demoExports))),
  exportsEmpty: answer(reportingEndpoints.exports, () => HttpResponse.json(paged<ReportExport>([]))),
  options: answer(reportingEndpoints.options, () => HttpResponse.json(reportOptions)),
  optionsPending: answer(reportingEndpoints.options, forever),
  one: answer(reportingEndpoints.get, ({ params }) =>
    HttpResponse.json(demoReports.find((r) => r.id === params.id) ?? demoReport),
  ),
  onePending: answer(reportingEndpoints.get, forever),
  oneFails: answer(reportingEndpoints.get, badGateway),
  run: answer(reportingEndpoints.run, ({ request }) => HttpResponse.json(run(new URL(request.url)))),
  runEmpty: answer(reportingEndpoints.run, ({ request }) => HttpResponse.json(run(new URL(request.url), []))),
  runPending: answer(reportingEndpoints.run, forever),
  runFails: answer(reportingEndpoints.run, badGateway),
  /** The server's file: a stand-in body with the spreadsheet's type (the story only saves it). */
  exportFile: answer(
    reportingEndpoints.export,
    () =>
      new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
        headers: { 'content-type': reportingEndpoints.export.file },
      }),
  ),
  /** The server is still building the file, so the wait and its cancel stay on screen. */
  exportPending: answer(reportingEndpoints.export, forever),
  exportFails: answer(reportingEndpoints.export, badGateway),
  create: answer(reportingEndpoints.create, async ({ request }) => {
    const body = strictBody(await request.json());
    return 'refusal' in body
      ? body.refusal
      : HttpResponse.json({ ...demoReport, ...body.definition, id: id(99) }, { status: 201 });
  }),
  createRefused: answer(reportingEndpoints.create, () =>
    apiError({
      status: 400,
      code: 'ValidationError',
      message: 'The questionnaire has no such question',
      fields: [{ path: 'columns.4.link_id', message: 'The questionnaire has no such question' }],
    }),
  ),
  update: answer(reportingEndpoints.update, async ({ request }) => {
    const body = strictBody(await request.json());
    return 'refusal' in body ? body.refusal : HttpResponse.json({ ...demoReport, ...body.definition });
  }),
  remove: answer(reportingEndpoints.remove, () => new HttpResponse(null, { status: 204 })),
};

export const organisationUsage: OrganisationUsage[] = [
  {
    id: id(301),
    name: 'Hospital Infantil (demo)',
    seats: 100,
    seats_used: 12,
    patients: 8,
    guardians: 6,
    active_patients_30d: 3,
    app_sessions_30d: 41,
  },
  {
    id: fixtures.stMarys.id,
    name: fixtures.stMarys.name,
    seats: 200,
    seats_used: 81,
    patients: 60,
    guardians: 27,
    active_patients_30d: 15,
    app_sessions_30d: 1230,
  },
];

export const newsletterUsers: NewsletterUser[] = [
  {
    id: id(401),
    first_name: 'Grace',
    surname: 'Okafor',
    email: 'guardian@stmarys.test',
    organisation_id: fixtures.stMarys.id,
    organisation_name: fixtures.stMarys.name,
    subscribed_at: day(3),
  },
];

export const crossFeedback: CrossFeedback[] = [
  {
    id: id(601),
    organisation_id: fixtures.stMarys.id,
    organisation_name: fixtures.stMarys.name,
    category: 'easy',
    text: 'Very clear, thank you.',
    received_at: day(1),
  },
  {
    id: id(602),
    organisation_id: id(301),
    organisation_name: 'Hospital Infantil (demo)',
    category: 'suggestion',
    text: 'Más vídeos, por favor.',
    received_at: day(2),
  },
];

export const productReportHandlers = {
  all: [
    answer(productReportsEndpoints.organisations, () =>
      HttpResponse.json({ organisations: organisationUsage }),
    ),
    answer(productReportsEndpoints.newsletterUsers, () => HttpResponse.json({ users: newsletterUsers })),
    answer(productReportsEndpoints.feedback, () => HttpResponse.json(paged(crossFeedback))),
  ],
  empty: [
    answer(productReportsEndpoints.organisations, () => HttpResponse.json({ organisations: [] })),
    answer(productReportsEndpoints.newsletterUsers, () => HttpResponse.json({ users: [] })),
    answer(productReportsEndpoints.feedback, () => HttpResponse.json(paged<CrossFeedback>([]))),
  ],
  pending: [
    answer(productReportsEndpoints.organisations, forever),
    answer(productReportsEndpoints.newsletterUsers, forever),
    answer(productReportsEndpoints.feedback, forever),
  ],
  fail: [
    answer(productReportsEndpoints.organisations, badGateway),
    answer(productReportsEndpoints.newsletterUsers, badGateway),
    answer(productReportsEndpoints.feedback, badGateway),
  ],
};

export const newsletterHandlers = {
  off: answer(productReportsEndpoints.newsletter, () => HttpResponse.json({ subscribed: false })),
  set: answer(productReportsEndpoints.setNewsletter, async ({ request }) =>
    HttpResponse.json(await request.json()),
  ),
};
