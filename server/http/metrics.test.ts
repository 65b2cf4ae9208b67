import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { createTestApp, databaseTargets, type TestApp } from '../test/harness.ts';
import { TEST_METRICS_TOKEN } from '../test/test-secret.ts';

const TOKEN = TEST_METRICS_TOKEN;
const ADMIN = 'admin@stmarys.test';

/** The value of one series of a scrape (`name{labels} value`), or undefined when it is absent. */
function valueOf(scrape: string, series: string): number | undefined {
  const line = scrape.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Every label value of every series of a scrape, as a client parses them. */
function labelValues(scrape: string): string[] {
  const values: string[] = [];
  for (const line of scrape.split('\n')) {
    if (line.startsWith('#')) continue;
    const labels = /\{(.*)\}/.exec(line)?.[1] ?? '';
    for (const m of labels.matchAll(/\w+="((?:[^"\\]|\\.)*)"/g)) values.push(m[1] ?? '');
  }
  return values;
}

describe.each(databaseTargets)('metrics on $name', (target) => {
  it('are off unless configured: /metrics answers 404 as any unknown path', async () => {
    const t = await createTestApp(target, { seed: false });
    try {
      const res = await t.app.inject('/metrics');
      const unknown = await t.app.inject('/no-such-path');
      expect(res.statusCode).toBe(404);
      expect(res.statusCode).toBe(unknown.statusCode);
      expect(res.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(t.app.metricsAddress()).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  describe('with METRICS_TOKEN', () => {
    let t: TestApp;
    const scrape = async () => {
      const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    beforeAll(async () => {
      // Nothing works the queues here, so that a job sent stays waiting for the scrape to see.
      t = await createTestApp(target, { metrics: { token: TOKEN }, jobs: { work: false } });
    });
    afterAll(() => t.close());

    it('answers 401 in the error shape without the token, with a wrong one or with a session token', async () => {
      const session = await t.signIn(ADMIN);
      for (const authorization of [
        undefined,
        `Bearer ${TOKEN.slice(0, -1)}x`,
        `Bearer ${TOKEN}x`,
        `Basic ${TOKEN}`,
        `Bearer ${session.access_token}`,
      ]) {
        const res = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
        expect(res.statusCode, authorization).toBe(401);
        expect(res.json()).toEqual({ status: 401, code: 'Unauthorized', message: expect.any(String) });
        expect(res.body).not.toContain('lantern_');
      }
    });

    it('is in the OpenAPI document as needing the metrics token, not a session', async () => {
      const doc = (await t.app.inject('/api/docs/json')).json();
      expect(doc.paths['/metrics'].get.security).toEqual([{ metricsToken: [] }]);
      expect(doc.components.securitySchemes.metricsToken).toEqual({ type: 'http', scheme: 'bearer' });
    });

    it('answers the holder of the token in the Prometheus text format, with the process metrics', async () => {
      const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.body).toContain('# TYPE lantern_http_request_duration_seconds histogram');
      expect(valueOf(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(valueOf(res.body, 'lantern_database_up')).toBe(1);
    });

    it("measures a request under its route's pattern, never the address asked for", async () => {
      const { access_token } = await t.signIn(ADMIN);
      const id = randomUUID();
      const res = await t.app.inject({
        url: `/api/user/${id}`,
        headers: { authorization: `Bearer ${access_token}` },
      });
      const series = `lantern_http_request_duration_seconds_count{route="/api/user/:user_id",method="GET",status="${res.statusCode}"}`;
      const text = await scrape();
      expect(valueOf(text, series)).toBe(1);
      expect(text).not.toContain(id);
    });

    it('holds no e-mail address, uuid or long number in any label after sign-in failures and calls with ids', async () => {
      const failuresBefore = valueOf(await scrape(), 'lantern_sign_in_failures_total') ?? 0;
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: 'someone.else123456@stmarys.test', password: 'not-their-password-1' },
      });
      expect(wrong.statusCode).toBe(401);
      const { access_token } = await t.signIn(ADMIN);
      const auth = { authorization: `Bearer ${access_token}` };
      await t.app.inject({
        url: `/api/user/${randomUUID()}?email=${encodeURIComponent(ADMIN)}`,
        headers: auth,
      });
      await t.app.inject({ url: '/api/users?search=1234567890', headers: auth });
      await t.app.inject({ url: `/api/no-such/${randomUUID()}/123456789` });
      await t.app.inject({ url: `/portal/page/${ADMIN}` });
      const text = await scrape();
      expect(valueOf(text, 'lantern_sign_in_failures_total')).toBe(failuresBefore + 1);
      const values = labelValues(text);
      expect(values.length).toBeGreaterThan(20);
      const personal = values.filter(
        (v) => /@/.test(v) || /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/i.test(v) || /\d{5,}/.test(v),
      );
      expect(personal).toEqual([]);
    });

    it('counts the failure that locks an account out once', async () => {
      const before = valueOf(await scrape(), 'lantern_sign_in_lockouts_total') ?? 0;
      const signIn = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          remoteAddress: '198.51.100.7',
          payload: { email: 'locked@stmarys.test', password: 'wrong-password-again' },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await signIn()).statusCode);
      // Five failures lock the address out; the calls after that are refused before any check.
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
      expect(valueOf(await scrape(), 'lantern_sign_in_lockouts_total')).toBe(before + 1);
    });

    it("shows each job queue's waiting jobs and the oldest one's age, read at scrape time", async () => {
      const queue = 'usage.rollup-rebuild';
      const series = `lantern_job_queue_waiting{queue="${queue}"}`;
      const before = await scrape();
      expect(valueOf(before, series)).toBe(0);
      expect(await t.app.jobs.send(queue, {})).toEqual(expect.any(String));
      const after = await scrape();
      expect(valueOf(after, series)).toBe(1);
      expect(
        valueOf(after, `lantern_job_queue_oldest_waiting_seconds{queue="${queue}"}`),
      ).toBeGreaterThanOrEqual(0);
      expect(valueOf(after, `lantern_job_queue_failed{queue="${queue}"}`)).toBe(0);
    });

    it('shows the outbox by state', async () => {
      const series = 'lantern_mail_outbox{state="queued"}';
      const first = await scrape();
      expect(valueOf(first, 'lantern_mail_outbox{state="failed"}')).toBeGreaterThanOrEqual(0);
      const before = valueOf(first, series) ?? Number.NaN;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: ADMIN },
      });
      expect(res.statusCode).toBeLessThan(300);
      await t.settled();
      expect(valueOf(await scrape(), series)).toBe(before + 1);
    });

    it('reads the job queues and the outbox with one query per scrape, and none per request', async () => {
      // Every statement starts at one of `db`'s query builders: count those around scrapes and calls.
      const starts = new Set([
        'execute',
        'select',
        'selectDistinct',
        'insert',
        'update',
        'delete',
        'transaction',
      ]);
      let uses = 0;
      const counted = new Proxy(t.database.db, {
        get(target, key, receiver) {
          if (typeof key === 'string' && starts.has(key)) uses++;
          return Reflect.get(target, key, receiver);
        },
      });
      const app = await buildApp({
        database: { ...t.database, db: counted },
        tokens: t.tokens,
        metrics: { token: TOKEN },
        jobs: { work: false },
      });
      try {
        await app.ready();
        const get = (url: string) => app.inject({ url, headers: { authorization: `Bearer ${TOKEN}` } });
        uses = 0;
        for (let i = 0; i < 5; i++) expect((await get('/api/health')).statusCode).toBe(200);
        expect(uses).toBe(0);
        const res = await get('/metrics');
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('lantern_mail_outbox{state=');
        expect(uses).toBe(1);
      } finally {
        await app.close();
      }
    });

    it("shows the PostgreSQL pool's connections where there is a pool", async () => {
      const text = await scrape();
      if (target.name === 'postgres') {
        expect(valueOf(text, 'lantern_db_pool_in_use')).toBeGreaterThanOrEqual(0);
        expect(valueOf(text, 'lantern_db_pool_waiting')).toBe(0);
      } else expect(text).not.toContain('lantern_db_pool_');
    });

    it("shows the embedded database's waiting line on PGlite (none waits between requests), nothing on PostgreSQL", async () => {
      const text = await scrape();
      if (target.name === 'pglite') expect(valueOf(text, 'lantern_db_queue_waiting')).toBe(0);
      else expect(text).not.toContain('lantern_db_queue_waiting');
    });
  });

  if (target.name === 'postgres')
    it('counts a statement PostgreSQL ended past its time-out', async () => {
      const t = await createTestApp(target);
      // A server whose statements may run 200 ms, on the same database.
      const database = await openDatabase({ url: t.database.url, statementTimeoutMs: 200 });
      const app = await buildApp({ database, tokens: t.tokens, metrics: { token: TOKEN } });
      const locker = new pg.Client({ connectionString: t.database.url });
      try {
        await app.ready();
        const { access_token } = await t.signIn(ADMIN);
        const series = 'lantern_db_statement_timeouts_total';
        const scrape = async () =>
          (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
        expect(valueOf(await scrape(), series)).toBe(0);
        // Every signed-in call reads its session: with the table locked, that read waits past its time.
        await locker.connect();
        await locker.query('begin');
        await locker.query('lock table sessions in access exclusive mode');
        const res = await app.inject({
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${access_token}` },
        });
        await locker.query('rollback');
        expect(res.statusCode).toBe(503);
        expect(valueOf(await scrape(), series)).toBe(1);
      } finally {
        await locker.end();
        await app.close();
        await database.close();
        await t.close();
      }
    });

  it('with METRICS_PORT serves /metrics on a listener of its own without a token, and not on the server', async () => {
    const t = await createTestApp(target, { seed: false, metrics: { port: 0 } });
    try {
      const address = t.app.metricsAddress();
      expect(address?.host).toBe('127.0.0.1');
      const base = `http://127.0.0.1:${address?.port}`;
      await t.app.inject('/api/health');
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('lantern_http_request_duration_seconds_count{route="/api/health"');
      const other = await fetch(`${base}/api/health`);
      expect(other.status).toBe(404);
      expect(await other.json()).toEqual({
        status: 404,
        code: 'ResourceNotFound',
        message: expect.any(String),
      });
      expect((await t.app.inject('/metrics')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
    // Closed with the app.
    await expect(fetch(`http://127.0.0.1:${t.app.metricsAddress()?.port}/metrics`)).rejects.toThrow();
  });
});
