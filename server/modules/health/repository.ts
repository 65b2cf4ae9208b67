import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

const journal = JSON.parse(
  readFileSync(new URL('../../db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: { when: number; tag: string }[] };

/** When this release's last migration was written (drizzle keeps it as the applied row's `created_at`). */
export const LATEST_MIGRATION = journal.entries.at(-1)?.when ?? 0;

/**
 * The newest migration the database has applied (ms, as the journal writes it), or null when it
 * has none: one indexed read of drizzle's own small table, the readiness probe's query.
 */
export async function latestAppliedMigration(db: Db): Promise<number | null> {
  const result = await db.execute(sql`select max(created_at) as applied from drizzle.__drizzle_migrations`);
  const applied = (result as unknown as { rows: { applied: string | number | null }[] }).rows[0]?.applied;
  return applied == null ? null : Number(applied);
}
