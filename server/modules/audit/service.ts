import { spreadsheetWriter } from '../../http/spreadsheet.ts';
import { writeSheets } from '../../../src/api/contracts/sheet-writer.ts';
import { UserType } from '../../../src/api/contracts/roles.ts';
import {
  RECORD_VIEWS_PAGE_SIZE,
  type AuditEntry,
  type AuditFilter,
  type AuditPage,
  type AuditQuery,
  type AuditSubjectKind,
  type RecordViewsPage,
} from '../../../src/api/contracts/audit.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { notFound, validationError } from '../../http/errors.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import type { AuditRepository, AuditRow, AuditScope } from './repository.ts';

/** The most entries one export holds: a narrower filter gets the rest. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

const KINDS: readonly string[] = ['patient', 'guardian', 'user', 'report', 'questionnaire', 'other'];

function kindOf(row: AuditRow): AuditSubjectKind {
  const stored = row.detail?.kind;
  if (typeof stored === 'string' && KINDS.includes(stored)) return stored as AuditSubjectKind;
  if (row.subject_type === UserType.Patient) return 'patient';
  if (row.subject_type === UserType.Guardian) return 'guardian';
  return row.subject_type === null ? 'other' : 'user';
}

const iso = (at: string | Date) => new Date(at).toISOString();

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: iso(row.at),
  action: row.action,
  actor: row.actor_id ? { id: row.actor_id, name: row.actor_name ?? '', email: row.actor_email ?? '' } : null,
  organisation: row.organisation_id ? { id: row.organisation_id, name: row.organisation_name ?? '' } : null,
  subject: row.subject
    ? { kind: kindOf(row), id: row.subject, name: row.subject_type === null ? null : row.subject_name }
    : null,
  rows: row.rows,
  ip: row.ip,
  detail: row.detail,
});

const VIEWER_ROLES: Record<number, 'admin' | 'super_admin' | 'staff'> = {
  [UserType.Admin]: 'admin',
  [UserType.SuperAdmin]: 'super_admin',
  [UserType.Staff]: 'staff',
};

/** The audit log as admins read it, and what a guardian is told of who viewed their family's data. */
export function createAuditService(deps: { repo: AuditRepository; audit: AuditLog }) {
  const { repo, audit } = deps;

  /**
   * The entries a caller may read: an admin their organisation's, the super admin every one's (or
   * the one they name or selected). A person from outside that scope answers as a missing one.
   */
  async function scopeOf(t: Tenancy, f: AuditFilter): Promise<AuditScope> {
    if (f.from && f.to && f.from > f.to) throw validationError('to', 'to must be on or after from');
    let scope: AuditScope;
    if (t.superAdmin) {
      if (f.organisation_id && !(await repo.organisationExists(f.organisation_id)))
        throw notFound('Organisation');
      scope = { organisationId: f.organisation_id ?? t.organisationId };
    } else scope = { organisationId: t.organisationId };
    if (f.person && !(await repo.person(scope, f.person))) throw notFound('Person');
    return scope;
  }

  return {
    async list(t: Tenancy, q: AuditQuery): Promise<AuditPage> {
      const scope = await scopeOf(t, q);
      const { rows, total } = await repo.list(scope, q, q.page, q.page_size);
      return { items: rows.map(toEntry), total, page: q.page, page_size: q.page_size };
    },

    async people(t: Tenancy, search: string | undefined) {
      return { items: await repo.people({ organisationId: t.superAdmin ? null : t.organisationId }, search) };
    },

    /** The entries of a filter as an .xlsx file (newest first), itself recorded with its true row count. */
    async export(t: Tenancy, f: AuditFilter): Promise<{ file: Buffer; rows: number }> {
      const scope = await scopeOf(t, f);
      const { rows } = await repo.list(scope, f, 1, AUDIT_EXPORT_MAX_ROWS);
      const header = [
        'When',
        'Action',
        'Who',
        'Their e-mail',
        'Organisation',
        'Subject',
        'Subject id',
        'Subject name',
        'Rows',
        'IP address',
      ];
      const body = rows.map((row) => {
        const e = toEntry(row);
        return [
          new Date(e.at),
          e.action,
          e.actor?.name ?? '',
          e.actor?.email ?? '',
          e.organisation?.name ?? '',
          e.subject?.kind ?? '',
          e.subject?.id ?? '',
          e.subject?.name ?? '',
          e.rows ?? '',
          e.ip ?? '',
        ];
      });
      const file = Buffer.from(
        writeSheets(await spreadsheetWriter(), [{ name: 'audit', rows: [header, ...body] }], 'audit.xlsx'),
      );
      await audit.recordRead(t, {
        action: 'export.audit',
        organisationId: scope.organisationId,
        subject: { kind: 'other', id: scope.organisationId ?? 'all' },
        rows: rows.length,
        detail: { filters: { ...f } },
      });
      return { file, rows: rows.length };
    },

    async recordViews(t: Tenancy, page: number): Promise<RecordViewsPage> {
      const size = RECORD_VIEWS_PAGE_SIZE;
      const { rows, total } = await repo.recordViews(t.principal.sub, page, size);
      return {
        items: rows.map((r) => ({
          at: iso(r.at),
          viewer: { name: r.viewer_name, role: VIEWER_ROLES[r.viewer_type] ?? 'staff' },
          action: r.action,
          child: r.child_name === null ? null : { id: r.subject, name: r.child_name },
        })),
        total,
        page,
        page_size: size,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
