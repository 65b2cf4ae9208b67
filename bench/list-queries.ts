/**
 * `node bench/list-queries.ts`: what the 100-row list's database work costs, query by query, on the
 * bench's data (bench/lib/data.ts, PGlite unless DATABASE_URL is set), in process and one at a time
 * (RUNS each, 300 by default; the mean). Explains the list's ceiling in `bench/api.ts`: node:http
 * with the users repository alone runs the page and its count; the server also checks on every
 * request that the token's session still stands (server/auth/session-store.ts, never cached),
 * and PGlite answers one query at a time.
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { prepareDatabase } from './lib/data.ts';
import { openDatabase } from '../server/db/client.ts';
import { organisations } from '../server/modules/organisations/schema.ts';
import { sessions } from '../server/modules/auth/schema.ts';
import { users } from '../server/modules/users/schema.ts';
import { createUsersAdminRepository } from '../server/modules/users/admin-repository.ts';
import { sessionAlive } from '../server/auth/session-store.ts';
import { userListQuerySchema } from '../src/api/contracts/users-admin.ts';

const RUNS = Number(process.env.RUNS ?? 300);
const dataDir = process.env.DATABASE_URL
  ? undefined
  : path.join(mkdtempSync(path.join(tmpdir(), 'lantern-list-queries-')), 'data');
if (dataDir) await prepareDatabase({ dataDir });
const database = await openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir });
const db = database.db;
const [stMarys] = await db.select().from(organisations).where(eq(organisations.urlCode, 'stmarys'));
const [admin] = await db.select().from(users).where(eq(users.email, 'admin@stmarys.test'));
if (!stMarys || !admin) throw new Error('the bench data has no St Mary’s or its admin');
const [session] = await db
  .insert(sessions)
  .values({ userId: admin.id, expiresAt: new Date(Date.now() + 3_600_000) })
  .returning({ id: sessions.id });
if (!session) throw new Error('no session');
const claims = { sid: session.id, sub: admin.id, type: admin.type, org: admin.organisationId };
const repository = createUsersAdminRepository(db);
const page = userListQuerySchema.parse({ type: '2', page: '1', size: '100' });

async function mean(what: string, run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 30; i += 1) await run();
  const started = performance.now();
  for (let i = 0; i < RUNS; i += 1) await run();
  const ms = (performance.now() - started) / RUNS;
  console.log(`${what.padEnd(58)} ${ms.toFixed(3)} ms`);
  return ms;
}

console.log(
  `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, load ${loadavg()[0]?.toFixed(2)}, ${RUNS} runs each`,
);
if (!(await sessionAlive(db, claims as never, Date.now()))) throw new Error('the session does not stand');
const list = await mean('the page and its total (users repository)', () => repository.page(stMarys.id, page));
const alive = await mean('the session check of a request (sessionAlive)', () =>
  sessionAlive(db, claims as never, Date.now()),
);
await mean('select 1 (the cost of any query)', () => db.execute(sql`select 1`));
console.log(
  `${'the server’s database work against the repository alone'.padEnd(58)} ${((list + alive) / list).toFixed(2)}×`,
);
await database.close();
process.exit(0);
