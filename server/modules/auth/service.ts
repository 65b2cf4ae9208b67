import type { Me, Session, Tokens } from '../../../src/api/contracts/index.ts';
import { ApiError, invalidToken } from '../../http/errors.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { hashRefreshToken, newRefreshToken, type TokenIssuer } from '../../auth/tokens.ts';
import type { AuthRepository, UserRow } from './repository.ts';
import { toOrganisation, toUser } from './mappers.ts';

/** Refresh tokens live 30 days; each use rotates them. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Only these types may hold a portal session (spec §6: 0, 1 and 2 are accepted). */
const PORTAL_TYPES = new Set([0, 1, 2]);

const incorrectPassword = () =>
  new ApiError(401, 'IncorrectPassword', 'The e-mail address or password is incorrect');

export function createAuthService(deps: { repo: AuthRepository; tokens: TokenIssuer }) {
  const { repo, tokens } = deps;

  async function issueTokens(user: UserRow, familyId: string): Promise<Tokens> {
    const access = await tokens.sign({ sub: user.id, type: user.type, org: user.organisationId });
    const refresh = newRefreshToken();
    await repo.insertRefreshToken({
      familyId,
      userId: user.id,
      tokenHash: refresh.hash,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    });
    return { access_token: access.token, refresh_token: refresh.token, exp: access.exp };
  }

  async function organisationOf(user: UserRow) {
    if (!user.organisationId) return null;
    const row = await repo.findOrganisation(user.organisationId);
    return row ? toOrganisation(row) : null;
  }

  return {
    async signIn(email: string, password: string): Promise<Session> {
      const user = await repo.findUserByEmail(email);
      const ok = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !ok || !PORTAL_TYPES.has(user.type)) throw incorrectPassword();
      const session = await issueTokens(user, crypto.randomUUID());
      return { ...session, user: toUser(user), organisation: await organisationOf(user) };
    },

    async refresh(refreshToken: string): Promise<Tokens> {
      const row = await repo.findRefreshToken(hashRefreshToken(refreshToken));
      if (!row || row.revokedAt || row.expiresAt.getTime() < Date.now()) throw invalidToken();
      if (row.usedAt || !(await repo.markRefreshTokenUsed(row.id))) {
        // A used token presented again means it leaked: end every session of its family.
        await repo.revokeFamily(row.familyId);
        throw invalidToken();
      }
      const user = await repo.findUserById(row.userId);
      if (!user || !PORTAL_TYPES.has(user.type)) throw invalidToken();
      return issueTokens(user, row.familyId);
    },

    async me(userId: string, exp: number): Promise<Me> {
      const user = await repo.findUserById(userId);
      if (!user) throw invalidToken();
      return {
        type: user.type as Me['type'],
        exp,
        user: toUser(user),
        organisation: await organisationOf(user),
      };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
