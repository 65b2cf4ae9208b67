/**
 * The API rows of `npm run bench` alone, repeated: `/api/health` against a bare node:http server,
 * the 100-row list at 10 connections on PGlite (and PostgreSQL unless SKIP=postgres), and the
 * upload ratio (unless SKIP=uploads). No portal build, no browser. Each figure is measured RUNS
 * times (3) and the median printed with the runs beside it, since a shared machine is noisy; the
 * server's CPU time per request (Linux /proc) is printed too, which load elsewhere moves far less.
 * Asserts nothing (timings are not tests).
 *
 *   node bench/api.ts            (RUNS=5, SECONDS=10, SIZE_MB=100, SKIP=postgres,uploads,list,health)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { prepareDatabase } from './lib/data.ts';
import { load, warmThenLoad } from './lib/load.ts';
import {
  cpuMs,
  startBare,
  startBareList,
  startPostgres,
  startServer,
  type Running,
} from './lib/processes.ts';
import { compareUploads } from './uploads.ts';
import { apiSignIn } from '../tests/support/second-factor.ts';

const skip = new Set((process.env.SKIP ?? '').split(',').filter(Boolean));
const RUNS = Number(process.env.RUNS ?? 3);
const seconds = Number(process.env.SECONDS ?? 10);
const LIST = '/api/users?type=2&page=1&size=100';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const show = (what: string, xs: number[], unit: string) =>
  console.log(
    `${what.padEnd(52)} median ${median(xs).toFixed(2)}${unit}  (runs: ${xs.map((x) => x.toFixed(2)).join(', ')})`,
  );

const signIn = async (base: string) => {
  // The demo staff pass the second step with the demo authenticator (docs/demo.md).
  const { access_token } = await apiSignIn(base, 'admin@stmarys.test', 'Lantern-demo-2026!');
  return `Bearer ${access_token}`;
};

/** A load run, and the CPU time the process answering it spent per request (µs). */
async function measured(process: Running, url: string, headers?: Record<string, string>) {
  await warmThenLoad(url, { connections: 10, seconds: 1, headers });
  const before = cpuMs(process.pid);
  const r = await load(url, { connections: 10, seconds, headers });
  return { ...r, cpuUs: ((cpuMs(process.pid) - before) * 1000) / (r.rps * seconds) };
}

/** The list's figures from the server (signed in), or from bare node:http (`bare`: no sign-in). */
async function listP99(server: Running, what: string, bare = false) {
  const headers = bare ? undefined : { authorization: await signIn(server.url) };
  const p99: number[] = [];
  const p50: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const r = await measured(server, bare ? server.url : `${server.url}${LIST}`, headers);
    if (r.errors) console.log(`  ${what}: ${r.errors} errors`);
    p99.push(r.p99);
    p50.push(r.p50);
    cpu.push(r.cpuUs / 1000);
  }
  show(`100-row list p99, 10 connections, ${what}`, p99, ' ms');
  show(`100-row list p50, 10 connections, ${what}`, p50, ' ms');
  show(`100-row list, server CPU per request, ${what}`, cpu, ' ms');
}

console.log(
  `${cpus().length} cores, Node ${process.versions.node}, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const work = mkdtempSync(path.join(tmpdir(), 'lantern-bench-api-'));
try {
  await prepareDatabase({ dataDir: path.join(work, 'data') });
  const server = await startServer({ dataDir: path.join(work, 'data') });
  try {
    if (!skip.has('health')) {
      const bare = await startBare('health');
      try {
        const ratios: number[] = [];
        const cpuRatios: number[] = [];
        for (let i = 0; i < RUNS; i += 1) {
          const ours = await measured(server, `${server.url}/api/health`);
          const theirs = await measured(bare, bare.url);
          console.log(
            `  health ${ours.rps.toFixed(0)} req/s, ${ours.cpuUs.toFixed(0)} µs CPU each; bare ${theirs.rps.toFixed(0)} req/s, ${theirs.cpuUs.toFixed(0)} µs`,
          );
          ratios.push((100 * ours.rps) / theirs.rps);
          // What the server would answer beside bare node:http with a core each to spend.
          cpuRatios.push((100 * theirs.cpuUs) / ours.cpuUs);
        }
        show('/api/health req/s vs bare node:http (%)', ratios, '%');
        show('/api/health vs bare, by CPU per request (%)', cpuRatios, '%');
      } finally {
        await bare.stop();
      }
    }
    if (!skip.has('list')) await listP99(server, 'PGlite');
    if (!skip.has('uploads')) {
      const authorization = await signIn(server.url);
      const bytes = randomBytes(Number(process.env.SIZE_MB ?? 100) * 1_000_000);
      const chunked: number[] = [];
      const whole: number[] = [];
      const bareTus: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const u = await compareUploads(server.url, authorization, bytes, 1);
        chunked.push(u.putMs / u.chunkedMs);
        whole.push(u.putMs / u.wholeMs);
        bareTus.push(u.putMs / u.bareTusMs);
      }
      show('upload: tus 1,000,000-byte chunks / bare PUT', chunked, '');
      show('upload: tus one PATCH / bare PUT', whole, '');
      show('upload: @tus/server alone, 1 MB chunks / bare PUT', bareTus, '');
    }
  } finally {
    await server.stop();
  }
  if (!skip.has('list')) {
    // The ceiling: the same page from the users repository on PGlite behind bare node:http.
    await prepareDatabase({ dataDir: path.join(work, 'bare-data') });
    const bare = await startBareList({ dataDir: path.join(work, 'bare-data') });
    try {
      await listP99(bare, 'repository alone, PGlite', true);
    } finally {
      await bare.stop();
    }
  }
  if (!skip.has('postgres') && !skip.has('list')) {
    const cluster = process.env.TEST_DATABASE_URL ? null : await startPostgres();
    const url = process.env.TEST_DATABASE_URL ?? cluster?.databaseUrl;
    if (!url) console.log('no PostgreSQL (set TEST_DATABASE_URL)');
    else {
      try {
        await prepareDatabase({ url });
        const pgServer = await startServer({ dataDir: path.join(work, 'pg-data'), databaseUrl: url });
        try {
          await listP99(pgServer, 'PostgreSQL');
        } finally {
          await pgServer.stop();
        }
        const bare = await startBareList({ url });
        try {
          await listP99(bare, 'repository alone, PostgreSQL', true);
        } finally {
          await bare.stop();
        }
      } finally {
        await cluster?.stop();
      }
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
