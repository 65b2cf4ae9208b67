/**
 * How long `npm run backup` and `npm run restore` take on the demo data (the seed with its ninety
 * days of app activity), for the embedded database and for PostgreSQL: each command timed as an
 * operator runs it (a fresh Node process), the restore into an emptied database (PGlite's DATA_DIR
 * removed; the PostgreSQL database dropped and created again). Prints; asserts nothing.
 *
 *   node bench/backup.ts                         (PostgreSQL: a throw-away cluster when initdb is installed)
 *   TEST_DATABASE_URL=postgres://… node bench/backup.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/client.ts';
import { seedDemo } from '../server/seed.ts';
import type { Manifest } from '../server/ops/manifest.ts';
import { startPostgres } from './lib/processes.ts';
import { BENCH_SECRET } from './lib/staff-sign-in.ts';

const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'lantern-backup-bench-'));

/** Wall-clock seconds of `node server/ops/<name>.ts …` with this environment. */
function timed(name: 'backup' | 'restore', args: string[], env: Record<string, string>): number {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const started = performance.now();
  execFileSync(process.execPath, [path.join(root, 'server/ops', `${name}.ts`), ...args], {
    cwd: work,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return (performance.now() - started) / 1000;
}

async function onServer(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

function report(kind: string, backupDir: string, backup: number, restore: number) {
  const manifest = JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as Manifest;
  const rows = Object.values(manifest.database.rows).reduce((a, b) => a + b, 0);
  const dump = manifest.parts.find((p) => p.path === manifest.database.file)?.bytes ?? 0;
  console.log(
    `${kind.padEnd(9)} backup ${backup.toFixed(1)} s   restore ${restore.toFixed(1)} s   ` +
      `(${rows} rows in ${Object.keys(manifest.database.rows).length} tables, dump ${(dump / 1024 ** 2).toFixed(1)} MB, ` +
      `${manifest.uploads.files} upload files)`,
  );
}

try {
  // The embedded database in a DATA_DIR of its own.
  const dataDir = path.join(work, 'pglite-data');
  const seeded = await openDatabase({ dataDir });
  await seedDemo(seeded.db, { secondFactorSecret: BENCH_SECRET });
  await seeded.close();
  const pgliteBackup = path.join(work, 'pglite-backup');
  const pgliteBackupSeconds = timed('backup', [pgliteBackup], { DATA_DIR: dataDir });
  rmSync(dataDir, { recursive: true, force: true });
  const pgliteRestoreSeconds = timed('restore', [pgliteBackup], { DATA_DIR: dataDir });
  report('pglite', pgliteBackup, pgliteBackupSeconds, pgliteRestoreSeconds);

  const cluster = process.env.TEST_DATABASE_URL ? null : await startPostgres();
  const adminUrl = process.env.TEST_DATABASE_URL ?? cluster?.databaseUrl;
  if (!adminUrl) console.log('postgres  skipped: no PostgreSQL (set TEST_DATABASE_URL or install initdb)');
  else
    try {
      const name = `lantern_backup_bench_${process.pid}`;
      await onServer(adminUrl, `CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ url: url.toString(), statementTimeoutMs: 0 });
      await seedDemo(database.db, { secondFactorSecret: BENCH_SECRET });
      await database.close();
      const env = { DATA_DIR: path.join(work, 'postgres-data'), DATABASE_URL: url.toString() };
      const backupDir = path.join(work, 'postgres-backup');
      const backupSeconds = timed('backup', [backupDir], env);
      await onServer(adminUrl, `DROP DATABASE ${name} WITH (FORCE)`);
      await onServer(adminUrl, `CREATE DATABASE ${name}`);
      const restoreSeconds = timed('restore', [backupDir], env);
      report('postgres', backupDir, backupSeconds, restoreSeconds);
      await onServer(adminUrl, `DROP DATABASE ${name} WITH (FORCE)`);
    } finally {
      await cluster?.stop();
    }
} finally {
  rmSync(work, { recursive: true, force: true });
}
