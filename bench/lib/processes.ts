/**
 * The processes a benchmark measures: the real server (node server/main.ts, production mode, demo
 * data, a temporary DATA_DIR), a bare node:http server for comparison, and a throw-away
 * PostgreSQL cluster when TEST_DATABASE_URL is unset.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BENCH_SECRET } from './staff-sign-in.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Until `url` answers (with a 2xx, unless `anyStatus`). */
async function waitFor(url: string, child: ChildProcess, what: string, anyStatus = false): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`${what} stopped (exit ${child.exitCode})`);
    try {
      const answer = await fetch(url);
      if (answer.ok || anyStatus) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${what} did not answer ${url} within a minute`);
}

export interface Running {
  url: string;
  /** The process, for its CPU time (cpuTicks). */
  pid?: number;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
}

/** `node server/main.ts` as an operator starts it, with demo data in a fresh data folder. */
export async function startServer(options: {
  dataDir: string;
  databaseUrl?: string;
  /** Node's options before the script (`--import` of a probe) and more environment. */
  nodeArgs?: string[];
  env?: Record<string, string>;
}): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DEMO: 'true',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      JWT_SECRET: BENCH_SECRET,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // The bench signs in more often than a person would.
      AUTH_RATE_LIMIT: '10000',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, child, 'the server');
  return { url, pid: child.pid, stop: stopper(child) };
}

/** The fair ceiling for /api/health: node:http answering the same JSON, nothing else. */
const BARE_HEALTH = `
const body = JSON.stringify({ status: 'ok', database: 'pglite', version: '0.0.0' });
require('node:http').createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');`;

/** The fair ceiling for an upload: node:http streaming one PUT's body into a file on the same disk. */
const BARE_UPLOAD = `
const fs = require('node:fs');
const path = require('node:path');
let n = 0;
require('node:http').createServer((req, res) => {
  if (req.method !== 'PUT') { res.writeHead(200).end('{}'); return; }
  const file = fs.createWriteStream(path.join(process.env.DIR, 'put-' + (n += 1) + '.bin'));
  req.pipe(file);
  file.on('finish', () => res.writeHead(204).end());
}).listen(Number(process.env.PORT), '127.0.0.1');`;

export async function startBare(kind: 'health' | 'upload', dir = tmpdir()): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', kind === 'health' ? BARE_HEALTH : BARE_UPLOAD], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DIR: dir },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child, 'the bare node:http server');
  return { url, pid: child.pid, stop: stopper(child) };
}

/** A bench script of bench/lib (bare-list.ts, bare-tus.ts) on its own port, once it answers. */
async function startScript(script: string, env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join('bench/lib', script)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child, script, true);
  return { url, pid: child.pid, stop: stopper(child) };
}

/** node:http answering the 100-row page from the users repository alone (bench/lib/bare-list.ts). */
export const startBareList = (database: { dataDir?: string; url?: string }) =>
  startScript('bare-list.ts', { DATA_DIR: database.dataDir ?? '', DATABASE_URL: database.url ?? '' });

/** @tus/server and its FileStore on bare node:http at /files (bench/lib/bare-tus.ts). */
export const startBareTus = (dir: string) => startScript('bare-tus.ts', { DIR: dir });

/**
 * CPU time a process has used, in ms (Linux /proc; 0 elsewhere). On a machine shared with other
 * work, CPU per request moves far less than requests per second do.
 */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return 0;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A PostgreSQL cluster in a temporary folder (as .ci/run starts one), removed by stop(). */
export async function startPostgres(): Promise<(Running & { databaseUrl: string }) | null> {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];
  const bin = versions.length ? `/usr/lib/postgresql/${versions.at(-1)}/bin` : null;
  if (!bin || !existsSync(`${bin}/initdb`)) return null;
  const data = mkdtempSync(path.join(tmpdir(), 'lantern-bench-pg-'));
  const port = await freePort();
  const root = process.getuid?.() === 0;
  if (root) chownSync(data, Number(spawnSync('id', ['-u', 'postgres']).stdout.toString().trim()), 0);
  const asPostgres = (command: string) =>
    root
      ? spawnSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { stdio: 'ignore' })
      : spawnSync('bash', ['-c', command], { stdio: 'ignore' });
  const init = asPostgres(`'${bin}/initdb' -D '${data}' -U postgres -A trust --no-sync -E UTF8`);
  if (init.status !== 0) return null;
  const started = asPostgres(
    `'${bin}/pg_ctl' -D '${data}' -l '${data}/server.log' -w -o "-p ${port} -k '${data}' -c listen_addresses=127.0.0.1 -c fsync=off" start`,
  );
  if (started.status !== 0) return null;
  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url: databaseUrl,
    databaseUrl,
    stop: async () => {
      asPostgres(`'${bin}/pg_ctl' -D '${data}' -m immediate stop`);
      rmSync(data, { recursive: true, force: true });
    },
  };
}
