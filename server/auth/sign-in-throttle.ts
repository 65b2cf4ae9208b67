import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInFailures } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';

export interface SignInThrottleSettings {
  /** Failed attempts allowed for one e-mail address within the window. */
  maxFailures: number;
  windowMs: number;
}

/** Five failures in fifteen minutes lock an address until the window that began with the first one ends. */
export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottleSettings = { maxFailures: 5, windowMs: 15 * 60_000 };

const tooMany = (retryAt: number, now: number) => {
  const minutes = Math.max(1, Math.ceil((retryAt - now) / 60_000));
  const when = new Date(retryAt).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return new ApiError(
    429,
    'TooManyRequests',
    `Too many failed sign-in attempts for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'} (after ${when}).`,
  );
};

/**
 * The per-account brute-force guard, kept in the database so that every server instance sees the
 * same count. Unknown addresses are counted too, so a lock reveals nothing about which exist.
 */
export function createSignInThrottle(db: Db, settings: SignInThrottleSettings, now: () => number) {
  const key = (email: string) => email.trim().toLowerCase();
  return {
    /** Throws 429 TooManyRequests while the address is locked. */
    async check(email: string): Promise<void> {
      const [row] = await db
        .select()
        .from(signInFailures)
        .where(eq(signInFailures.email, key(email)))
        .limit(1);
      if (!row || row.failures < settings.maxFailures) return;
      const retryAt = row.windowStartedAt.getTime() + settings.windowMs;
      if (retryAt > now()) throw tooMany(retryAt, now());
    },
    async fail(email: string): Promise<void> {
      const at = new Date(now());
      const windowStart = new Date(now() - settings.windowMs);
      const expired = sql`${signInFailures.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
      await db
        .insert(signInFailures)
        .values({ email: key(email), failures: 1, windowStartedAt: at })
        .onConflictDoUpdate({
          target: signInFailures.email,
          set: {
            failures: sql`case when ${expired} then 1 else ${signInFailures.failures} + 1 end`,
            windowStartedAt: sql`case when ${expired} then ${at.toISOString()}::timestamptz else ${signInFailures.windowStartedAt} end`,
          },
        });
    },
    async clear(email: string): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.email, key(email)));
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
