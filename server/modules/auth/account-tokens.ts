import { validationError } from '../../http/errors.ts';
import { hashRefreshToken, newRefreshToken } from '../../auth/tokens.ts';
import type { AuthDeps } from './deps.ts';
import type { AccountTokenPurpose } from './repository.ts';

/** How long an e-mailed link works. */
export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  activation: 7 * 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

export const badLink = validationError;

/** The single-use tokens of e-mailed links (activation, password reset) and the links themselves. */
export function createAccountTokens(deps: Pick<AuthDeps, 'repo' | 'publicUrl' | 'now'>) {
  const { repo, publicUrl, now } = deps;
  return {
    link: (path: string, params: Record<string, string> = {}) => {
      const query = new URLSearchParams(params).toString();
      return `${publicUrl.replace(/\/$/, '')}${path}${query ? `?${query}` : ''}`;
    },

    /** Creates a single-use token and spends the user's older ones of the same purpose. */
    async create(userId: string, purpose: AccountTokenPurpose, r = repo): Promise<string> {
      await r.spendAccountTokens(userId, purpose);
      const token = newRefreshToken();
      await r.insertAccountToken({
        userId,
        purpose,
        tokenHash: token.hash,
        expiresAt: new Date(now() + ACCOUNT_TOKEN_TTL_MS[purpose]),
      });
      return token.token;
    },

    /** The token's row and user, or a 400 naming the field `token` (invalid, used or expired). */
    async open(token: string, purpose: AccountTokenPurpose) {
      const what = purpose === 'activation' ? 'activation' : 'password reset';
      const row = await repo.findAccountToken(hashRefreshToken(token));
      if (!row || row.purpose !== purpose || row.usedAt) {
        throw badLink('token', `This ${what} link is not valid or has already been used. Ask for a new one.`);
      }
      if (row.expiresAt.getTime() <= now())
        throw badLink('token', `This ${what} link has expired. Ask for a new one.`);
      const user = await repo.findUserById(row.userId);
      if (!user)
        throw badLink('token', `This ${what} link is not valid or has already been used. Ask for a new one.`);
      return { row, user };
    },
  };
}
