/**
 * Load on the real server: autocannon against `/api/health` and an authenticated
 * 10-row list (`/api/users?page=1&size=10` as admin@stmarys.test), and against a bare node:http
 * server answering a small JSON in the same run, for scale. Prints req/s, p99, errors and the
 * server's resident memory before and after; asserts nothing (timings are not tests).
 *
 *   node bench/load.ts                          (100 connections × 20 s per target)
 *   CONNECTIONS=10 DURATION=3 node bench/load.ts (a quick run)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { apiSignIn } from '../tests/support/second-factor.ts';
import { freePort } from '../tests/support/server.ts';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const DURATION = Number(process.env.DURATION ?? 20);
const root = path.resolve(import.meta.dirname, '..');

/** Resident memory of a process in MB (Linux /proc). */
const rssOf = (pid: number | undefined): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

async function waitFor(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in 60 s\n${output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function start(args: string[], env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let log = '';
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  return { child, output: () => log };
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.on('exit', () => resolve());
    child.kill('SIGINT');
  });

interface Figures {
  target: string;
  reqPerSec: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(target: string, url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return {
    target,
    reqPerSec: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

// The bare server: what node:http alone answers on this machine, in its own process like ours.
const barePort = await freePort();
const bare = start(
  [
    '-e',
    `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json' }); s.end('{"status":"ok"}'); }).listen(${barePort}, '127.0.0.1')`,
  ],
  {},
);
const bareUrl = `http://127.0.0.1:${barePort}/`;
await waitFor(bareUrl, bare.child, bare.output);

const port = await freePort();
const dataDir = await mkdtemp(path.join(tmpdir(), 'lantern-load-'));
const server = start(['server/main.ts'], {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-load-bench-secret-of-at-least-32-characters',
  DEMO: 'true',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  HOST: '127.0.0.1',
  PORT: String(port),
  LOG_LEVEL: 'warn',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
});
const base = `http://127.0.0.1:${port}`;
try {
  await waitFor(`${base}/api/health`, server.child, server.output);
  const { access_token } = await apiSignIn(base, 'admin@stmarys.test', 'Lantern-demo-2026!');

  console.log(`${CONNECTIONS} connections × ${DURATION} s per target`);
  const rssBefore = rssOf(server.child.pid);
  const figures = [
    await load('bare node:http', bareUrl),
    await load('GET /api/health', `${base}/api/health`),
    await load('GET /api/users?page=1&size=10 (admin)', `${base}/api/users?page=1&size=10`, {
      authorization: `Bearer ${access_token}`,
    }),
  ];
  const rssAfter = rssOf(server.child.pid);
  console.table(figures);
  const [bareFigures, health] = figures as [Figures, Figures];
  console.log(`server RSS: ${rssBefore.toFixed(0)} MB before, ${rssAfter.toFixed(0)} MB after`);
  console.log(`health / bare node:http: ${(health.reqPerSec / bareFigures.reqPerSec).toFixed(3)}`);
} finally {
  await stop(server.child);
  await stop(bare.child);
  await rm(dataDir, { recursive: true, force: true });
}
