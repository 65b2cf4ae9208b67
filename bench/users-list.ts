/**
 * How fast the API answers a page of a 10,000-user list: paging, sorting and searching happen in
 * the database. Prints median and p95 per query; asserts nothing (timings are not tests).
 *
 *   node bench/users-list.ts            (embedded PGlite, in memory)
 *   DATABASE_URL=postgres://… node bench/users-list.ts
 */
import { eq } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { seedDemo } from '../server/seed.ts';
import { organisations } from '../server/modules/organisations/schema.ts';
import { users } from '../server/modules/users/schema.ts';
import { createTokenIssuer } from '../server/auth/tokens.ts';
import { buildApp } from '../server/app.ts';
import { BENCH_SECRET, staffAuthorization } from './lib/staff-sign-in.ts';

const USERS = 10_000;
const RUNS = 30;

const database = await openDatabase({ url: process.env.DATABASE_URL });
await seedDemo(database.db, { secondFactorSecret: BENCH_SECRET });
const [stMarys] = await database.db.select().from(organisations).where(eq(organisations.urlCode, 'stmarys'));
if (!stMarys) throw new Error('no demo organisation');

const FIRST = ['Amelia', 'Oliver', 'Isla', 'Noah', 'Ava', 'Leo', 'Mia', 'Arthur', 'Ivy', 'Oscar'];
const LAST = ['Patel', 'Jones', 'Williams', 'Khan', 'Brown', 'Taylor', 'Nowak', 'Davies', 'Evans', 'Ahmed'];
const started = performance.now();
for (let batch = 0; batch < USERS; batch += 1000) {
  await database.db.insert(users).values(
    Array.from({ length: 1000 }, (_, k) => {
      const i = batch + k;
      return {
        type: i % 2 ? 2 : 3,
        status: [1, 2, 3, 4, 7][i % 5] as number,
        email: i % 2 ? `bench${i}@example.test` : null,
        firstName: FIRST[i % 10] as string,
        surname: `${LAST[(i * 7) % 10]}-${i}`,
        patientNumber: i % 2 ? null : `B${100_000 + i}`,
        organisationId: stMarys.id,
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
      };
    }),
  );
}
console.log(`seeded ${USERS} users on ${database.kind} in ${Math.round(performance.now() - started)} ms`);

const tokens = createTokenIssuer(BENCH_SECRET, 3600);
const app = await buildApp({ database, tokens, secondFactorSecret: BENCH_SECRET });
await app.ready();
const authorization = await staffAuthorization(app, 'admin@stmarys.test');

const queries = {
  'first page, newest first': '/api/users?type=2&page=1&size=10',
  'page 400 of guardians': '/api/users?type=2&page=400&size=10',
  'sorted by surname': '/api/users?type=2&page=3&size=25&sort=surname&order=asc',
  'search by name': '/api/users?type=2&search=patel&page=1&size=10',
  'search by patient number': '/api/users?type=3&search=B104242&page=1&size=10',
  '100 rows (export page)': '/api/users?type=3&page=2&size=100',
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
for (const [name, url] of Object.entries(queries)) {
  const times: number[] = [];
  let total = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const t0 = performance.now();
    const res = await app.inject({ url, headers: { authorization } });
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    total = res.json().total;
  }
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(28)} total ${String(total).padStart(5)}  median ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
  );
}
await app.close();
await database.close();
