import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, databaseTargets, type DatabaseTarget, type TestApp } from '../../test/harness.ts';
import { onPostgresServer } from '../../test/pglite-template.ts';

const [pglite] = databaseTargets as [DatabaseTarget, ...DatabaseTarget[]];

describe.each(databaseTargets)('liveness and readiness on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false });
  });
  afterAll(() => t.close());

  const ready = () => t.app.inject('/api/health/ready');

  it('answers live and ready with 200 while the process runs and its database answers', async () => {
    const live = await t.app.inject('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it("answers 503 not_ready while the database lacks this release's last migration, and 200 once it has it", async () => {
    const { rows } = (await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`,
    )) as unknown as { rows: { hash: string; created_at: string }[] };
    expect(rows).toHaveLength(1);
    const row = rows[0] as { hash: string; created_at: string };
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        status: 503,
        code: 'not_ready',
        message: "The database's migrations are not all applied yet",
      });
      // Liveness asks nothing of the database.
      expect((await t.app.inject('/api/health/live')).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${row.created_at})`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });

  if (target.name === 'postgres')
    it('answers 503 while the database refuses connections, and 200 again once it accepts them', async () => {
      const admin = process.env.TEST_DATABASE_URL as string;
      const name = new URL(t.database.url as string).pathname.slice(1);
      // As a database being restarted or failed over: every connection dropped, none accepted.
      await onPostgresServer(
        admin,
        `ALTER DATABASE ${name} ALLOW_CONNECTIONS false`,
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`,
      );
      try {
        const res = await ready();
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          status: 503,
          code: 'not_ready',
          message: 'The database cannot be reached',
        });
        expect((await t.app.inject('/api/health/live')).statusCode).toBe(200);
      } finally {
        await onPostgresServer(admin, `ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      }
      expect((await ready()).statusCode).toBe(200);
    });
});

describe('readiness of the embedded database', () => {
  it('answers 503 while the database is held busy past 1 s, and 200 once it is free', async () => {
    const t = await createTestApp(pglite, { seed: false });
    try {
      const client = t.database.pglite;
      if (!client) throw new Error('no PGlite');
      // PGlite runs one statement at a time: a transaction left open holds every other query back.
      let release: (() => void) | undefined;
      const held = new Promise((resolve) => (release = () => resolve(undefined)));
      let began: (() => void) | undefined;
      const holding = new Promise((resolve) => (began = () => resolve(undefined)));
      const busy = client.transaction(async (tx) => {
        await tx.query('select 1');
        began?.();
        await held;
      });
      await holding;
      const res = await t.app.inject('/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 503,
        code: 'not_ready',
        message: 'The database did not answer within 1 s',
      });
      expect((await t.app.inject('/api/health/live')).statusCode).toBe(200);
      release?.();
      await busy;
      expect((await t.app.inject('/api/health/ready')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('answers 503 once the database is closed', async () => {
    const t = await createTestApp(pglite, { seed: false });
    await t.database.pglite?.close();
    try {
      const res = await t.app.inject('/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'not_ready', message: 'The database cannot be reached' });
      expect((await t.app.inject('/api/health/live')).statusCode).toBe(200);
    } finally {
      // The database is closed already: its second close may complain; the app and monitor still stop.
      await t.app.close().catch(() => undefined);
      await t.database.close().catch(() => undefined);
    }
  });
});
