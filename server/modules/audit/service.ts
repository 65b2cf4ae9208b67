import type { Readable } from 'node:stream';
import { UserType } from '../../../src/api/contracts/roles.ts';
import {
  RECORD_VIEWS_PAGE_SIZE,
  type AuditFilter,
  type AuditPage,
  type AuditQuery,
  type RecordViewsPage,
} from '../../../src/api/contracts/audit.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { notFound, validationError } from '../../http/errors.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import { iso, toEntry } from './entries.ts';
import { createAuditExport } from './export.ts';
import type { AuditRepository, AuditScope } from './repository.ts';

const VIEWER_ROLES: Record<number, 'admin' | 'super_admin' | 'staff'> = {
  [UserType.Admin]: 'admin',
  [UserType.SuperAdmin]: 'super_admin',
  [UserType.Staff]: 'staff',
};

/** The audit log as admins read it, and what a guardian is told of who viewed their family's data. */
export function createAuditService(deps: {
  repo: AuditRepository;
  audit: AuditLog;
  exactTotalLimit?: number;
}) {
  const { repo } = deps;
  const exportOf = createAuditExport(deps);

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
      const { rows, total, estimate } = await repo.list(scope, q, q.page, q.page_size, deps.exactTotalLimit);
      return {
        items: rows.map(toEntry),
        total,
        total_is_estimate: estimate,
        page: q.page,
        page_size: q.page_size,
      };
    },

    async people(t: Tenancy, search: string | undefined) {
      return { items: await repo.people({ organisationId: t.superAdmin ? null : t.organisationId }, search) };
    },

    /**
     * The entries of a filter as an .xlsx file (newest first), streamed; the export itself is
     * recorded when the stream ends, with the rows the client received.
     */
    async export(t: Tenancy, f: AuditFilter): Promise<Readable> {
      return exportOf(t, await scopeOf(t, f), f);
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
