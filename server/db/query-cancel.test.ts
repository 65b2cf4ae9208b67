import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, postgresServer } from '../../tests/support/postgres.ts';
import { registerErrorHandling } from '../plugins/errors.ts';
import { registerQueryCancellation } from '../http/query-cancel.ts';
import { openDatabase, type Database } from './client.ts';
import { throwIfCancelled } from './query-scope.ts';

/** What the slow routes did after their time-out, if anything: each counts its steps. */
const steps = { afterSleep: 0, beside: 0, slices: 0 };

/** A server with the app's cancellation and error handling, and one slow route. */
async function slowServer(database: Database): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandling(app);
  registerQueryCancellation(app, database);
  app.get('/sleep', async () => {
    await database.db.execute(sql`select pg_sleep(30)`);
    return { slept: true };
  });
  // A statement past the timeout, then more work: none of it may run.
  app.get('/sleep-then-more', async () => {
    await database.db.execute(sql`select pg_sleep(30)`);
    steps.afterSleep += 1;
    await database.db.execute(sql`select 1`);
    return { slept: true };
  });
  // Beside the statement that runs out of time, short statements one after another.
  app.get('/beside', async () => {
    const short = async () => {
      for (let i = 0; i < 10_000; i++) {
        await database.db.execute(sql`select pg_sleep(0.02)`);
        steps.beside += 1;
      }
    };
    await Promise.all([database.db.execute(sql`select pg_sleep(30)`), short()]);
    return { slept: true };
  });
  // Work in JavaScript, in slices, with no statement to time out: the request's deadline ends it.
  app.get('/slices', async () => {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      throwIfCancelled();
      steps.slices += 1;
    }
  });
  app.get('/quick', async () => {
    await database.db.execute(sql`select 1`);
    return { ok: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

// On CI's PostgreSQL (TEST_DATABASE_URL), else on a throw-away cluster started for this file.
describe('PostgreSQL statements of requests', () => {
  let server: Awaited<ReturnType<typeof postgresServer>>;
  let created: Awaited<ReturnType<typeof createDatabase>>;
  let admin: pg.Client;
  const opened: Database[] = [];
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    server = await postgresServer();
    created = await createDatabase(server.url, 'lantern_cancel');
    admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of opened) await database.close();
    await admin?.end();
    await created?.drop();
    server?.release();
  });
  const open = async (statementTimeoutMs?: number) => {
    const database = await openDatabase({ url: created.url, statementTimeoutMs });
    opened.push(database);
    const app = await slowServer(database);
    apps.push(app);
    return { database, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
  };
  /** Statements of the test database running pg_sleep right now. */
  const sleeping = async () => {
    const { rows } = await admin.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = $1 and state = 'active' and query like '%pg_sleep%' and pid <> pg_backend_pid()`,
      [new URL(created.url).pathname.slice(1)],
    );
    return rows[0]?.n ?? 0;
  };
  const until = async (check: () => Promise<boolean>, ms: number) => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 25));
    }
    return check();
  };
  /** Starts a GET and drops the connection once its statement runs, as a browser closing the tab. */
  const abandon = (url: string) => {
    const request = http.get(url);
    request.on('error', () => undefined);
    return () => request.destroy();
  };

  it('cancels the running statement when the caller goes away: the connection is idle within a second', async () => {
    const { base } = await open();
    const drop = abandon(`${base}/sleep`);
    expect(await until(async () => (await sleeping()) === 1, 5_000)).toBe(true);
    drop();
    const dropped = Date.now();
    expect(await until(async () => (await sleeping()) === 0, 1_000)).toBe(true);
    expect(Date.now() - dropped).toBeLessThan(1_000);
  });

  it('frees the whole pool: after ten abandoned slow calls, the next call answers at once', async () => {
    const { base } = await open();
    const drops = Array.from({ length: 10 }, () => abandon(`${base}/sleep`));
    expect(await until(async () => (await sleeping()) === 10, 5_000)).toBe(true);
    for (const drop of drops) drop();
    const started = Date.now();
    const answer = await fetch(`${base}/quick`);
    expect(answer.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await until(async () => (await sleeping()) === 0, 1_000)).toBe(true);
  });

  it('compiles no statement just in time: every connection of the pool has jit off', async () => {
    const { database } = await open();
    const settings = await Promise.all(
      Array.from({ length: 3 }, () => database.db.execute(sql`select current_setting('jit') as jit`)),
    );
    expect(settings.map((r) => (r as unknown as { rows: { jit: string }[] }).rows[0]?.jit)).toEqual([
      'off',
      'off',
      'off',
    ]);
  });

  it('answers a statement past the timeout with a clear 503, not a 500', async () => {
    const { base } = await open(300);
    const answer = await fetch(`${base}/sleep`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({
      status: 503,
      code: 'ServiceUnavailable',
      message: 'This request took too long to answer. Please narrow it down or try again in a moment.',
    });
    // The connection it used serves the next call.
    expect((await fetch(`${base}/quick`)).status).toBe(200);
  });

  /** Until the counter stops: the same value before and after two more round trips to the database. */
  const settled = async (read: () => number) => {
    for (;;) {
      const before = read();
      await admin.query('select pg_sleep(0.2)');
      await admin.query('select pg_sleep(0.2)');
      if (read() === before) return before;
    }
  };

  it('a time-out ends the whole request: 503 with Retry-After, and no query or JavaScript after it', async () => {
    const { base } = await open(300);
    const answer = await fetch(`${base}/sleep-then-more`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect((await answer.json()).code).toBe('ServiceUnavailable');
    expect(steps.afterSleep).toBe(0);
    // A query beside the one that timed out is cancelled with it, and the next one never starts.
    const beside = await fetch(`${base}/beside`);
    expect(beside.status).toBe(503);
    expect(beside.headers.get('retry-after')).toBe('5');
    const stoppedAt = await settled(() => steps.beside);
    expect(await sleeping()).toBe(0);
    // The short statements stopped with it, far from their 10,000.
    expect(stoppedAt).toBeLessThan(10_000);
  });

  it('a read past its deadline answers 503 with Retry-After, and its JavaScript in slices stops', async () => {
    const { base } = await open(300);
    const answer = await fetch(`${base}/slices`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(await answer.json()).toEqual({
      status: 503,
      code: 'ServiceUnavailable',
      message: 'This request took too long to answer. Please narrow it down or try again in a moment.',
    });
    const stoppedAt = await settled(() => steps.slices);
    expect(stoppedAt).toBeGreaterThan(0);
    expect(steps.slices).toBe(stoppedAt);
  });
});
