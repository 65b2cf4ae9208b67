import { auditLog } from './schema.ts';
import type { Db } from '../db/client.ts';

/** One audited write: who did it, to what, in which organisation. */
export interface AuditEntry {
  /** The signed-in user, or the user the action is about when nobody is signed in; null if unknown. */
  actorId: string | null;
  organisationId: string | null;
  /** Dotted verb, e.g. `auth.signin.failed`, `user.profile.update`. */
  action: string;
  /** What was written (an id, or an e-mail address when no account matches). */
  subject?: string | null;
  /** Non-secret facts worth keeping (changed field names, a reason); never passwords or tokens. */
  detail?: Record<string, unknown>;
  /** The caller's address, when a request did it. */
  ip?: string | null;
  /** How many rows an export held. */
  rows?: number | null;
}

/** What a subject of a recorded read is, so the audit screen can name it. */
export type ReadSubjectKind = 'patient' | 'guardian' | 'user' | 'report' | 'questionnaire' | 'other';

/** A read or an export of a person's data, recorded by the server (never reported by the portal). */
export interface ReadEntry {
  /** `read.patient`, `read.guardian`, `read.answers`, `read.usage`, `export.answers`, `export.report`, `export.audit`. */
  action: string;
  organisationId: string | null;
  subject: { kind: ReadSubjectKind; id: string };
  /** An export's true row count. */
  rows?: number;
  /** Non-secret facts (a questionnaire's id, the filters of an export). */
  detail?: Record<string, unknown>;
}

export interface AuditLog {
  /**
   * Records an entry. Pass the transaction of the write it describes so that both commit or
   * neither does.
   */
  record(entry: AuditEntry, executor?: Db): Promise<void>;
  /** Records what the signed-in caller did (the actor is the request's principal). */
  recordFor(
    caller: { principal: { sub: string } },
    entry: Omit<AuditEntry, 'actorId'>,
    executor?: Db,
  ): Promise<void>;
  /** Records what a user did to their own account (actor and subject are the user). */
  recordOwn(
    user: { id: string; organisationId: string | null },
    action: string,
    detail?: Record<string, unknown>,
    executor?: Db,
  ): Promise<void>;
  /** Records what the signed-in caller read or exported: who, where from, the subject and its kind. */
  recordRead(
    caller: { principal: { sub: string }; ip?: string },
    entry: ReadEntry,
    executor?: Db,
  ): Promise<void>;
}

/**
 * The detail as jsonb can hold it: a lone UTF-16 surrogate (valid in a JSON request, and stored
 * as a replacement character in text columns) is an invalid \u escape to jsonb and failed the write.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const wellFormed = (detail: Record<string, unknown>): Record<string, unknown> =>
  JSON.parse(
    JSON.stringify(detail, (_key, value: unknown) =>
      typeof value === 'string' ? value.replace(LONE_SURROGATE, '\ufffd') : value,
    ),
  ) as Record<string, unknown>;

export function createAuditLog(db: Db): AuditLog {
  return {
    recordOwn(user, action, detail, executor) {
      return this.record(
        { actorId: user.id, organisationId: user.organisationId, action, subject: user.id, detail },
        executor,
      );
    },
    recordFor(caller, entry, executor) {
      return this.record({ ...entry, actorId: caller.principal.sub }, executor);
    },
    recordRead(caller, entry, executor) {
      return this.record(
        {
          actorId: caller.principal.sub,
          organisationId: entry.organisationId,
          action: entry.action,
          subject: entry.subject.id,
          detail: { ...entry.detail, kind: entry.subject.kind },
          ip: caller.ip ?? null,
          rows: entry.rows ?? null,
        },
        executor,
      );
    },
    async record(entry, executor = db) {
      await executor.insert(auditLog).values({
        actorId: entry.actorId,
        organisationId: entry.organisationId,
        action: entry.action,
        subject: entry.subject ?? null,
        detail: entry.detail ? wellFormed(entry.detail) : null,
        ip: entry.ip ?? null,
        rows: entry.rows ?? null,
      });
    },
  };
}
