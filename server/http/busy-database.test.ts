import { connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { like } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createDatabase, postgresServer } from '../../tests/support/postgres.ts';
import { openDatabase } from '../db/client.ts';
import { organisationAreas } from '../modules/areas/schema.ts';
import { createTestApp, pgliteTarget, type TestApp } from '../test/harness.ts';
import type { RequestQueueOptions } from '../db/pglite-queue.ts';

const ADMIN = 'admin@stmarys.test';
/** Longer than any answer here may take: a request still unanswered then is a client time-out. */
const CLIENT_TIMEOUT_MS = 10_000;

interface Answer {
  status: number;
  retryAfter: string | null;
  body: unknown;
  /** The area a create asked for. */
  name?: string;
}

/** The embedded database's line for HTTP requests, small enough for a test to fill. */
async function serverWith(queue: RequestQueueOptions) {
  const t = await createTestApp(pgliteTarget(queue));
  const { access_token } = await t.signIn(ADMIN);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const port = (t.app.server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}/api`;
  const headers = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
  const call = async (path: string, init: RequestInit = {}): Promise<Answer> => {
    const res = await fetch(`${base}${path}`, {
      headers,
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      ...init,
    });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
  };
  const listUsers = () => call('/users?page=1&size=10');
  const createArea = async (name: string, signal?: AbortSignal) => ({
    ...(await call('/organisation-areas', { method: 'POST', body: JSON.stringify({ name }), signal })),
    name,
  });
  /** The areas the flood's creates made, by name. */
  const areasNamed = async (prefix: string) =>
    (
      await t.database.db
        .select({ name: organisationAreas.name })
        .from(organisationAreas)
        .where(like(organisationAreas.name, `${prefix}%`))
    )
      .map((row) => row.name)
      .sort();
  /** Holds the embedded database, as a long job would, until `release` is called. */
  const holdDatabase = () => {
    let release = (): void => undefined;
    const released = new Promise<undefined>((resolve) => (release = () => resolve(undefined)));
    const held = t.database.pglite?.transaction(() => released);
    return { release, held };
  };
  return { t, headers, listUsers, createArea, areasNamed, holdDatabase };
}

interface Sent {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  name?: string;
}

/**
 * A burst as many clients send it: every connection opened first, then every request written in the
 * same instant, each client waiting at most CLIENT_TIMEOUT_MS for its answer (with fetch, each
 * request reaches the server as its connection is taken in, and a server this fast answers it
 * before the next arrives: no burst).
 */
async function burst(server: Server, headers: Record<string, string>, requests: Sent[]): Promise<Answer[]> {
  const port = (server.address() as AddressInfo).port;
  const sockets = await Promise.all(
    requests.map(
      () =>
        new Promise<Socket>((resolve, reject) => {
          const socket: Socket = connect(port, '127.0.0.1', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  // The server takes in new connections a few at a time: the burst starts once it holds them all.
  const held = () => new Promise<number>((resolve) => server.getConnections((_e, count) => resolve(count)));
  while ((await held()) < requests.length) await new Promise((resolve) => setTimeout(resolve, 5));
  return Promise.all(
    requests.map(
      (sent, i) =>
        new Promise<Answer>((resolve, reject) => {
          const socket = sockets[i] as Socket;
          const chunks: Buffer[] = [];
          socket.setTimeout(CLIENT_TIMEOUT_MS, () => {
            socket.destroy();
            reject(new Error(`${sent.method} ${sent.path}: no answer within ${CLIENT_TIMEOUT_MS} ms`));
          });
          socket.on('data', (chunk: Buffer) => chunks.push(chunk));
          socket.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            const [head = '', body = ''] = text.split('\r\n\r\n', 2);
            const [statusLine = '', ...lines] = head.split('\r\n');
            const header = (name: string) =>
              lines
                .find((l) => l.toLowerCase().startsWith(`${name}:`))
                ?.slice(name.length + 1)
                .trim() ?? null;
            resolve({
              status: Number(statusLine.split(' ')[1]),
              retryAfter: header('retry-after'),
              body: JSON.parse(body) as unknown,
              name: sent.name,
            });
          });
          const lines = [
            `${sent.method} /api${sent.path} HTTP/1.1`,
            'host: 127.0.0.1',
            'connection: close',
            ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
            `content-length: ${Buffer.byteLength(sent.body ?? '')}`,
          ];
          socket.write(`${lines.join('\r\n')}\r\n\r\n${sent.body ?? ''}`);
        }),
    ),
  );
}

/** A refusal of the busy line: the one error body, and when to come back. */
const expectBusy = (answer: Answer) => {
  expect(answer.body).toEqual({ status: 503, code: 'busy', message: expect.stringMatching(/busy/) });
  expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
};

/** Polls until `check` holds (the queue's state changes on the server's own events). */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('the embedded database under more requests than it serves', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers a flood of the user list and of creates with 200/201 or 503 busy, never a time-out, and a 503 changes nothing', async () => {
    const server = await serverWith({ limit: 2, waitMs: 1_000 });
    t = server.t;
    const answers = await burst(server.t.app.server, server.headers, [
      ...Array.from({ length: 80 }, () => ({ method: 'GET' as const, path: '/users?page=1&size=10' })),
      ...Array.from({ length: 20 }, (_, i) => {
        const name = `Flood ${String(i).padStart(2, '0')}`;
        return { method: 'POST' as const, path: '/organisation-areas', body: JSON.stringify({ name }), name };
      }),
    ]);

    const statuses = new Set(answers.map((a) => a.status));
    expect([...statuses].filter((s) => ![200, 201, 503].includes(s))).toEqual([]);
    const refused = answers.filter((a) => a.status === 503);
    // The line of two was overrun, and still work was served.
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.length - refused.length).toBeGreaterThan(0);
    for (const answer of refused) expectBusy(answer);
    // Exactly the creates that answered 201 made an area: a refused one wrote nothing.
    const created = answers.filter((a) => a.status === 201).map((a) => a.name);
    expect(await server.areasNamed('Flood ')).toEqual(created.sort());

    expect((await server.listUsers()).status).toBe(200);
  });

  it('refuses at once past the limit, drops a request whose caller left while it waited, and never refuses work outside requests', async () => {
    const server = await serverWith({ limit: 1, waitMs: 60_000 });
    t = server.t;
    const queue = t.database.requestQueue;
    const { release, held } = server.holdDatabase();
    // The first create is admitted and waits on the held database; the second waits in the line.
    const admitted = server.createArea('Held 1');
    await until(() => queue?.running === 1);
    const leaving = new AbortController();
    const left = server.createArea('Held 2', leaving.signal).catch((error: unknown) => error);
    await until(() => queue?.waiting === 1);
    // The line is full: the next answers 503 while the database is still held.
    expectBusy(await server.createArea('Held 3'));
    // Work of no request (the job engine's, a migration's) does not wait in this line.
    const outside = server.areasNamed('Held ');
    // The caller of the waiting one leaves: it is taken out of the line before it ran.
    leaving.abort();
    expect(await left).toBeInstanceOf(DOMException);
    await until(() => queue?.waiting === 0);

    release();
    await held;
    expect((await admitted).status).toBe(201);
    await expect(outside).resolves.toEqual(expect.any(Array));
    expect(await server.areasNamed('Held ')).toEqual(['Held 1']);
  });

  it('answers 503 busy to a request that waited past its deadline, before running any of it', async () => {
    const server = await serverWith({ limit: 50, waitMs: 200 });
    t = server.t;
    const { release, held } = server.holdDatabase();
    const calls = ['Late 1', 'Late 2', 'Late 3'].map((name) => server.createArea(name));
    const early: Answer[] = [];
    for (const call of calls) void call.then((answer) => early.push(answer));
    // Two of them waited past the deadline while the database was held, and were answered then.
    await until(() => early.length === 2);
    for (const answer of early) expectBusy(answer);
    release();
    await held;
    // The third was admitted before and waited on the database itself: it was served.
    const served = (await Promise.all(calls)).filter((a) => a.status === 201).map((a) => a.name);
    expect(served).toHaveLength(1);
    expect(await server.areasNamed('Late ')).toEqual(served);
  });
});

// On CI's PostgreSQL (TEST_DATABASE_URL), else on a throw-away cluster started for this file.
describe('PostgreSQL under more requests than its pool serves', () => {
  let server: Awaited<ReturnType<typeof postgresServer>> | undefined;
  let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
    await database?.drop();
    server?.release();
  });

  it('refuses as busy the requests past the limit of those waiting for a connection, and serves the rest', async () => {
    server = await postgresServer();
    database = await createDatabase(server.url, 'lantern_busy');
    const url = database.url;
    t = await createTestApp({
      name: 'postgres',
      open: () => openDatabase({ url, poolWaitingLimit: 2 }),
    });
    const { access_token } = await t.signIn(ADMIN);
    const app = t.app;
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        app.inject({
          url: '/api/users?page=1&size=10',
          headers: { authorization: `Bearer ${access_token}` },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    const refused = answers.filter((a) => a.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    for (const answer of refused)
      expectBusy({ status: 503, retryAfter: answer.headers['retry-after'] as string, body: answer.json() });
    // A busy pool is no outage: the database is still reported up, and the next request is served.
    expect(t.database.monitor.up).toBe(true);
    expect(
      (
        await app.inject({
          url: '/api/users?page=1&size=10',
          headers: { authorization: `Bearer ${access_token}` },
        })
      ).statusCode,
    ).toBe(200);
  });
});
