/**
 * The database statements of one request that saves a report (PUT /api/reporting/:id) and of its
 * neighbours (read, run, list), counted where the server sends them: on PostgreSQL every statement
 * a pooled connection sends (BEGIN and COMMIT included), on PGlite every query, exec and
 * transaction's statements. Only statements of the request count (its query scope), not the job
 * engine's. Prints the count and the statements of each; asserts nothing.
 *
 *   node bench/report-save.ts                            (embedded PGlite, in memory)
 *   DATABASE_URL=postgres://… node bench/report-save.ts
 */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../server/db/client.ts';
import { currentQueryScope } from '../server/db/query-scope.ts';
import { seedDemo } from '../server/seed.ts';
import { organisations } from '../server/modules/organisations/schema.ts';
import { createTokenIssuer } from '../server/auth/tokens.ts';
import { buildApp } from '../server/app.ts';
import { BENCH_SECRET, staffAuthorization } from './lib/staff-sign-in.ts';

/** The statements sent for a request, in order (the first words of each). */
const sent: string[] = [];
const note = (statement: unknown) => {
  if (!currentQueryScope()) return;
  const text = typeof statement === 'string' ? statement : (statement as { text?: string } | null)?.text;
  sent.push((text ?? '?').replace(/\s+/g, ' ').slice(0, 90));
};

type Call = (...args: unknown[]) => Promise<unknown>;
/** Counts the statements of an embedded database's queries, execs and transactions. */
function countPglite(client: NonNullable<Database['pglite']>): void {
  const wrap = (target: object, name: 'query' | 'exec') => {
    const original = (target as Record<string, Call>)[name] as Call;
    Object.defineProperty(target, name, {
      value: (...args: unknown[]) => (note(args[0]), original.apply(target, args)),
      configurable: true,
      writable: true,
    });
  };
  wrap(client, 'query');
  wrap(client, 'exec');
  const transaction = client.transaction.bind(client) as (work: (tx: object) => unknown) => Promise<unknown>;
  Object.defineProperty(client, 'transaction', {
    value: (work: (tx: object) => unknown) => {
      note('BEGIN');
      return transaction((tx) => {
        wrap(tx, 'query');
        wrap(tx, 'exec');
        return work(tx);
      }).finally(() => note('COMMIT or ROLLBACK'));
    },
    configurable: true,
    writable: true,
  });
}

const database = await openDatabase({ url: process.env.DATABASE_URL });
await seedDemo(database.db, { appActivity: false, secondFactorSecret: BENCH_SECRET });
await database.db
  .update(organisations)
  .set({ features: sql`${organisations.features} || '["xplr-fea-repo"]'::jsonb` })
  .where(eq(organisations.urlCode, 'stmarys'));
if (database.pglite) countPglite(database.pglite);
else {
  const query = pg.Client.prototype.query as unknown as Call;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    note(args[0]);
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

const app = await buildApp({
  database,
  tokens: createTokenIssuer(BENCH_SECRET, 3600),
  secondFactorSecret: BENCH_SECRET,
});
await app.ready();
const authorization = await staffAuthorization(app, 'admin@stmarys.test');
const report = (name: string) => ({
  name,
  subject: 'patients',
  columns: [
    { kind: 'field', field: 'first_name' },
    { kind: 'field', field: 'created_at' },
    { kind: 'areas' },
  ],
  filters: {},
  sort: { field: 'first_name', order: 'asc' },
});
const created = await app.inject({
  method: 'POST',
  url: '/api/reporting',
  headers: { authorization },
  payload: report('Statements'),
});
if (created.statusCode !== 201) throw new Error(`saving answered ${created.statusCode}: ${created.body}`);
const { id } = created.json() as { id: string };

const calls: [string, 'GET' | 'POST' | 'PUT', string, object?][] = [
  ['save a report (PUT)', 'PUT', `/api/reporting/${id}`, report('Statements, renamed')],
  ['save a new report (POST)', 'POST', '/api/reporting', report('Another')],
  ['read a report', 'GET', `/api/reporting/${id}`],
  ['run a report', 'GET', `/api/reporting/${id}/run`],
  ['list reports', 'GET', '/api/reporting'],
];
console.log(`${database.kind}: statements a request sends (the session check included)`);
for (const [what, method, url, payload] of calls) {
  sent.length = 0;
  const res = await app.inject({ method, url, headers: { authorization }, ...(payload && { payload }) });
  if (res.statusCode >= 300) throw new Error(`${what} answered ${res.statusCode}: ${res.body}`);
  console.log(`${what.padEnd(26)} ${String(sent.length).padStart(3)} statements`);
  if (process.env.VERBOSE) for (const s of sent) console.log(`    ${s}`);
}
await app.close();
await database.close();
