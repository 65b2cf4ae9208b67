import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { checkAuditChain, type ChainCheck } from '../audit/chain.ts';
import type { Db } from '../db/client.ts';

const run = promisify(execFile);

/** The database of a backup: where it is, how to dump it, how to put a dump back. */
export interface BackupDatabase {
  kind: 'pglite' | 'postgres';
  /** The dump's file name inside the backup folder. */
  file: string;
  /** Writes the dump to `target`; the row counts and migration are those of the same moment. */
  dump(target: string): Promise<{ rows: Record<string, number>; migration: string }>;
  /** PGlite: a process has the data directory open (its postmaster.pid is there until it closes it). */
  openElsewhere(): boolean;
  /** Whether any table of the application holds a row (a restore would overwrite it). */
  holdsData(): Promise<boolean>;
  /** Empties the database (its tables, or the PostgreSQL files of DATA_DIR), then loads the dump at `source`. */
  restore(source: string): Promise<void>;
  /** The restored database's row counts and its audit chain's verdict. */
  inspect(): Promise<{ rows: Record<string, number>; chain: ChainCheck }>;
}

interface Sql {
  rows<T>(text: string): Promise<T[]>;
}

/** Every table (partitioned ones as a whole) outside PostgreSQL's own schemas. */
const TABLES = `select n.nspname as schema, c.relname as name from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and not c.relispartition
    and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
  order by 1, 2`;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rowCounts(sql: Sql): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const t of await sql.rows<{ schema: string; name: string }>(TABLES)) {
    const [row] = await sql.rows<{ n: string | number }>(
      `select count(*) as n from ${quote(t.schema)}.${quote(t.name)}`,
    );
    rows[`${t.schema}.${t.name}`] = Number(row?.n ?? 0);
  }
  return rows;
}

const journalFile = new URL('../db/migrations/meta/_journal.json', import.meta.url);

/** The tags of the migrations this version of Lantern has, by the time drizzle records for each. */
export async function knownMigrations(): Promise<Map<number, string>> {
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return new Map(journal.entries.map((e) => [e.when, e.tag]));
}

async function lastMigration(sql: Sql): Promise<string> {
  const [row] = await sql.rows<{ created_at: string | number }>(
    'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  if (!row) throw new Error('the database has no schema migrations: it is not a Lantern database');
  const when = Number(row.created_at);
  return (await knownMigrations()).get(when) ?? `unknown migration of ${new Date(when).toISOString()}`;
}

const holdsRows = async (sql: Sql) =>
  Object.entries(await rowCounts(sql)).some(([table, n]) => table.startsWith('public.') && n > 0);

/** PostgreSQL's files in a data directory; everything else in DATA_DIR (uploads, keys) is the server's. */
const CLUSTER_ENTRY =
  /^(PG_VERSION|base|global|pg_[a-z_]+(\.conf)?|postgresql(\.auto)?\.conf|postmaster\.(opts|pid))$/;

/** The embedded database in DATA_DIR, opened here while no server has it open. */
export function pgliteDatabase(dataDir: string): BackupDatabase {
  const extensions = { pg_trgm };
  const exists = () => existsSync(path.join(dataDir, 'PG_VERSION'));
  const withClient = async <T>(work: (client: PGlite) => Promise<T>, loadDataDir?: Blob): Promise<T> => {
    const client = await PGlite.create({ dataDir, extensions, ...(loadDataDir && { loadDataDir }) });
    try {
      return await work(client);
    } finally {
      await client.close();
    }
  };
  const sqlOf = (client: PGlite): Sql => ({
    rows: async <T>(text: string) => (await client.query<T>(text)).rows,
  });
  return {
    kind: 'pglite',
    file: 'database.tar.gz',
    openElsewhere: () => existsSync(path.join(dataDir, 'postmaster.pid')),
    dump: (target) =>
      withClient(async (client) => {
        if (!exists()) throw new Error(`${dataDir} holds no database`);
        const sql = sqlOf(client);
        const state = { rows: await rowCounts(sql), migration: await lastMigration(sql) };
        const tarball = await client.dumpDataDir('gzip');
        await writeFile(target, Buffer.from(await tarball.arrayBuffer()));
        return state;
      }),
    holdsData: async () => exists() && withClient((client) => holdsRows(sqlOf(client))),
    async restore(source) {
      if (existsSync(dataDir))
        for (const entry of readdirSync(dataDir))
          if (CLUSTER_ENTRY.test(entry))
            await rm(path.join(dataDir, entry), { recursive: true, force: true });
      await withClient(async () => undefined, new Blob([await readFile(source)]));
    },
    inspect: () =>
      withClient(async (client) => ({
        rows: await rowCounts(sqlOf(client)),
        chain: await checkAuditChain(drizzlePglite(client) as unknown as Db),
      })),
  };
}

/** The newest PostgreSQL client tools installed (Debian's /usr/lib/postgresql/<version>/bin), else PATH's. */
function clientTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(root, versions[0], 'bin', name) : name;
}

/** The connection string without its password (kept out of the process list), and the password. */
function split(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

async function toolFailed<T>(work: Promise<T>, what: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new Error(`${what} failed: ${stderr || (error as Error).message}`, { cause: error });
  }
}

/** The PostgreSQL database of DATABASE_URL, dumped with pg_dump's custom format. */
export function postgresDatabase(url: string): BackupDatabase {
  const withClient = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const sqlOf = (client: pg.Client): Sql => ({
    rows: async <T>(text: string) => (await client.query(text)).rows as T[],
  });
  const { dbname, env } = split(url);
  return {
    kind: 'postgres',
    file: 'database.dump',
    openElsewhere: () => false,
    dump: (target) =>
      withClient(async (client) => {
        // The counts and pg_dump read one snapshot: the server may go on writing meanwhile.
        await client.query('begin isolation level repeatable read read only');
        try {
          const [snapshot] = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows;
          const sql = sqlOf(client);
          const state = { rows: await rowCounts(sql), migration: await lastMigration(sql) };
          const args = [
            '--format=custom',
            `--snapshot=${snapshot?.id}`,
            '--file',
            target,
            '--dbname',
            dbname,
          ];
          await toolFailed(run(clientTool('pg_dump'), args, { env }), 'pg_dump');
          return state;
        } finally {
          await client.query('commit');
        }
      }),
    holdsData: () => withClient((client) => holdsRows(sqlOf(client))),
    async restore(source) {
      await withClient(async (client) => {
        const schemas = await sqlOf(client).rows<{ name: string }>(
          `select nspname as name from pg_namespace where nspname <> 'information_schema' and nspname not like 'pg\\_%'`,
        );
        for (const { name } of schemas) await client.query(`drop schema ${quote(name)} cascade`);
        await client.query('create schema if not exists public');
      });
      const args = [
        '--single-transaction',
        '--exit-on-error',
        '--no-owner',
        '--no-privileges',
        '--dbname',
        dbname,
        source,
      ];
      await toolFailed(run(clientTool('pg_restore'), args, { env }), 'pg_restore');
    },
    inspect: () =>
      withClient(async (client) => ({
        rows: await rowCounts(sqlOf(client)),
        chain: await checkAuditChain(drizzlePg(client) as unknown as Db),
      })),
  };
}
