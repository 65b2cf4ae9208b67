/**
 * The audit as people read it: who at the hospital read, exported or changed what, when and from
 * where (admins and the super admin), and, for a family, who at the hospital viewed their data.
 */
import { z } from 'zod';
import { INT4_MAX, text } from './text.ts';

/** The page sizes of the audit lists (page 1, 25 rows by default; at most 100). */
export const AUDIT_DEFAULT_PAGE_SIZE = 25;
export const AUDIT_MAX_PAGE_SIZE = 100;

/** The reads and exports the server records, each one named in words on the screens. */
export const AUDIT_READ_ACTIONS = ['read.patient', 'read.guardian', 'read.answers', 'read.usage'] as const;
export const AUDIT_EXPORT_ACTIONS = ['export.answers', 'export.report', 'export.audit'] as const;

/** The groups of the action filter: an action prefix each ('' for every change, which has no prefix of its own). */
export const AUDIT_ACTION_GROUPS = { reads: 'read.', exports: 'export.', signIns: 'auth.' } as const;

const day = text().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');

export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  page_size: z.coerce.number().int().min(1).max(AUDIT_MAX_PAGE_SIZE).default(AUDIT_DEFAULT_PAGE_SIZE),
  /** The acting user's id. */
  person: z.uuid().optional(),
  /** A subject's id: a child, a guardian, a user. */
  subject: z.uuid().optional(),
  /** An action prefix (`read.`, `export.`) or an exact action. */
  action: text().trim().min(1).max(100).optional(),
  /** Europe/London days, inclusive. */
  from: day.optional(),
  to: day.optional(),
  organisation_id: z.uuid().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
/** The filters of the list and of its export (the export has no page). */
export type AuditFilters = Omit<AuditQuery, 'page' | 'page_size'>;

export const AUDIT_SUBJECT_KINDS = [
  'patient',
  'guardian',
  'user',
  'report',
  'questionnaire',
  'other',
] as const;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime({ offset: true }),
  action: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  organisation: z.object({ id: z.string(), name: z.string() }).nullable(),
  subject: z
    .object({ kind: z.enum(AUDIT_SUBJECT_KINDS), id: z.string(), name: z.string().nullable() })
    .nullable(),
  /** Rows an export held. */
  rows: z.number().int().nullable(),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditPeopleQuerySchema = z.object({ search: text().trim().max(200).optional() });
export const auditPersonSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type AuditPerson = z.infer<typeof auditPersonSchema>;
export const auditPeopleSchema = z.object({ items: z.array(auditPersonSchema) });

export const recordViewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
});

export const RECORD_VIEWER_ROLES = ['admin', 'super_admin', 'staff'] as const;

/** One time someone at the hospital viewed or exported a family's data; never the viewer's e-mail. */
export const recordViewSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  viewer: z.object({ name: z.string(), role: z.enum(RECORD_VIEWER_ROLES) }),
  action: z.string(),
  child: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type RecordView = z.infer<typeof recordViewSchema>;

export const recordViewsPageSchema = z.object({
  items: z.array(recordViewSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
});
export type RecordViewsPage = z.infer<typeof recordViewsPageSchema>;
