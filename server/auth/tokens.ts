import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { invalidToken, tokenExpired } from '../http/errors.ts';

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** User type (docs/product.md § Users and roles). */
  type: number;
  /** Organisation id, null for a super admin. */
  org: string | null;
  /** The session (row of `sessions`) the token belongs to; ending it ends the token. */
  sid: string;
}

export interface TokenIssuer {
  /** `notAfter` (ms since the epoch) caps the expiry: a token never outlives its session. */
  sign(claims: AccessClaims, notAfter?: number): Promise<{ token: string; exp: number }>;
  verify(token: string): Promise<AccessClaims & { exp: number }>;
}

const ISSUER = 'lantern';

/** Tokens whose signature and claims were checked, kept for their next requests (bounded). */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokenIssuer(secret: string, ttlSeconds: number): TokenIssuer {
  const key = new TextEncoder().encode(secret);
  // A portal sends the same access token with every call until it refreshes: checking its HMAC
  // (WebCrypto, asynchronous) again each time was a sixth of a list's CPU time. The outcome of
  // that check cannot change for the same text and key; the one claim that does change with the
  // clock, the expiry, is checked again on every use, as jose checks it (`exp` ≤ now: expired).
  const verified = new Map<string, AccessClaims & { exp: number }>();
  return {
    async sign(claims, notAfter) {
      const exp = Math.min(
        Math.floor(Date.now() / 1000) + ttlSeconds,
        notAfter === undefined ? Infinity : Math.floor(notAfter / 1000),
      );
      const token = await new SignJWT({ type: claims.type, org: claims.org, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(key);
      return { token, exp: exp * 1000 };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.exp > Date.now()) return { ...known };
        verified.delete(token);
        throw tokenExpired();
      }
      try {
        // A token without an expiry or a session would never end: refused, however well signed.
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        const { sub, type, sid, exp } = payload;
        if (
          typeof sub !== 'string' ||
          typeof type !== 'number' ||
          typeof sid !== 'string' ||
          typeof exp !== 'number'
        )
          throw invalidToken();
        const claims = {
          sub,
          type,
          sid,
          org: typeof payload.org === 'string' ? payload.org : null,
          exp: exp * 1000,
        };
        // The oldest entry makes room: a Map iterates in insertion order.
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
        verified.set(token, claims);
        return { ...claims };
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

export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex');
