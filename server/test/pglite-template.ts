import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../db/client.ts';
import { seedDemo } from '../seed.ts';
import { startJobEngine } from '../jobs/engine.ts';
import { TEST_SECRET } from './test-secret.ts';

/** The directory of the templates (set here, read by harness.ts in each worker). */
export const PGLITE_TEMPLATE_ENV = 'LANTERN_PGLITE_TEMPLATE';
/** The PostgreSQL template databases' name prefix (`<prefix>_migrated`, `<prefix>_seeded`), read by harness.ts. */
export const POSTGRES_TEMPLATE_ENV = 'LANTERN_POSTGRES_TEMPLATE';

/** Runs statements on the maintenance database of the PostgreSQL server at `adminUrl`. */
export async function onPostgresServer(adminUrl: string, ...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const databaseUrl = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * The same two templates on the PostgreSQL server of TEST_DATABASE_URL, as template databases:
 * `CREATE DATABASE … TEMPLATE` copies files, where migrating, installing the job engine's schema
 * and seeding each test's database took seconds of both cores. Returns their teardown.
 */
async function postgresTemplates(adminUrl: string): Promise<() => Promise<void>> {
  const prefix = `lantern_template_${randomBytes(4).toString('hex')}`;
  await onPostgresServer(adminUrl, `CREATE DATABASE ${prefix}_migrated`);
  const migrated = await openDatabase({ url: databaseUrl(adminUrl, `${prefix}_migrated`) });
  await prepare(migrated);
  await migrated.close();
  await onPostgresServer(adminUrl, `CREATE DATABASE ${prefix}_seeded TEMPLATE ${prefix}_migrated`);
  const seeded = await openDatabase({ url: databaseUrl(adminUrl, `${prefix}_seeded`) });
  await seedDemo(seeded.db, { appActivity: false, secondFactorSecret: TEST_SECRET });
  await seeded.close();
  process.env[POSTGRES_TEMPLATE_ENV] = prefix;
  return () =>
    onPostgresServer(
      adminUrl,
      `DROP DATABASE IF EXISTS ${prefix}_seeded WITH (FORCE)`,
      `DROP DATABASE IF EXISTS ${prefix}_migrated WITH (FORCE)`,
    );
}

/** Migrated by opening; the job engine's schema too: each test's server then only checks it. */
async function prepare(database: Database): Promise<void> {
  const log = { error: () => undefined, warn: () => undefined };
  await (await startJobEngine({ database, work: false, log })).stop();
}

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
export default async function setup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lantern-pglite-'));
  const database = await openDatabase({});
  await prepare(database);
  await dump(database, path.join(dir, 'migrated.tar'));
  await seedDemo(database.db, { appActivity: false, secondFactorSecret: TEST_SECRET });
  await dump(database, path.join(dir, 'seeded.tar'));
  await database.close();
  process.env[PGLITE_TEMPLATE_ENV] = dir;
  const adminUrl = process.env.TEST_DATABASE_URL;
  const dropPostgres = adminUrl ? await postgresTemplates(adminUrl) : undefined;
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await dropPostgres?.();
  };
}
