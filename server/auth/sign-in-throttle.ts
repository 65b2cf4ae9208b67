import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInFailures } from '../modules/auth/schema.ts';
import { tooManyRequests } from '../http/errors.ts';

export interface SignInThrottleSettings {
  /** Failed attempts allowed for one e-mail address from one client address within the window. */
  maxFailures: number;
  /** Failed attempts allowed for one e-mail address from all client addresses together. */
  accountMaxFailures: number;
  windowMs: number;
  /** What the 429 says is locked (other guards reuse this store: a child's app code). */
  lockedWhat?: string;
}

/**
 * Five failures from one client address in fifteen minutes lock that address out of the account
 * until the window that began with its first failure ends; fifty from all addresses together
 * (ten addresses' worth) lock the account for everyone, as OWASP advises against spread-out
 * guessing. A stranger elsewhere therefore cannot lock an owner out with a handful of requests.
 */
export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottleSettings = {
  maxFailures: 5,
  accountMaxFailures: 50,
  windowMs: 15 * 60_000,
};

/** The row that counts an account's failures from every client. */
const ALL_CLIENTS = '';

const tooMany = (retryAt: number, now: number, what = 'sign-in attempts for this account') => {
  const minutes = Math.max(1, Math.ceil((retryAt - now) / 60_000));
  const when = new Date(retryAt).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return tooManyRequests(
    `Too many failed ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'} (after ${when}).`,
    retryAt,
    now,
  );
};

/** What the server's metrics count of the throttle's work (server/http/metrics.ts). */
export interface SignInEvents {
  /** A wrong password or code was counted. */
  failed(): void;
  /** That failure reached a limit: the account is now locked for one address, or for all. */
  lockedOut(): void;
}

/**
 * The per-account brute-force guard of every password check (sign-in, the current password of
 * set-password), kept in the database so that every server instance sees the same count. Unknown
 * addresses are counted too, so a lock reveals nothing about which exist. `client` is the
 * request's IP address (behind a proxy, as TRUST_PROXY allows Fastify to read it).
 */
export function createSignInThrottle(
  db: Db,
  settings: SignInThrottleSettings,
  now: () => number,
  events?: SignInEvents,
) {
  const key = (email: string) => email.trim().toLowerCase();
  // Never the account-wide row, even for a request whose address is unknown.
  const who = (client: string) => client || 'unknown';
  return {
    /** Throws 429 TooManyRequests while the address is locked for this client or for all. */
    async check(email: string, client: string): Promise<void> {
      const rows = await db
        .select()
        .from(signInFailures)
        .where(
          and(
            eq(signInFailures.email, key(email)),
            inArray(signInFailures.client, [who(client), ALL_CLIENTS]),
          ),
        );
      let retryAt = 0;
      for (const row of rows) {
        const limit = row.client === ALL_CLIENTS ? settings.accountMaxFailures : settings.maxFailures;
        if (row.failures < limit) continue;
        retryAt = Math.max(retryAt, row.windowStartedAt.getTime() + settings.windowMs);
      }
      if (retryAt > now()) throw tooMany(retryAt, now(), settings.lockedWhat);
    },
    /** Counts a failure for this client and for the account as a whole. */
    async fail(email: string, client: string): Promise<void> {
      const at = new Date(now());
      const windowStart = new Date(now() - settings.windowMs);
      const expired = sql`${signInFailures.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
      const row = { email: key(email), failures: 1, windowStartedAt: at };
      const counted = await db
        .insert(signInFailures)
        .values([
          { ...row, client: who(client) },
          { ...row, client: ALL_CLIENTS },
        ])
        .onConflictDoUpdate({
          target: [signInFailures.email, signInFailures.client],
          set: {
            failures: sql`case when ${expired} then 1 else ${signInFailures.failures} + 1 end`,
            windowStartedAt: sql`case when ${expired} then ${at.toISOString()}::timestamptz else ${signInFailures.windowStartedAt} end`,
          },
        })
        .returning({ client: signInFailures.client, failures: signInFailures.failures });
      if (!events) return;
      events.failed();
      const limitOf = (client: string) =>
        client === ALL_CLIENTS ? settings.accountMaxFailures : settings.maxFailures;
      // The failure that reaches a limit begins a lock-out; those after it only prolong the count.
      if (counted.some((r) => r.failures === limitOf(r.client))) events.lockedOut();
    },
    /**
     * A success from `client` clears that client's count; the account's count runs out with its
     * window, so that guesses from elsewhere are not forgiven. Without `client` (a password reset
     * by e-mailed link) every count of the account goes.
     */
    async clear(email: string, client?: string): Promise<void> {
      await db
        .delete(signInFailures)
        .where(
          client === undefined
            ? eq(signInFailures.email, key(email))
            : and(eq(signInFailures.email, key(email)), eq(signInFailures.client, who(client))),
        );
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
