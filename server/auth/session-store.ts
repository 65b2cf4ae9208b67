import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refreshTokens, sessions } from '../modules/auth/schema.ts';
import { users } from '../modules/users/schema.ts';
import { SESSION_HOLDING_STATUSES } from './session-statuses.ts';
import type { AccessClaims } from './tokens.ts';

/** How long a session lasts; both configurable (SESSION_MAX_AGE_HOURS, SESSION_IDLE_HOURS). */
export interface SessionLifetime {
  /** Absolute lifetime from sign-in; refreshing never extends it. */
  maxAgeMs: number;
  /** A refresh token unused for this long stops working. */
  idleMs: number;
}

const HOUR_MS = 3_600_000;
export const DEFAULT_SESSION_LIFETIME: SessionLifetime = {
  maxAgeMs: 30 * 24 * HOUR_MS,
  idleMs: 7 * 24 * HOUR_MS,
};

// The user types that may hold a session (docs/product.md § Users and roles): the portal's (PORTAL_TYPES in
// modules/auth/sessions.ts, staff accounts (4) among them) and patients (3) in their app. Which calls
// each may make is the route guard's concern (plugins/app-patient.ts).
const SESSION_TYPES = [0, 1, 2, 3, 4];

/** The session check, built once per database and run as a prepared statement (it runs on every call). */
const prepare = (db: Db) =>
  db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sid')),
        eq(sessions.userId, sql.placeholder('sub')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        inArray(users.status, [...SESSION_HOLDING_STATUSES]),
        inArray(users.type, SESSION_TYPES),
        eq(users.type, sql.placeholder('type')),
        sql`${users.organisationId} is not distinct from ${sql.placeholder('org')}`,
      ),
    )
    .limit(1)
    .prepare('session_alive');
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

/**
 * True when the token's session is alive and its user may still hold it: the session is neither
 * revoked nor past its absolute lifetime, and the user still exists with a session-holding status,
 * the token's type and organisation. One query by primary keys, on every authenticated request
 * (never cached: a session ended on any server stops its tokens on every server at once).
 */
export async function sessionAlive(db: Db, claims: AccessClaims, now: number): Promise<boolean> {
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const rows = await query.execute({
    sid: claims.sid,
    sub: claims.sub,
    now: new Date(now),
    type: claims.type,
    org: claims.org,
  });
  return rows.length === 1;
}

/**
 * Ends sessions of a user (password change, deactivation): every access and refresh token of
 * them stops working at once. `except` keeps one session alive.
 */
export async function endUserSessions(executor: Db, userId: string, except?: string): Promise<void> {
  const at = new Date();
  const ended = await executor
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        except ? ne(sessions.id, except) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  if (ended.length === 0) return;
  await executor
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        inArray(
          refreshTokens.familyId,
          ended.map((s) => s.id),
        ),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

/** Ends one session (sign-out, reuse of a spent refresh token). */
export async function endSession(executor: Db, sessionId: string): Promise<void> {
  const at = new Date();
  await executor
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  await executor
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)));
}
