import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { invalidToken, tokenExpired } from '../http/errors.ts';

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** User type (spec §6). */
  type: number;
  /** Organisation id, null for a super admin. */
  org: string | null;
}

export interface TokenIssuer {
  sign(claims: AccessClaims): Promise<{ token: string; exp: number }>;
  verify(token: string): Promise<AccessClaims & { exp: number }>;
}

const ISSUER = 'lantern';

export function createTokenIssuer(secret: string, ttlSeconds: number): TokenIssuer {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims) {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      const token = await new SignJWT({ type: claims.type, org: claims.org })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(key);
      return { token, exp: exp * 1000 };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.type !== 'number') throw invalidToken();
        return {
          sub: payload.sub,
          type: payload.type,
          org: typeof payload.org === 'string' ? payload.org : null,
          exp: (payload.exp ?? 0) * 1000,
        };
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw tokenExpired();
        throw invalidToken();
      }
    },
  };
}

/** An opaque refresh token and the hash under which it is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export const hashRefreshToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
