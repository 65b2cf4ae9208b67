/**
 * Do public auth calls take as long for a known e-mail address as for an unknown one? Prints the
 * median and p95 answer time of each call for both, interleaved, and their ratio; asserts nothing
 * (timings are not tests — server/modules/auth/enumeration.test.ts checks the structure instead:
 * the per-address work runs after the answer).
 *
 *   node bench/auth-timing.ts            (embedded PGlite, in memory)
 *   DATABASE_URL=postgres://… node bench/auth-timing.ts
 */
import { openDatabase } from '../server/db/client.ts';
import { DEMO_PENDING_EMAIL, seedDemo } from '../server/seed.ts';
import { createTokenIssuer } from '../server/auth/tokens.ts';
import { buildApp } from '../server/app.ts';

const RUNS = Number(process.env.RUNS ?? 40);

const database = await openDatabase({ url: process.env.DATABASE_URL });
await seedDemo(database.db);
const tokens = createTokenIssuer('bench-secret-that-is-at-least-32-characters', 3600);
const app = await buildApp({ database, tokens, publicCallLimit: 1_000_000 });
await app.ready();

let n = 0;
const calls: Record<string, { url: string; known: () => object; unknown: () => object }> = {
  'forgot-password': {
    url: '/api/auth/forgot-password',
    known: () => ({ email: 'guardian@stmarys.test' }),
    unknown: () => ({ email: `nobody${(n += 1)}@example.test` }),
  },
  'resend-activation-email': {
    url: '/api/auth/resend-activation-email',
    known: () => ({ email: DEMO_PENDING_EMAIL }),
    unknown: () => ({ email: `nobody${(n += 1)}@example.test` }),
  },
  'register-device-email': {
    url: '/api/auth/register-device-email',
    known: () => ({ email: 'guardian@infantil.test' }),
    unknown: () => ({ email: `nobody${(n += 1)}@example.test` }),
  },
  'email-signup (taken / new)': {
    url: '/api/auth/email-signup',
    known: () => ({
      url_code: 'stmarys',
      email: 'admin@infantil.test',
      first_name: 'A',
      surname: 'B',
      password: 'Brand-new-Pass-9?',
    }),
    unknown: () => ({
      url_code: 'stmarys',
      email: `new${(n += 1)}@example.test`,
      first_name: 'A',
      surname: 'B',
      password: 'Brand-new-Pass-9?',
    }),
  },
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (v: number) => `${v.toFixed(2)} ms`;

async function time(url: string, payload: object): Promise<number> {
  const started = performance.now();
  const res = await app.inject({ method: 'POST', url, payload });
  const elapsed = performance.now() - started;
  if (res.statusCode >= 400) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  // The work after the answer must not overlap the next measurement.
  await app.mailer.settled();
  return elapsed;
}

console.log(`${RUNS} runs of each, known and unknown interleaved, on ${database.kind}`);
for (const [name, call] of Object.entries(calls)) {
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < 3; i += 1) await time(call.url, call.unknown()); // warm-up
  for (let i = 0; i < RUNS; i += 1) {
    known.push(await time(call.url, call.known()));
    unknown.push(await time(call.url, call.unknown()));
  }
  known.sort((a, b) => a - b);
  unknown.sort((a, b) => a - b);
  const k = percentile(known, 50);
  const u = percentile(unknown, 50);
  console.log(
    `${name.padEnd(28)} known median ${ms(k)} p95 ${ms(percentile(known, 95))}   ` +
      `unknown median ${ms(u)} p95 ${ms(percentile(unknown, 95))}   known/unknown ${(k / u).toFixed(2)}`,
  );
}

await app.close();
await database.close();
