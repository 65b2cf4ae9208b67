import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { rowsOf } from '../audit/chain.ts';
import { onPostgresServer } from '../test/pglite-template.ts';
import { databaseTargets } from '../test/harness.ts';

const root = path.resolve(import.meta.dirname, '../..');
const entrypoint = path.join(root, 'scripts/ops/entrypoint.sh');
const migrations = (
  JSON.parse(readFileSync(path.join(root, 'server/db/migrations/meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

/**
 * The container's entry script with a stand-in for the server: `sh -c 'echo pid $$'` says which
 * process it runs in. `whenWaiting` runs once the script says it waits for the database.
 */
function runEntrypoint(env: Record<string, string>, whenWaiting?: () => Promise<void>) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn('sh', [entrypoint, 'sh', '-c', 'echo "pid $$"'], {
    env: { ...inherited, PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`, ...env },
  });
  let stdout = '';
  let stderr = '';
  let waited = false;
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (!waited && stdout.includes('waiting for the database')) {
      waited = true;
      void whenWaiting?.();
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string; pid: number | undefined }>(
    (resolve) => child.on('close', (code) => resolve({ code, stdout, stderr, pid: child.pid })),
  );
}

describe.each(databaseTargets)('the container entry script on $name', (target) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lantern-entrypoint-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // Two fresh Node processes (the migration, then the stand-in) on a shared machine.
  it(
    'waits for the database, migrates it, then becomes the command it was given',
    { timeout: 90_000 },
    async () => {
      let url: string | undefined;
      let create: (() => Promise<void>) | undefined;
      let drop = async (): Promise<void> => undefined;
      if (target.name === 'postgres') {
        // A database that does not exist yet, as while PostgreSQL's container initialises.
        const admin = process.env.TEST_DATABASE_URL as string;
        const name = `lantern_entry_${randomBytes(4).toString('hex')}`;
        const u = new URL(admin);
        u.pathname = `/${name}`;
        url = u.toString();
        create = () => onPostgresServer(admin, `CREATE DATABASE ${name}`);
        drop = () => onPostgresServer(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
      try {
        const result = await runEntrypoint({ DATA_DIR: dataDir, ...(url && { DATABASE_URL: url }) }, create);
        expect(result.stderr).toBe('');
        expect(result.code).toBe(0);
        if (create) expect(result.stdout).toMatch(/waiting for the database: .*does not exist/);
        expect(result.stdout).toContain(`database migrated (${target.name})`);
        // exec: the stand-in runs in the script's own process, which a container's signals reach.
        expect(result.stdout).toContain(`pid ${result.pid}`);

        const database = await openDatabase(url ? { url } : { dataDir });
        const applied = await rowsOf<{ n: string | number }>(
          database.db,
          sql`select count(*) as n from drizzle.__drizzle_migrations`,
        );
        await database.close();
        expect(Number(applied.rows[0]?.n)).toBe(migrations);
      } finally {
        await drop();
      }
    },
  );
});
