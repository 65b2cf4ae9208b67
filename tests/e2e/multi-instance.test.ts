import http from 'node:http';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server.ts';
import { createDatabase, postgresServer } from '../support/postgres.ts';
import { apiSignIn } from '../support/second-factor.ts';

const ADMIN = { email: 'admin@stmarys.test', password: 'Lantern-demo-2026!' };
const LIMIT = 4;

/** One raw HTTP request (fetch cannot hold a body open half-sent). */
function request(url: string, method: string, headers: Record<string, string>, body?: Buffer) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function signIn(url: string) {
  return apiSignIn<{ access_token: string; refresh_token: string }>(url, ADMIN.email, ADMIN.password);
}

// Two server processes on one PostgreSQL (CI's, or a throw-away cluster started here) sharing
// one upload folder: what one of them decides, the other must honour.
describe('two servers on one database behave as one', () => {
  let pgServer: Awaited<ReturnType<typeof postgresServer>>;
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let dataDir: string;
  let a: RunningServer;
  let b: RunningServer;
  beforeAll(async () => {
    pgServer = await postgresServer();
    database = await createDatabase(pgServer.url, 'lantern_multi');
    dataDir = await mkdtemp(path.join(tmpdir(), 'lantern-multi-'));
    const env = {
      DATABASE_URL: database.url,
      JWT_SECRET: 'a-secret-both-servers-share-of-32-chars',
      AUTH_RATE_LIMIT: String(LIMIT),
    };
    // One after the other: the first migrates and loads the demo data.
    a = await startServer(env, { dataDir });
    b = await startServer(env, { dataDir });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
    pgServer?.release();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second writer of one upload on the other server with 423', async () => {
    const { access_token } = await signIn(a.url);
    const tus = (extra: Record<string, string> = {}) => ({
      'tus-resumable': '1.0.0',
      authorization: `Bearer ${access_token}`,
      ...extra,
    });
    const announced = await fetch(`${a.url}/api/organisation-videos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
      body: JSON.stringify({ title: 'Two servers', size: 1_000_000, filetype: 'video/mp4' }),
    });
    expect(announced.status).toBe(201);
    const id = ((await announced.json()) as { data: { id: string } }).data.id;
    const metadata = `video_id ${Buffer.from(id).toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')}`;
    const created = await request(
      `${a.url}/api/uploads`,
      'POST',
      tus({ 'upload-length': '1000000', 'upload-metadata': metadata }),
    );
    expect(created.status).toBe(201);
    const location = String(created.headers.location);

    // Server a's writer sends half of its chunk and pauses, holding the upload's lock.
    const first = http.request(`${a.url}${location}`, {
      method: 'PATCH',
      agent: false,
      headers: tus({
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': '1000000',
      }),
    });
    const firstDone = new Promise<number>((resolve, reject) => {
      first.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      first.on('error', reject);
    });
    first.write(Buffer.alloc(500_000, 1));
    // Server a holds the lock once its bytes reach the shared folder (asking either server would
    // itself take the lock for a moment, and could make a's writer the second one).
    const file = path.join(dataDir, 'uploads', id);
    await expect.poll(async () => (await stat(file)).size, { timeout: 10_000 }).toBeGreaterThan(0);
    const second = await request(
      `${b.url}${location}`,
      'PATCH',
      tus({ 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }),
      Buffer.alloc(10, 2),
    );
    expect(second.status).toBe(423);
    first.end(Buffer.alloc(500_000, 1));
    expect(await firstDone).toBe(204);
    // Once a is done, the upload is whole as seen from b.
    expect((await request(`${b.url}${location}`, 'HEAD', tus())).headers['upload-offset']).toBe('1000000');
  });

  it('counts the per-address limit of public auth calls across both servers', async () => {
    const forgot = (server: RunningServer) =>
      fetch(`${server.url}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) statuses.push((await forgot(i % 2 === 0 ? a : b)).status);
    expect(statuses.every((s) => s < 300)).toBe(true);
    // Each server alone has seen only half the limit; together they refuse the next call.
    const refused = await forgot(a);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ status: 429, code: 'TooManyRequests' });
    expect((await forgot(b)).status).toBe(429);
  });

  // Sessions live in the shared database, so signing out on one server ends the session on every
  // server at once (POST /api/auth/logout and session revocation).
  it('refuses on one server a session signed out on the other', async () => {
    const session = await signIn(a.url);
    const me = (server: RunningServer) =>
      fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${session.access_token}` } });
    expect((await me(b)).status).toBe(200);
    const out = await fetch(`${a.url}/api/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.access_token}` },
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    expect([200, 204]).toContain(out.status);
    expect((await me(b)).status).toBe(401);
    expect((await me(a)).status).toBe(401);
  });
});
