import { lt, sql } from 'drizzle-orm';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from './schema.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** How often ended windows are swept from the table (by whichever call comes next). */
const SWEEP_EVERY_MS = 60_000;

/**
 * A store for @fastify/rate-limit that counts in the database, so that every server on one
 * database counts the same calls: one upsert per call, on a row per route and client address
 * that holds the calls of the current window (a fixed window starting at the first call).
 */
export function databaseRateLimitStore(
  db: Db,
  now: () => number,
): new (options: FastifyRateLimitOptions) => FastifyRateLimitStore {
  let lastSweep = 0;
  const sweep = (at: number) => {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    void db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.windowEndsAt, new Date(at)))
      .catch(() => undefined); // the next sweep tries again
  };

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** Which route's calls this store counts (the plugin makes one child per limited route). */
    private readonly route: string;

    constructor(options: FastifyRateLimitOptions & { routeInfo?: { method?: unknown; url?: string } }) {
      const info = options.routeInfo;
      this.route = info?.url ? `${String(info.method)} ${info.url}` : 'global';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      const started = new Date(at).toISOString();
      const ended = sql`${rateLimitHits.windowEndsAt} <= ${started}::timestamptz`;
      db.insert(rateLimitHits)
        .values({ key: `${this.route} ${key}`, hits: 1, windowEndsAt: new Date(at + timeWindow) })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            hits: sql`case when ${ended} then 1 else ${rateLimitHits.hits} + 1 end`,
            windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitHits.windowEndsAt} end`,
          },
        })
        .returning({ hits: rateLimitHits.hits, windowEndsAt: rateLimitHits.windowEndsAt })
        .then(
          ([row]) => {
            sweep(at);
            callback(null, {
              current: row?.hits ?? 1,
              ttl: Math.max(0, (row?.windowEndsAt.getTime() ?? at) - at),
            });
          },
          (error: Error) => callback(error),
        );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions as unknown as FastifyRateLimitOptions);
    }
  };
}
