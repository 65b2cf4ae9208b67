import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { idParamsSchema } from './organisation.ts';
import { pageQuerySchema, pagedSchema } from './pagination.ts';
import { text } from './text.ts';
import { londonDay } from './time.ts';

/** The forms a family's data is handed over in: every row as JSON, a FHIR R5 Bundle, a readable page. */
export const DATA_EXPORT_FORMATS = ['json', 'fhir', 'html'] as const;
export const dataExportQuerySchema = z.object({ format: z.enum(DATA_EXPORT_FORMATS).default('json') });
export type DataExportFormat = (typeof DATA_EXPORT_FORMATS)[number];

/** received → approved (then done once the erasure job ran) or refused. */
export const DATA_REQUEST_STATES = ['received', 'approved', 'done', 'refused'] as const;
export const dataRequestStateSchema = z.enum(DATA_REQUEST_STATES);
export type DataRequestState = z.infer<typeof dataRequestStateSchema>;

export const DATA_REQUEST_REASON_MAX = 2000;

export const dataRequestCreateSchema = z.object({
  kind: z.literal('deletion'),
  reason: text().trim().max(DATA_REQUEST_REASON_MAX).optional(),
});
export type DataRequestCreate = z.infer<typeof dataRequestCreateSchema>;

export const dataRequestRefuseSchema = z.object({
  reason: text().trim().min(1).max(DATA_REQUEST_REASON_MAX),
});

export const dataRequestSchema = z.object({
  id: z.uuid(),
  organisation_id: z.uuid(),
  kind: z.literal('deletion'),
  state: dataRequestStateSchema,
  /** Who asked (erased once the deletion is done: the name and e-mail are gone). */
  requester: z.object({ id: z.uuid(), name: text(), email: text().nullable() }),
  reason: text().nullable(),
  received_at: text(),
  /** The legal clock's last day (`YYYY-MM-DD`, London): see dueDayOf. */
  due_on: text(),
  decided_at: text().nullable(),
  refusal_reason: text().nullable(),
  done_at: text().nullable(),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;

const previewChildSchema = z.object({
  id: z.uuid(),
  first_name: text(),
  surname: text(),
  full_name: text().nullable(),
  patient_number: text().nullable(),
  app_code: text().nullable(),
});
/**
 * GET /api/data-requests/:id/preview: what approving the deletion would do to the requester's
 * children — erased, or kept because another guardian is linked (an approved link; a pending one
 * keeps nothing).
 */
export const deletionPreviewSchema = z
  .object({ erased: z.array(previewChildSchema), kept: z.array(previewChildSchema) })
  .meta({ id: 'DeletionPreview' });
export type DeletionPreview = z.infer<typeof deletionPreviewSchema>;

export const dataRequestListQuerySchema = pageQuerySchema.extend({
  state: dataRequestStateSchema.optional(),
});
export type DataRequestListQuery = z.infer<typeof dataRequestListQuerySchema>;
export const dataRequestPageSchema = pagedSchema(dataRequestSchema);
export const dataRequestListSchema = z.array(dataRequestSchema);

/**
 * The last day to answer: the same day of the next calendar month as the London day of receipt, or
 * that month's last day when it has no such day (31 January → 28 or 29 February), as the ICO
 * counts UK GDPR's one month.
 */
export function dueDayOf(received: Date | string): string {
  const [y, m, d] = londonDay(received).split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const next = new Date(Date.UTC(y, m, Math.min(d, lastDay)));
  return next.toISOString().slice(0, 10);
}

/** Whole London days from `today` (`YYYY-MM-DD`) to a due day: negative once it is past. */
export const daysLeft = (dueOn: string, today: string): number =>
  Math.round((Date.parse(`${dueOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

/** A family's data (download, deletion requests) and the admins' queue of those requests. */
export const dataRequestsEndpoints = {
  exportData: defineEndpoint({
    method: 'GET',
    path: '/account/data',
    query: dataExportQuerySchema,
    file: 'application/json, application/fhir+json or text/html',
    access: { permission: 'dataRequests.own' },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/account/data-requests',
    body: dataRequestCreateSchema,
    ok: dataRequestSchema,
    status: 201,
    access: { permission: 'dataRequests.own' },
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/account/data-requests',
    ok: dataRequestListSchema,
    access: { permission: 'dataRequests.own' },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/data-requests',
    query: dataRequestListQuerySchema,
    ok: dataRequestPageSchema,
    access: { permission: 'dataRequests.manage' },
  }),
  preview: defineEndpoint({
    method: 'GET',
    path: '/data-requests/:id/preview',
    params: idParamsSchema,
    ok: deletionPreviewSchema,
    access: { permission: 'dataRequests.manage' },
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/data-requests/:id/approve',
    params: idParamsSchema,
    ok: dataRequestSchema,
    access: { permission: 'dataRequests.manage' },
  }),
  refuse: defineEndpoint({
    method: 'POST',
    path: '/data-requests/:id/refuse',
    params: idParamsSchema,
    body: dataRequestRefuseSchema,
    ok: dataRequestSchema,
    access: { permission: 'dataRequests.manage' },
  }),
};
