import type { Db } from '../../db/client.ts';
import { LATEST_MIGRATION, latestAppliedMigration } from './repository.ts';

/** How long the database may take to answer the probe before the server counts as not ready. */
export const READY_WITHIN_MS = 1_000;

/**
 * Whether the server can serve: its database answers within `READY_WITHIN_MS` and holds every
 * migration of this release. Resolves to null when ready, else to the reason in plain words.
 * Probes that arrive while one query is in flight wait on that query rather than send another,
 * so a stuck database is not sent a pile of them.
 */
export function createReadinessCheck(db: Db, withinMs = READY_WITHIN_MS): () => Promise<string | null> {
  let inFlight: Promise<number | null> | undefined;
  const query = () =>
    (inFlight ??= latestAppliedMigration(db).finally(() => {
      inFlight = undefined;
    }));
  return async () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), withinMs);
    });
    try {
      const applied = await Promise.race([query(), late]);
      if (applied === 'late') return `The database did not answer within ${withinMs / 1000} s`;
      if (applied === null || applied < LATEST_MIGRATION)
        return "The database's migrations are not all applied yet";
      return null;
    } catch {
      return 'The database cannot be reached';
    } finally {
      clearTimeout(timer);
    }
  };
}
