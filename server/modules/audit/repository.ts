import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../audit/chain.ts';
import { containsPattern } from '../../db/like.ts';
import { boundedCount, DEFAULT_EXACT_TOTAL_LIMIT, listTotal } from '../../db/list-total.ts';
import { londonDayEnd, londonDayStart } from '../../db/london.ts';
import { UserType } from '../../../src/api/contracts/roles.ts';
import { AUDIT_CHANGES, AUDIT_NOT_CHANGES, type AuditFilter } from '../../../src/api/contracts/audit.ts';

/** Whose entries a caller reads: one organisation's, or (null) every organisation's. */
export type AuditScope = { organisationId: string | null };

export interface AuditRow {
  id: string;
  at: string | Date;
  action: string;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  organisation_id: string | null;
  organisation_name: string | null;
  subject: string | null;
  subject_type: number | null;
  subject_name: string | null;
  rows: number | null;
  ip: string | null;
  detail: Record<string, unknown> | null;
}

const STAFF_TYPES = [UserType.SuperAdmin, UserType.Admin, UserType.Staff];
const nameOf = (u: string) =>
  sql.raw(
    `coalesce(nullif(trim(${u}.first_name || ' ' || ${u}.surname), ''), ${u}.full_name, ${u}.email, '')`,
  );

function whereOf(scope: AuditScope, f: AuditFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (scope.organisationId) parts.push(sql`a.organisation_id = ${scope.organisationId}`);
  if (f.person) parts.push(sql`a.actor_id = ${f.person}`);
  if (f.subject) parts.push(sql`a.subject = ${f.subject}`);
  if (f.action === AUDIT_CHANGES)
    parts.push(...AUDIT_NOT_CHANGES.map((prefix) => sql`not starts_with(a.action, ${prefix})`));
  else if (f.action)
    parts.push(
      f.action.endsWith('.') ? sql`starts_with(a.action, ${f.action})` : sql`a.action = ${f.action}`,
    );
  if (f.from) parts.push(sql`a.at >= ${londonDayStart(f.from)}`);
  if (f.to) parts.push(sql`a.at < ${londonDayEnd(f.to)}`);
  return sql.join(parts, sql` and `);
}

/** An entry with who acted, where, and on whom (the list's and the export's columns). */
const ENTRIES = sql`select a.id, a.seq, a.at, a.action, a.actor_id, ${nameOf('actor')} as actor_name,
    actor.email as actor_email, a.organisation_id, o.name as organisation_name, a.subject,
    subj.type as subject_type, ${nameOf('subj')} as subject_name, a.rows, a.ip, a.detail
  from audit_log a
  left join users actor on actor.id = a.actor_id
  left join organisations o on o.id = a.organisation_id
  left join users subj on subj.id::text = a.subject`;

export function createAuditRepository(db: Db) {
  return {
    /**
     * Entries newest first (the chain's order), with who acted, where, and on whom; the total exact
     * up to `exactLimit` entries, the planner's estimate above (the log only grows: docs/api.md § Totals).
     */
    async list(
      scope: AuditScope,
      filter: AuditFilter,
      page: number,
      size: number,
      exactLimit = DEFAULT_EXACT_TOTAL_LIMIT,
    ) {
      const where = whereOf(scope, filter);
      const matching = sql`select 1 from audit_log a where ${where}`;
      const [{ rows }, counted] = await Promise.all([
        rowsOf<AuditRow>(
          db,
          sql`${ENTRIES} where ${where} order by a.seq desc limit ${size} offset ${(page - 1) * size}`,
        ),
        rowsOf<{ n: number }>(db, sql`select ${boundedCount(matching, exactLimit)} as n`),
      ]);
      const seen = (page - 1) * size + rows.length;
      const { total, estimate } = await listTotal(db, counted.rows[0]?.n ?? 0, exactLimit, matching, seen);
      return { rows, total, estimate };
    },

    /**
     * One page of an export, newest first: the entries before `beforeSeq` (a keyset on
     * audit_log_seq_idx, so a page costs the same at any depth; entries written meanwhile come after
     * the first page's and are not in the file).
     */
    async exportPage(scope: AuditScope, filter: AuditFilter, beforeSeq: number | undefined, limit: number) {
      const where = whereOf(scope, filter);
      const before = beforeSeq === undefined ? sql`` : sql`and a.seq < ${beforeSeq}`;
      const { rows } = await rowsOf<AuditRow & { seq: number | string }>(
        db,
        sql`${ENTRIES} where ${where} ${before} order by a.seq desc limit ${limit}`,
      );
      return rows;
    },

    /** A staff user (admin, staff, the super admin) the scope may filter by; undefined when none. */
    async person(scope: AuditScope, id: string) {
      const { rows } = await rowsOf<{ id: string }>(
        db,
        sql`select id from users where id = ${id} and type in ${STAFF_TYPES}
            ${scope.organisationId ? sql`and organisation_id = ${scope.organisationId}` : sql``}`,
      );
      return rows[0];
    },

    async organisationExists(id: string): Promise<boolean> {
      const { rows } = await rowsOf<{ id: string }>(db, sql`select id from organisations where id = ${id}`);
      return rows.length > 0;
    },

    /** The staff a scope's entries name as actors, by name or address (at most 20). */
    async people(scope: AuditScope, search: string | undefined) {
      const pattern = search ? containsPattern(search) : null;
      const { rows } = await rowsOf<{ id: string; name: string; email: string }>(
        db,
        sql`select u.id, ${nameOf('u')} as name, coalesce(u.email, '') as email from users u
            where u.type in ${STAFF_TYPES}
            ${scope.organisationId ? sql`and u.organisation_id = ${scope.organisationId}` : sql``}
            ${pattern ? sql`and (${nameOf('u')} ilike ${pattern} or u.email ilike ${pattern})` : sql``}
            order by name, u.email limit 20`,
      );
      return rows;
    },

    /**
     * Reads and exports by the hospital's staff of a guardian's own record or of a child actively
     * linked to them; the family's own reads are not theirs to be told about.
     */
    async recordViews(guardianId: string, page: number, size: number) {
      const where = sql`(a.action like 'read.%' or a.action like 'export.%')
        and actor.type in ${STAFF_TYPES}
        and (a.subject = ${guardianId}::text or a.subject in (
          select l.patient_id::text from guardian_links l where l.guardian_id = ${guardianId} and l.status = 'active'))`;
      const [{ rows }, counted] = await Promise.all([
        rowsOf<{
          at: string | Date;
          action: string;
          viewer_name: string;
          viewer_type: number;
          subject: string;
          child_name: string | null;
        }>(
          db,
          sql`select a.at, a.action, ${nameOf('actor')} as viewer_name, actor.type as viewer_type, a.subject,
                case when a.subject = ${guardianId}::text then null else ${nameOf('subj')} end as child_name
              from audit_log a
              join users actor on actor.id = a.actor_id
              left join users subj on subj.id::text = a.subject
              where ${where} order by a.seq desc limit ${size} offset ${(page - 1) * size}`,
        ),
        rowsOf<{ n: number }>(
          db,
          sql`select count(*)::int as n from audit_log a join users actor on actor.id = a.actor_id where ${where}`,
        ),
      ]);
      return { rows, total: counted.rows[0]?.n ?? 0 };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
