import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived signed addresses for media the browser loads by itself (a <video> or <img> cannot
 * send the bearer token): `path?exp=<unix seconds>&sig=<HMAC-SHA256 of path and exp>`.
 */
export interface UrlSigner {
  sign(path: string, ttlSeconds?: number): string;
  /** True when `sig` signs `path` until `exp`, and `exp` has not passed. */
  verify(path: string, exp: unknown, sig: unknown): boolean;
}

export const MEDIA_URL_TTL = 6 * 60 * 60;

export function createUrlSigner(
  secret: string = randomBytes(32).toString('hex'),
  now = () => Date.now(),
): UrlSigner {
  const mac = (path: string, exp: number) =>
    createHmac('sha256', `media:${secret}`).update(`${path}\n${exp}`).digest('base64url');
  return {
    sign(path, ttlSeconds = MEDIA_URL_TTL) {
      const exp = Math.floor(now() / 1000) + ttlSeconds;
      return `${path}?exp=${exp}&sig=${mac(path, exp)}`;
    },
    verify(path, exp, sig) {
      const expiry = Number(exp);
      if (!Number.isInteger(expiry) || typeof sig !== 'string' || expiry * 1000 < now()) return false;
      const expected = Buffer.from(mac(path, expiry));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
