import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './server.ts';

/** The newest installed PostgreSQL's bin folder (Debian's layout, as .ci/run uses). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  if (!newest) throw new Error(`no PostgreSQL under ${root}: install the postgresql package (.ci/run does)`);
  return path.join(root, newest, 'bin');
}

const root = process.getuid?.() === 0;

/** Runs a PostgreSQL program, as the postgres user when we are root (initdb refuses root). */
function run(program: string, args: string[]): void {
  const file = path.join(postgresBin(), program);
  if (root) execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' });
  else execFileSync(file, args, { stdio: 'pipe' });
}

export interface Cluster {
  /** postgres://postgres@127.0.0.1:port/postgres */
  url: string;
  /** Stops the server (`fast`: connections get the admin-shutdown error, as in a restart). */
  stop(): void;
  start(): void;
  /** Stops it for good and removes its files. */
  destroy(): void;
}

/** A throw-away PostgreSQL cluster on 127.0.0.1 and a free port, like the one .ci/run starts. */
export async function startCluster(): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lantern-pg-'));
  if (root) {
    const { uid, gid } = userIds('postgres');
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  run('initdb', ['-D', dir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['-D', dir, '-l', path.join(dir, 'server.log'), '-w', '-o', options, 'start']);
  const stop = () => run('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
  start();
  let destroyed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      try {
        run('pg_ctl', ['-D', dir, '-m', 'immediate', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function userIds(name: string): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', name]).toString().trim());
  const gid = Number(execFileSync('id', ['-g', name]).toString().trim());
  return { uid, gid };
}

/** A new empty database on the server of `adminUrl`; answers its URL and a function dropping it. */
export async function createDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * The PostgreSQL server of TEST_DATABASE_URL (CI's) when it is set, else a throw-away cluster
 * started here — so a test that needs PostgreSQL always runs, never skips.
 */
export async function postgresServer(): Promise<{ url: string; release(): void }> {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, release: () => undefined };
  const cluster = await startCluster();
  return { url: cluster.url, release: () => cluster.destroy() };
}
