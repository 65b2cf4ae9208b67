import { UserType } from '../../../src/api/contracts/roles.ts';
import type { AuditEntry, AuditSubjectKind } from '../../../src/api/contracts/audit.ts';
import type { AuditRow } from './repository.ts';

const KINDS: readonly string[] = ['patient', 'guardian', 'user', 'report', 'questionnaire', 'other'];

function kindOf(row: AuditRow): AuditSubjectKind {
  const stored = row.detail?.kind;
  if (typeof stored === 'string' && KINDS.includes(stored)) return stored as AuditSubjectKind;
  if (row.subject_type === UserType.Patient) return 'patient';
  if (row.subject_type === UserType.Guardian) return 'guardian';
  return row.subject_type === null ? 'other' : 'user';
}

export const iso = (at: string | Date) => new Date(at).toISOString();

/** An entry as the list answers it and the export writes it. */
export const toEntry = (row: AuditRow): AuditEntry => ({
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
