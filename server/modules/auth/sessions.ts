import type { Session, Tokens } from '../../../src/api/contracts/index.ts';
import { ApiError } from '../../http/errors.ts';
import { newRefreshToken } from '../../auth/tokens.ts';
import { mayHoldSession } from '../../auth/session-statuses.ts';
import type { AuthDeps } from './deps.ts';
import type { UserRow } from './repository.ts';
import { toOrganisation, toUser } from './mappers.ts';

/** Refresh tokens live 30 days; each use rotates them. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Only these types may hold a portal session (spec §6: 0, 1 and 2 are accepted). */
export const PORTAL_TYPES = new Set([0, 1, 2]);

export const incorrectPassword = () =>
  new ApiError(401, 'IncorrectPassword', 'The e-mail address or password is incorrect');

/** Issues access and refresh tokens and assembles the session body every sign-in answers with. */
export function createSessions(deps: Pick<AuthDeps, 'repo' | 'tokens' | 'now' | 'audit'>) {
  const { repo, tokens, now, audit } = deps;

  async function issue(user: UserRow, familyId: string): Promise<Tokens> {
    const access = await tokens.sign({ sub: user.id, type: user.type, org: user.organisationId });
    const refresh = newRefreshToken();
    await repo.insertRefreshToken({
      familyId,
      userId: user.id,
      tokenHash: refresh.hash,
      expiresAt: new Date(now() + REFRESH_TOKEN_TTL_MS),
    });
    return { access_token: access.token, refresh_token: refresh.token, exp: access.exp };
  }

  async function organisationOf(user: UserRow) {
    if (!user.organisationId) return null;
    const row = await repo.findOrganisation(user.organisationId);
    return row ? toOrganisation(row) : null;
  }

  async function start(user: UserRow): Promise<Session> {
    if (!PORTAL_TYPES.has(user.type)) {
      throw new ApiError(403, 'Forbidden', 'This account cannot sign in to the portal');
    }
    // A request awaiting approval or a deactivated subscription, whichever way its owner proves who they are.
    if (!mayHoldSession(user.status)) {
      throw new ApiError(403, 'Forbidden', 'This account is not active. Please contact your hospital.');
    }
    const session = await issue(user, crypto.randomUUID());
    // The "last active" column of the user lists.
    await repo.updateUser(user.id, { lastActiveAt: new Date(now()) });
    return { ...session, user: toUser(user), organisation: await organisationOf(user) };
  }

  return {
    issue,
    organisationOf,
    /** A new session (a new refresh-token family) for a user who proved who they are. */
    start,
    /** `start`, recorded in the audit log as a sign-in by the given method. */
    async signIn(user: UserRow, method: string): Promise<Session> {
      const session = await start(user);
      await audit.record({
        actorId: user.id,
        organisationId: user.organisationId,
        action: 'auth.signin',
        subject: user.id,
        detail: { method },
      });
      return session;
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
