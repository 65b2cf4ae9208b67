import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../http/schema.ts';
import { signInFailures } from '../modules/auth/schema.ts';

/** The row of a budget: failures from every address together (as the sign-in throttle's account row). */
const EVERYONE = '';

/**
 * The counts behind the app's guessing limits (server/modules/app/guess-limits.ts), in the same
 * tables as the sign-in throttle and the rate limits so that every server on one database shares
 * them: budgets (failures under a key in a fixed window) and streaks (an address's failures in a
 * row, with the time of the last) in sign_in_failures; marks (an address known for a while) in
 * rate_limit_hits, whose ended rows the rate-limit store sweeps.
 */
export function createGuessStore(db: Db, now: () => number) {
  const at = () => new Date(now());
  return {
    /** Failures counted under `key` in its current window, and when that window ends (0 if none is running). */
    async budget(key: string, windowMs: number): Promise<{ failures: number; endsAt: number }> {
      const [row] = await db
        .select()
        .from(signInFailures)
        .where(and(eq(signInFailures.email, key), eq(signInFailures.client, EVERYONE)));
      const endsAt = row ? row.windowStartedAt.getTime() + windowMs : 0;
      return endsAt > now() && row ? { failures: row.failures, endsAt } : { failures: 0, endsAt: 0 };
    },
    /** Counts one failure under `key`; a window that has ended starts again with it. */
    async spend(key: string, windowMs: number): Promise<void> {
      const started = at();
      const ended = sql`${signInFailures.windowStartedAt} <= ${new Date(now() - windowMs).toISOString()}::timestamptz`;
      await db
        .insert(signInFailures)
        .values({ email: key, client: EVERYONE, failures: 1, windowStartedAt: started })
        .onConflictDoUpdate({
          target: [signInFailures.email, signInFailures.client],
          set: {
            failures: sql`case when ${ended} then 1 else ${signInFailures.failures} + 1 end`,
            windowStartedAt: sql`case when ${ended} then ${started.toISOString()}::timestamptz else ${signInFailures.windowStartedAt} end`,
          },
        });
    },
    /** An address's failures in a row under `key` and when the last one was (none once `forgetMs` passed without one). */
    async streak(
      key: string,
      client: string,
      forgetMs: number,
    ): Promise<{ failures: number; lastAt: number }> {
      const [row] = await db
        .select()
        .from(signInFailures)
        .where(and(eq(signInFailures.email, key), eq(signInFailures.client, client || 'unknown')));
      const lastAt = row?.windowStartedAt.getTime() ?? 0;
      return row && lastAt + forgetMs > now()
        ? { failures: row.failures, lastAt }
        : { failures: 0, lastAt: 0 };
    },
    /** One more failure in the address's streak (a streak forgotten after `forgetMs` starts again). */
    async extendStreak(key: string, client: string, forgetMs: number): Promise<void> {
      const last = at();
      const forgotten = sql`${signInFailures.windowStartedAt} <= ${new Date(now() - forgetMs).toISOString()}::timestamptz`;
      await db
        .insert(signInFailures)
        .values({ email: key, client: client || 'unknown', failures: 1, windowStartedAt: last })
        .onConflictDoUpdate({
          target: [signInFailures.email, signInFailures.client],
          set: {
            failures: sql`case when ${forgotten} then 1 else ${signInFailures.failures} + 1 end`,
            windowStartedAt: sql`${last.toISOString()}::timestamptz`,
          },
        });
    },
    /** Remembers `key` for `forMs` (a later mark may only lengthen it). */
    async mark(key: string, forMs: number): Promise<void> {
      const until = new Date(now() + forMs);
      await db
        .insert(rateLimitHits)
        .values({ key: `mark ${key}`, hits: 1, windowEndsAt: until })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            hits: sql`${rateLimitHits.hits} + 1`,
            windowEndsAt: sql`greatest(${rateLimitHits.windowEndsAt}, excluded.window_ends_at)`,
          },
        });
    },
    /** Whether any of `keys` is remembered now. */
    async marked(keys: string[]): Promise<boolean> {
      for (const key of keys) {
        const [row] = await db
          .select({ key: rateLimitHits.key })
          .from(rateLimitHits)
          .where(and(eq(rateLimitHits.key, `mark ${key}`), gt(rateLimitHits.windowEndsAt, at())))
          .limit(1);
        if (row) return true;
      }
      return false;
    },
  };
}
export type GuessStore = ReturnType<typeof createGuessStore>;
