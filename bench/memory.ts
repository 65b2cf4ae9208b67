/**
 * Where the server's memory goes under load, and whether it comes back: the app in process on
 * PGlite with the demo data, autocannon on the admin's 100-row user list, then idle and a forced
 * garbage collection. Prints the process's resident memory with V8's heap, its buffers outside the
 * heap (PGlite's WebAssembly memory is one ArrayBuffer among them) and the rest; asserts nothing.
 *
 *   node --expose-gc bench/memory.ts            (10 connections × 20 s)
 *   CONNECTIONS=10 DURATION=5 node --expose-gc bench/memory.ts
 *   DATABASE_URL=postgres://… node --expose-gc bench/memory.ts   (PostgreSQL, an empty database: for comparison)
 */
import autocannon from 'autocannon';
import { openDatabase } from '../server/db/client.ts';
import { seedDemo } from '../server/seed.ts';
import { createTokenIssuer } from '../server/auth/tokens.ts';
import { buildApp } from '../server/app.ts';
import { BENCH_SECRET, staffAuthorization } from './lib/staff-sign-in.ts';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const DURATION = Number(process.env.DURATION ?? 20);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0).padStart(5)} MB`;
function show(moment: string): void {
  const m = process.memoryUsage();
  console.log(
    `${moment.padEnd(28)} rss ${mb(m.rss)}  V8 heap used ${mb(m.heapUsed)} of ${mb(m.heapTotal)}  ` +
      `array buffers ${mb(m.arrayBuffers)}  rest ${mb(m.rss - m.heapTotal - m.arrayBuffers)}`,
  );
}

const settle = async () => {
  for (let i = 0; i < 3; i++) {
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

show('start');
const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : {});
await seedDemo(database.db, { secondFactorSecret: BENCH_SECRET });
const app = await buildApp({
  database,
  secondFactorSecret: BENCH_SECRET,
  tokens: createTokenIssuer(BENCH_SECRET, 3600),
  publicCallLimit: 1_000_000,
});
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as { port: number };
const authorization = await staffAuthorization(app, 'admin@stmarys.test');
await settle();
show('seeded, before load');

for (let round = 1; round <= 3; round++) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/users?page=1&size=100`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { authorization },
  });
  show(`after load ${round} (${Math.round(result.requests.average)} req/s)`);
  await settle();
  show(`  idle and collected`);
}
await app.close();
await database.close();
await settle();
show('server and database closed');
