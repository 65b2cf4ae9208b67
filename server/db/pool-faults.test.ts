import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, postgresServer } from '../../tests/support/postgres.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { openDatabase } from './client.ts';

// On CI's PostgreSQL (TEST_DATABASE_URL), else on a throw-away cluster started for this file.
describe('PostgreSQL connections dropped under the server', () => {
  let server: Awaited<ReturnType<typeof postgresServer>>;
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let t: TestApp;
  beforeAll(async () => {
    server = await postgresServer();
    database = await createDatabase(server.url, 'lantern_pool');
    t = await createTestApp({ name: 'postgres', open: () => openDatabase({ url: database.url }) });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
    server?.release();
  });

  const terminateAll = async () => {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    const { rows } = await admin.query(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [new URL(database.url).pathname.slice(1)],
    );
    await admin.end();
    return rows.length;
  };

  it('keeps the process alive when the server ends idle connections, and serves the next request', async () => {
    const { access_token } = await t.signIn('admin@stmarys.test');
    const list = () =>
      t.app.inject({ url: '/api/users', headers: { authorization: `Bearer ${access_token}` } });
    // Several requests at once leave several idle connections in the pool.
    expect((await Promise.all([list(), list(), list()])).map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await terminateAll()).toBeGreaterThan(0);
    // Let the dropped sockets report their error events (an unhandled one would fail this file).
    await new Promise((r) => setTimeout(r, 200));
    expect((await list()).statusCode).toBe(200);
  });

  it('keeps the process alive when a connection is ended in the middle of a transaction', async () => {
    const client = t.database.pool as pg.Pool;
    const held = await client.connect();
    await held.query('begin');
    expect(await terminateAll()).toBeGreaterThan(0);
    await expect(held.query('select 1')).rejects.toThrow();
    held.release();
    await new Promise((r) => setTimeout(r, 200));
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    const { access_token } = await t.signIn('admin@stmarys.test');
    expect(
      (await t.app.inject({ url: '/api/users', headers: { authorization: `Bearer ${access_token}` } }))
        .statusCode,
    ).toBe(200);
  });
});
