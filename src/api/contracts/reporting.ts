import { z } from 'zod';
import { XLSX_TYPE } from './constants.ts';
import { defineEndpoint } from './endpoint.ts';
import { idParamsSchema } from './organisation.ts';
import { accountStatusSchema } from './role-schemas.ts';
import { pagedSchema, pageQuerySchema } from './pagination.ts';
import { text } from './text.ts';

/** Spec §3: a report lists patients or guardians. */
export const REPORT_SUBJECTS = ['patients', 'guardians'] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];

/** Spec §3 report columns: the fields each subject offers. */
export const PATIENT_FIELDS = [
  /** The patient's name by the spec §3 rule (docs/product.md § A person's name). */
  'display_name',
  'first_name',
  'surname',
  'patient_number',
  'created_at',
  'app_code',
  'last_active',
] as const;
export const GUARDIAN_FIELDS = [
  'first_name',
  'surname',
  'email',
  'subscription_status',
  'activated_at',
] as const;
export const REPORT_FIELDS = [...new Set([...PATIENT_FIELDS, ...GUARDIAN_FIELDS])] as [
  (typeof PATIENT_FIELDS)[number] | (typeof GUARDIAN_FIELDS)[number],
  ...((typeof PATIENT_FIELDS)[number] | (typeof GUARDIAN_FIELDS)[number])[],
];
export type ReportField = (typeof REPORT_FIELDS)[number];

export const fieldsOf = (subject: ReportSubject): readonly ReportField[] =>
  subject === 'patients' ? PATIENT_FIELDS : GUARDIAN_FIELDS;

/** Limits that keep one report's SQL bounded. */
export const REPORT_COLUMNS_MAX = 30;
export const REPORT_CODES_MAX = 50;
export const REPORT_NAME_MAX = 120;

const code = text().trim().min(1).max(100);

/** One column: a field of the subject, its areas, the answer to one question, or time in focus in one state. */
export const reportColumnSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('field'), field: z.enum(REPORT_FIELDS) }),
    z.strictObject({ kind: z.literal('areas') }),
    z.strictObject({
      kind: z.literal('questionnaire_response'),
      questionnaire_id: z.uuid(),
      link_id: code,
    }),
    z.strictObject({
      kind: z.literal('time_in_focus'),
      state: code,
      /** No codes: every code of the state. */
      codes: z.array(code).max(REPORT_CODES_MAX).default([]),
    }),
  ])
  .meta({ id: 'ReportColumn' });
export type ReportColumn = z.infer<typeof reportColumnSchema>;

/** The fields that hold an instant (ISO text from the API): shown in Europe/London, written as dates. */
const DATE_FIELDS: ReadonlySet<ReportField> = new Set(['created_at', 'last_active', 'activated_at']);
export const isDateColumn = (c: ReportColumn | undefined): boolean =>
  c?.kind === 'field' && DATE_FIELDS.has(c.field);

const day = text().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD');

/** Filters: created between two days (Europe/London), members of areas, account statuses, a name search. */
export const reportFiltersSchema = z
  .strictObject({
    created_from: day.optional(),
    created_to: day.optional(),
    area_ids: z.array(z.uuid()).max(50).optional(),
    statuses: z.array(accountStatusSchema).max(5).optional(),
    search: text().trim().max(100).optional(),
  })
  .meta({ id: 'ReportFilters' });
export type ReportFilters = z.infer<typeof reportFiltersSchema>;

export const reportSortSchema = z
  .strictObject({ field: z.enum(REPORT_FIELDS), order: z.enum(['asc', 'desc']) })
  .meta({ id: 'ReportSort' });

/** What an admin saves (POST and PUT /api/reporting). */
export const reportDefinitionSchema = z
  .strictObject({
    name: text().trim().min(1).max(REPORT_NAME_MAX),
    subject: z.enum(REPORT_SUBJECTS),
    columns: z.array(reportColumnSchema).min(1).max(REPORT_COLUMNS_MAX),
    filters: reportFiltersSchema.default({}),
    /** Spec §9: created_at, newest first by default. */
    sort: reportSortSchema.default({ field: 'created_at', order: 'desc' }),
  })
  .meta({ id: 'ReportDefinition' });
