import type { Session, Tokens } from '../../../src/api/contracts/index.ts';
import { ApiError } from '../../http/errors.ts';
import { newRefreshToken } from '../../auth/tokens.ts';
import { mayHoldSession } from '../../auth/session-statuses.ts';
import type { AuthDeps } from './deps.ts';
import type { SessionRow, UserRow } from './repository.ts';
import { toOrganisation, toUser } from './mappers.ts';

/**
 * Marks a body that carries a new refresh token with when its session ends (ms since the epoch).
 * A symbol: object spreads keep it, the serializer and JSON never write it. The session cookie
 * hook (session-cookie.ts) reads it to set the cookie, so every answer that hands out a session
 * sets it, whichever route answers.
 */
export const SESSION_ENDS = Symbol('sessionEnds');
export type Issued<T> = T & { [SESSION_ENDS]?: number };

/**
 * Only these types may hold a portal session (docs/product.md § Users and roles): the super admin,
 * admins, guardians and staff accounts (4), who work the duty-of-care queue and read their notifications.
 */
export const PORTAL_TYPES = new Set([0, 1, 2, 4]);

export const incorrectPassword = () =>
  new ApiError(401, 'IncorrectPassword', 'The e-mail address or password is incorrect');

/** Issues access and refresh tokens and assembles the session body every sign-in answers with. */
export function createSessions(
  deps: Pick<AuthDeps, 'repo' | 'tokens' | 'now' | 'audit' | 'sessionLifetime'>,
) {
  const { repo, tokens, now, audit, sessionLifetime } = deps;

  /**
   * New tokens within a session: the access token and the refresh token end with the session at
   * the latest, and the refresh token also after the idle limit.
   */
  async function issue(user: UserRow, session: SessionRow): Promise<Issued<Tokens>> {
    const ends = session.expiresAt.getTime();
    const access = await tokens.sign(
      { sub: user.id, type: user.type, org: user.organisationId, sid: session.id },
      ends,
    );
    const refresh = newRefreshToken();
    await repo.insertRefreshToken({
      familyId: session.id,
      userId: user.id,
      tokenHash: refresh.hash,
      expiresAt: new Date(Math.min(now() + sessionLifetime.idleMs, ends)),
    });
    return {
      access_token: access.token,
      refresh_token: refresh.token,
      exp: access.exp,
      [SESSION_ENDS]: ends,
    };
  }

  /** A new session, counted from now, and its first tokens. */
  async function begin(user: UserRow): Promise<Issued<Tokens>> {
    const session = await repo.insertSession(user.id, new Date(now() + sessionLifetime.maxAgeMs));
    return issue(user, session);
  }

  async function organisationOf(user: UserRow) {
    if (!user.organisationId) return null;
    const row = await repo.findOrganisation(user.organisationId);
    return row ? toOrganisation(row) : null;
  }

  async function start(user: UserRow): Promise<Issued<Session>> {
    if (!PORTAL_TYPES.has(user.type)) {
      throw new ApiError(403, 'Forbidden', 'This account cannot sign in to the portal');
    }
    // A request awaiting approval or a deactivated subscription, whichever way its owner proves who they are.
    if (!mayHoldSession(user.status)) {
      throw new ApiError(403, 'Forbidden', 'This account is not active. Please contact your hospital.');
    }
    const session = await begin(user);
    // The "last active" column of the user lists.
    await repo.updateUser(user.id, { lastActiveAt: new Date(now()) });
    return {
      ...session,
      user: toUser(user, await repo.findChildOf(user)),
      organisation: await organisationOf(user),
    };
  }

  return {
    issue,
    begin,
    organisationOf,
    /** A new session (a new refresh-token family) for a user who proved who they are. */
    start,
    /** `start`, recorded in the audit log as a sign-in by the given method. */
    async signIn(user: UserRow, method: string): Promise<Issued<Session>> {
      const session = await start(user);
      await audit.recordOwn(user, 'auth.signin', { method });
      return session;
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
