import type { Me, SecondFactorChallenge, Session, Tokens } from '../../../src/api/contracts/index.ts';
import { AccountStatus } from '../../../src/api/contracts/index.ts';
import { ApiError, invalidToken } from '../../http/errors.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { hashRefreshToken } from '../../auth/tokens.ts';
import type { AuthDeps } from './deps.ts';
import { mayHoldSession } from '../../auth/session-statuses.ts';
import { PORTAL_TYPES, incorrectPassword, type Issued, type Sessions } from './sessions.ts';
import { toUser } from './mappers.ts';
import type { SecondFactorCore } from './second-factor-service.ts';

/**
 * How long a spent refresh token still renews its session: a page left while its renewal was under way
 * (a reload, a notification's click taking the window elsewhere) never received the rotated cookie, and
 * the next page presents the spent one at once. Past this, a spent token presented again leaked.
 * Okta's default grace for rotated refresh tokens; Auth0 calls it the reuse interval.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

const notActivated = () =>
  new ApiError(
    403,
    'Forbidden',
    'This account is not activated yet. Open the link in the activation e-mail, or ask for a new one.',
  );

/** Password sign-in, token refresh and the current session. */
export function createAuthService(deps: AuthDeps, sessions: Sessions, secondFactor: SecondFactorCore) {
  const { repo, audit, throttle, now } = deps;

  return {
    /** `client`: the caller's IP address; failures lock this account for that address first. */
    /** Answers the session, or the second-factor step when the person needs one (docs/security.md § Second factor). */
    async signIn(
      email: string,
      password: string,
      client: string,
    ): Promise<Issued<Session> | SecondFactorChallenge> {
      await throttle.check(email, client);
      const user = await repo.findUserByEmail(email);
      // Verified even for an unknown e-mail (against a decoy hash) so that both take the same time.
      const ok = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !ok || !PORTAL_TYPES.has(user.type)) {
        await throttle.fail(email, client);
        await audit.record({
          actorId: user?.id ?? null,
          organisationId: user?.organisationId ?? null,
          action: 'auth.signin.failed',
          subject: user?.id ?? email.trim().toLowerCase(),
        });
        throw incorrectPassword();
      }
      await throttle.clear(email, client);
      if (user.status === AccountStatus.PendingAccountActivation) throw notActivated();
      // An account that may hold no session is refused by `signIn` before any second step.
      const step = mayHoldSession(user.status)
        ? await secondFactor.challenge(user, 'password', client)
        : null;
      return step ?? sessions.signIn(user, 'password');
    },

    /**
     * `types`: the user types whose sessions this client holds. The portal and the patients' app
     * refresh at their own calls, so that neither spends (nor revives) a token of the other's.
     */
    async refresh(refreshToken: string, types: ReadonlySet<number> = PORTAL_TYPES): Promise<Issued<Tokens>> {
      const found = await repo.findRefreshToken(hashRefreshToken(refreshToken));
      if (!found) throw invalidToken();
      const { token: row, session } = found;
      const holder = await repo.findUserById(row.userId);
      if (!holder || !types.has(holder.type)) throw invalidToken();
      const at = now();
      // Revoked, idle too long (the token's own expiry) or past the session's absolute lifetime.
      if (
        row.revokedAt ||
        session.revokedAt ||
        row.expiresAt.getTime() <= at ||
        session.expiresAt.getTime() <= at
      )
        throw invalidToken();
      // When it was spent: before, or by another request at this moment; null when this request spends it.
      let spentAt = row.usedAt?.getTime() ?? null;
      if (spentAt === null && !(await repo.markRefreshTokenUsed(row.id, new Date(at)))) spentAt = at;
      if (spentAt !== null && at - spentAt > REFRESH_REUSE_GRACE_MS) {
        // A spent token presented again past the grace means it leaked: end the whole session.
        await repo.revokeFamily(row.familyId);
        const owner = await repo.findUserById(row.userId);
        await audit.record({
          actorId: row.userId,
          organisationId: owner?.organisationId ?? null,
          action: 'auth.refresh.reuse-detected',
          subject: row.userId,
          detail: { family: row.familyId },
        });
        throw invalidToken();
      }
      const user = await repo.findUserById(row.userId);
      // A deactivated or otherwise inactive account keeps no session it held before.
      if (!user || !types.has(user.type) || !mayHoldSession(user.status)) throw invalidToken();
      await repo.touchSession(session.id, new Date(at));
      return sessions.issue(user, session);
    },

    /**
     * Sign-out: ends the session of the refresh token (any of its family, spent or not) and of the
     * access token, whichever were presented. Unknown or already ended: nothing to do.
     */
    async signOut(
      refreshToken: string | null,
      accessToken: string | null,
      types: ReadonlySet<number> = PORTAL_TYPES,
    ): Promise<void> {
      const ended = new Set<string>();
      if (refreshToken) {
        const found = await repo.findRefreshToken(hashRefreshToken(refreshToken));
        if (found) ended.add(found.session.id);
      }
      if (accessToken) {
        const claims = await deps.tokens.verify(accessToken).catch(() => null);
        if (claims) ended.add(claims.sid);
      }
      for (const sessionId of ended) {
        const session = await repo.findSession(sessionId);
        if (!session || session.revokedAt) continue;
        const owner = await repo.findUserById(session.userId);
        // Another client's session (a portal token at the app's sign-out, or the reverse) stays.
        if (owner && !types.has(owner.type)) continue;
        await repo.revokeFamily(sessionId);
        await audit.record({
          actorId: session.userId,
          organisationId: owner?.organisationId ?? null,
          action: 'auth.signout',
          subject: session.userId,
        });
      }
    },

    async me(userId: string, exp: number): Promise<Me> {
      const user = await repo.findUserById(userId);
      if (!user) throw invalidToken();
      return {
        type: user.type as Me['type'],
        exp,
        user: toUser(user, await repo.findChildOf(user)),
        organisation: await sessions.organisationOf(user),
      };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
