import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * The keys of the second factor, derived (HKDF-SHA-256) from the server's secret (JWT_SECRET): one
 * encrypts TOTP secrets at rest (AES-256-GCM), the other hashes recovery codes (HMAC-SHA-256, so a
 * database copy without the server's secret cannot test guesses offline).
 */
export function createSecondFactorKeys(serverSecret: string) {
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', serverSecret, 'lantern', `second-factor:${purpose}`, 32));
  const sealKey = derive('totp-secret');
  const codeKey = derive('recovery-code');
  return {
    /** iv.ciphertext.tag, base64url. */
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.');
    },
    open(sealed: string): string {
      const [iv, body, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !body || !tag) throw new Error('a sealed TOTP secret has the wrong shape');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
    /** The stored form of a recovery code: case and dashes do not count. */
    hashRecoveryCode(code: string): string {
      return createHmac('sha256', codeKey).update(normaliseRecoveryCode(code)).digest('base64url');
    },
  };
}
export type SecondFactorKeys = ReturnType<typeof createSecondFactorKeys>;

export const normaliseRecoveryCode = (code: string): string => code.replace(/[\s-]/g, '').toLowerCase();

// No 0/o, 1/l/i: a code copied from paper is read back without doubt.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code of 12 characters in three groups (about 59 bits), e.g. `k7q2-m9xd-4hta`. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 12 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8)].map((g) => g.join('')).join('-');
}

/** RFC 6238 as authenticator apps use it: SHA-1, six digits, thirty seconds. */
export const TOTP_PERIOD_S = 30;
const totpOf = (secret: string, label = '', issuer = 'Lantern') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** A new random TOTP secret (160 bits, base32) and the otpauth:// address its QR code carries. */
export function newTotpSecret(accountName: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, accountName).toString() };
}

/**
 * The time step a code belongs to, within one step either side of `now` (clocks drift), or null.
 * The caller refuses a step at or before the last one it accepted: a code works once.
 */
export function totpStep(secret: string, code: string, now: number): number | null {
  if (!secret) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_S) + delta;
}