export type ReportDefinition = z.infer<typeof reportDefinitionSchema>;
export type ReportDefinitionInput = z.input<typeof reportDefinitionSchema>;

export const savedReportSchema = reportDefinitionSchema
  .extend({
    id: z.uuid(),
    organisation_id: z.uuid(),
    created_by: z.uuid().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'SavedReport' });
export type SavedReport = z.infer<typeof savedReportSchema>;

export const savedReportPageSchema = pagedSchema(savedReportSchema).meta({ id: 'SavedReportPage' });

export const reportRunQuerySchema = pageQuerySchema.extend({
  /** Rows a page (a screen shows 10; the export reads its own keyset pages). */
  size: z.coerce.number().int().min(1).max(5000).default(10),
});
export type ReportRunQuery = z.infer<typeof reportRunQuerySchema>;

/** A cell: text, a number (seconds in focus, a status code), a yes-or-no answer, or empty. */
export const reportCellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type ReportCell = z.infer<typeof reportCellSchema>;

/** GET /api/reporting/{id}/run: one page of the report's rows, each in the order of `columns`. */
export const reportRunSchema = z
  .object({
    columns: z.array(reportColumnSchema),
    rows: z.array(z.array(reportCellSchema)),
    page: z.number().int().min(1),
    size: z.number().int().min(1),
    total: z.number().int().min(0),
  })
  .meta({ id: 'ReportRun' });
export type ReportRun = z.infer<typeof reportRunSchema>;

/** GET /api/reporting/options: what the builder offers besides the fixed fields. */
export const reportOptionsSchema = z
  .object({
    areas: z.array(z.object({ id: z.uuid(), name: z.string() })),
    questionnaires: z.array(
      z.object({
        id: z.uuid(),
        title: z.string(),
        questions: z.array(z.object({ link_id: z.string(), text: z.string() })),
      }),
    ),
    focus_states: z.array(z.object({ state: z.string(), codes: z.array(z.string()) })),
  })
  .meta({ id: 'ReportOptions' });
export type ReportOptions = z.infer<typeof reportOptionsSchema>;

export const reportExportSchema = z
  .object({
    id: z.uuid(),
    report_id: z.uuid().nullable(),
    report_name: z.string(),
    user: z
      .object({ id: z.uuid(), first_name: z.string(), surname: z.string(), email: z.string().nullable() })
      .nullable(),
    filters: reportFiltersSchema,
    row_count: z.number().int(),
    format: z.string(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'ReportExport' });
export type ReportExport = z.infer<typeof reportExportSchema>;
export const reportExportPageSchema = pagedSchema(reportExportSchema).meta({ id: 'ReportExportPage' });

/** Saved reports (admins) and their export log. */
export const reportingEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/reporting',
    query: pageQuerySchema,
    ok: savedReportPageSchema,
    access: { permission: 'reporting.manage' },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/reporting',
    body: reportDefinitionSchema,
    ok: savedReportSchema,
    status: 201,
    access: { permission: 'reporting.manage' },
  }),
  options: defineEndpoint({
    method: 'GET',
    path: '/reporting/options',
    ok: reportOptionsSchema,
    access: { permission: 'reporting.manage' },
  }),
  exports: defineEndpoint({
    method: 'GET',
    path: '/reporting/exports',
    query: pageQuerySchema,
    ok: reportExportPageSchema,
    access: { permission: 'reporting.manage' },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/reporting/:id',
    params: idParamsSchema,
    ok: savedReportSchema,
    access: { permission: 'reporting.manage' },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/reporting/:id',
    params: idParamsSchema,
    body: reportDefinitionSchema,
    ok: savedReportSchema,
    access: { permission: 'reporting.manage' },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/reporting/:id',
    params: idParamsSchema,
    ok: z.undefined(),
    status: 204,
    access: { permission: 'reporting.manage' },
  }),
  run: defineEndpoint({
    method: 'GET',
    path: '/reporting/:id/run',
    params: idParamsSchema,
    query: reportRunQuerySchema,
    ok: reportRunSchema,
    access: { permission: 'reporting.manage' },
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/reporting/:id/export',
    params: idParamsSchema,
    file: XLSX_TYPE,
    access: { permission: 'reporting.manage' },
  }),
};
