import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../db/client.ts';
import { seedDemo } from '../seed.ts';
import { startJobEngine } from '../jobs/engine.ts';
import { TEST_SECRET } from './test-secret.ts';

/** The directory of the templates (set here, read by harness.ts in each worker). */
export const PGLITE_TEMPLATE_ENV = 'LANTERN_PGLITE_TEMPLATE';

async function dump(database: Database, file: string): Promise<void> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const blob = await client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
}

/**
 * Global setup of the server test project: one PGlite database migrated, dumped as `migrated.tar`,
 * then seeded with the demo data set (no app activity, as createTestApp seeds it) and dumped as
 * `seeded.tar` (both with the job engine's schema); each test's fresh database starts from a dump. An empty PGlite runs initdb in
 * WebAssembly, then the migrations and the seed: seconds per database on a quiet machine, many
 * times that under load, and the suite opens hundreds. Built from this checkout on every run, so
 * never stale. Seeded data dated relative to now is as old as the run (minutes); the workers inherit
 * the variable as they start.
 */
export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lantern-pglite-'));
  const database = await openDatabase({});
  // The job engine's schema too: each test's server then only checks it.
  const log = { error: () => undefined, warn: () => undefined };
  await (await startJobEngine({ database, work: false, log })).stop();
  await dump(database, path.join(dir, 'migrated.tar'));
  await seedDemo(database.db, { appActivity: false, secondFactorSecret: TEST_SECRET });
  await dump(database, path.join(dir, 'seeded.tar'));
  await database.close();
  process.env[PGLITE_TEMPLATE_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
