/**
 * The real server under 100 connections on an admin's user list (`GET /api/users?page=1&size=10`
 * as admin@stmarys.test, demo data), on PGlite and on PostgreSQL: p50, p99, answers 2xx, 503 (the
 * embedded database's `busy`, or a request past its deadline) and other, client time-outs (10 s),
 * and the server's resident memory before, right after and after IDLE seconds idle, with where it
 * is (bench/lib/memory-probe.ts: V8's heap, the WebAssembly memory of PGlite, the rest). The load
 * average is printed beside the figures. Asserts nothing (timings are not tests).
 *
 *   nice -n 15 node bench/load.ts                  (100 connections × 20 s, then 15 s idle)
 *   CONNECTIONS=10 DURATION=3 IDLE=3 node bench/load.ts   (a quick run)
 *   ONLY=pglite or ONLY=postgres; DATABASE_URL=postgres://… (an empty database: the demo is loaded
 *   into it) instead of a database of TEST_DATABASE_URL's server or a throw-away cluster
 *   DATABASE_QUEUE_LIMIT, DATABASE_QUEUE_WAIT_MS: passed to the server (docs/configuration.md)
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { apiSignIn } from '../tests/support/second-factor.ts';
import { createDatabase } from '../tests/support/postgres.ts';
import { startPostgres, startServer, type Running } from './lib/processes.ts';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const DURATION = Number(process.env.DURATION ?? 20);
const IDLE = Number(process.env.IDLE ?? 15);
const CLIENT_TIMEOUT_SECONDS = 10;
const ONLY = process.env.ONLY;

interface Probe {
  reads: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  arrayBuffers: number;
  wasm: number;
  collected: { rss: number; heapUsed: number; heapTotal: number };
}

/** The smallest value at or above `p` % of `values` (0 when there are none). */
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** Resident memory of a process in bytes (Linux /proc). */
async function rssOf(pid: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

/** Asks the server's memory probe for its figures (SIGUSR2) and waits for them. */
async function probe(server: Running, file: string, reads: number): Promise<Probe> {
  process.kill(server.pid as number, 'SIGUSR2');
  for (let i = 0; i < 200; i++) {
    await sleep(50);
    const text = await readFile(file, 'utf8').catch(() => '');
    if (text) {
      const figures = JSON.parse(text) as Probe;
      if (figures.reads === reads) return figures;
    }
  }
  throw new Error('the server did not write its memory figures');
}

const breakdown = (p: Probe) =>
  `rss ${mb(p.rss)} MB = V8 heap ${mb(p.heapTotal)} (${mb(p.heapUsed)} used) + WebAssembly ${mb(p.wasm)} ` +
  `+ array buffers ${mb(p.arrayBuffers)} + the rest ${mb(p.rss - p.heapTotal - p.wasm - p.arrayBuffers)}; ` +
  `after a forced collection: rss ${mb(p.collected.rss)} MB, heap ${mb(p.collected.heapUsed)} used of ${mb(p.collected.heapTotal)}`;

async function measure(name: 'pglite' | 'postgres', databaseUrl?: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lantern-load-'));
  const probeFile = path.join(dataDir, 'memory.json');
  const server = await startServer({
    dataDir,
    databaseUrl,
    nodeArgs: ['--expose-gc', '--import', './bench/lib/memory-probe.ts'],
    env: { MEMORY_PROBE_FILE: probeFile },
  });
  try {
    const { access_token } = await apiSignIn(server.url, 'admin@stmarys.test', 'Lantern-demo-2026!');
    await sleep(2_000); // the start-up's work (jobs, the first probes) settles
    const before = await probe(server, probeFile, 1);
    const loadBefore = load();
    // Each answer's time by status, for the served answers' p99 apart from the refusals'.
    const times = new Map<number, number[]>();
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const run = autocannon(
        {
          url: `${server.url}/api/users?page=1&size=10`,
          connections: CONNECTIONS,
          duration: DURATION,
          timeout: CLIENT_TIMEOUT_SECONDS,
          headers: { authorization: `Bearer ${access_token}` },
        },
        (error, done) => (error ? reject(error as Error) : resolve(done)),
      );
      run.on('response', (_client, status, _bytes, ms) => {
        let list = times.get(status);
        if (!list) times.set(status, (list = []));
        list.push(ms);
      });
    });
    const rssAfter = await rssOf(server.pid);
    const loadAfter = load();
    await sleep(IDLE * 1000);
    const rssIdle = await rssOf(server.pid);
    const idle = await probe(server, probeFile, 2);
    const count = (status: string) =>
      (result.statusCodeStats as Record<string, { count?: number }> | undefined)?.[status]?.count ?? 0;
    const busy = count('503');
    return {
      figures: {
        database: name,
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'p99 of 2xx ms': percentile(times.get(200) ?? [], 99),
        'p99 of 503s ms': percentile(times.get(503) ?? [], 99),
        '2xx': result['2xx'],
        '503s': busy,
        other: result.non2xx - busy,
        'time-outs': result.timeouts,
        errors: result.errors - result.timeouts,
        'RSS before MB': mb(before.rss),
        'after MB': mb(rssAfter),
        [`after ${IDLE} s idle MB`]: mb(rssIdle),
        'load avg before / after': `${loadBefore} / ${loadAfter}`,
      },
      memory: [`${name} before: ${breakdown(before)}`, `${name} after ${IDLE} s idle: ${breakdown(idle)}`],
    };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** PostgreSQL: DATABASE_URL, a fresh database of TEST_DATABASE_URL's server, or a throw-away cluster. */
async function postgres(): Promise<{ url: string; done(): Promise<void> } | null> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, done: async () => undefined };
  if (process.env.TEST_DATABASE_URL) {
    const created = await createDatabase(process.env.TEST_DATABASE_URL, 'lantern_load');
    return { url: created.url, done: created.drop };
  }
  const cluster = await startPostgres();
  return cluster && { url: cluster.databaseUrl, done: cluster.stop };
}

console.log(
  `${CONNECTIONS} connections × ${DURATION} s on GET /api/users?page=1&size=10, client time-out ${CLIENT_TIMEOUT_SECONDS} s`,
);
const rows = [];
const memory: string[] = [];
if (ONLY !== 'postgres') {
  const { figures, memory: lines } = await measure('pglite');
  rows.push(figures);
  memory.push(...lines);
}
if (ONLY !== 'pglite') {
  const database = await postgres();
  if (!database)
    console.log('PostgreSQL: no server (DATABASE_URL, TEST_DATABASE_URL or an installed initdb)');
  else
    try {
      const { figures, memory: lines } = await measure('postgres', database.url);
      rows.push(figures);
      memory.push(...lines);
    } finally {
      await database.done();
    }
}
console.table(rows);
for (const line of memory) console.log(line);
