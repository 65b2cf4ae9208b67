/** The audit of reads, exports and writes: the admins' log and a guardian's view of who saw their family's data. */
import { z } from 'zod';
import { INT4_MAX, text } from './text.ts';
import { totalEstimateSchema } from './pagination.ts';
import { defineEndpoint } from './endpoint.ts';
import { XLSX_TYPE } from './constants.ts';

/** Every read and export the server records, by action. */
export const AUDIT_READ_ACTIONS = [
  'read.patient',
  'read.guardian',
  'read.answers',
  'read.usage',
  'export.answers',
  'export.report',
  'export.audit',
] as const;

export const AUDIT_PAGE_SIZE_MAX = 100;

const day = z.iso.date({ message: 'must be a date as YYYY-MM-DD' });

/** The `action` filter's word for every change: all that is not one of these groups. */
export const AUDIT_CHANGES = 'changes';
/** Reads, exports and sign-in events: what `changes` leaves out. */
export const AUDIT_NOT_CHANGES = ['read.', 'export.', 'auth.'] as const;

/** The filters of the log and of its export. */
export const auditFilterSchema = z.object({
  /** The acting user's id. */
  person: z.uuid().optional(),
  /** A subject's id (a child, a guardian, a user, a report), or the address a failed sign-in named. */
  subject: text().trim().min(1).max(320).optional(),
  /**
   * An action, or a prefix ending in a dot (`read.`, `export.`), or `changes`: every action that is
   * not a read (`read.`), an export (`export.`) or a sign-in event (`auth.`).
   */
  action: text()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9._-]+$/, 'must be an action such as read.patient, or a prefix such as read.')
    .optional(),
  /** London days, inclusive. */
  from: day.optional(),
  to: day.optional(),
  /** The super admin narrows to one organisation (an admin may name only their own). */
  organisation_id: z.uuid().optional(),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const auditQuerySchema = auditFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  page_size: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(25),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditSubjectKindSchema = z.enum([
  'patient',
  'guardian',
  'user',
  'report',
  'questionnaire',
  'other',
]);
export type AuditSubjectKind = z.infer<typeof auditSubjectKindSchema>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  action: z.string(),
  actor: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  organisation: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  subject: z.object({ kind: auditSubjectKindSchema, id: z.string(), name: z.string().nullable() }).nullable(),
  rows: z.number().int().nullable(),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z
  .object({
    items: z.array(auditEntrySchema),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    page_size: z.number().int().min(1),
  })
  .extend(totalEstimateSchema.shape);
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditPeopleQuerySchema = z.object({ search: text().trim().max(100).optional() });
export const auditPersonSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export const auditPeopleSchema = z.object({ items: z.array(auditPersonSchema) });
export type AuditPerson = z.infer<typeof auditPersonSchema>;

export const recordViewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
});

/** Who at the hospital looked at a family's data: never the viewer's e-mail. */
export const recordViewSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  viewer: z.object({ name: z.string(), role: z.enum(['admin', 'super_admin', 'staff']) }),
  action: z.string(),
  child: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type RecordView = z.infer<typeof recordViewSchema>;

export const RECORD_VIEWS_PAGE_SIZE = 20;

export const recordViewsPageSchema = z.object({
  items: z.array(recordViewSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
});
export type RecordViewsPage = z.infer<typeof recordViewsPageSchema>;

/** The audit log (admins, the super admin) and a guardian's record views. */
export const auditEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/audit',
    query: auditQuerySchema,
    ok: auditPageSchema,
    access: { permission: 'audit.read' },
  }),
  people: defineEndpoint({
    method: 'GET',
    path: '/audit/people',
    query: auditPeopleQuerySchema,
    ok: auditPeopleSchema,
    access: { permission: 'audit.read' },
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/audit/export',
    query: auditFilterSchema,
    file: XLSX_TYPE,
    access: { permission: 'audit.read' },
  }),
  recordViews: defineEndpoint({
    method: 'GET',
    path: '/account/record-views',
    query: recordViewsQuerySchema,
    ok: recordViewsPageSchema,
    access: { permission: 'account.recordViews' },
  }),
};
