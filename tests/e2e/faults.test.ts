import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startFailing, startServer, type RunningServer } from '../support/server.ts';
import { createDatabase, postgresServer, startCluster, type Cluster } from '../support/postgres.ts';
import { apiSignIn } from '../support/second-factor.ts';

const ADMIN = { email: 'admin@stmarys.test', password: 'Lantern-demo-2026!' };
const UNAVAILABLE = {
  status: 503,
  code: 'ServiceUnavailable',
  message: 'The service is briefly unavailable. Please try again in a moment.',
};

async function signIn(url: string): Promise<string> {
  return (await apiSignIn(url, ADMIN.email, ADMIN.password)).access_token;
}

/** Creates one area; answers its id when the server acknowledged the write (2xx), else null. */
async function createArea(
  url: string,
  token: string,
  name: string,
): Promise<{ id: string; organisation_id: string } | null> {
  try {
    const res = await fetch(`${url}/api/organisation-areas`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name }),
    });
    return res.ok ? ((await res.json()) as { id: string; organisation_id: string }) : null;
  } catch {
    return null; // the connection died with the server: not acknowledged
  }
}

/**
 * Eight writers create areas until the server has acknowledged 40 of them, then the server is
 * killed with SIGKILL mid-burst; after a restart on the same data, every acknowledged area must
 * be there. (The first start, with its migrations and demo data, happens before the test.)
 */
function killDuringWrites(name: string, environment: () => Promise<Record<string, string>>) {
  describe(`SIGKILL during a burst of writes (${name})`, () => {
    let env: Record<string, string>;
    let dataDir: string;
    let first: RunningServer;
    const cleanups: (() => Promise<void> | void)[] = [];
    beforeAll(async () => {
      env = await environment();
      dataDir = await mkdtemp(path.join(tmpdir(), 'lantern-kill-'));
      first = await startServer(env, { dataDir });
    });
    afterAll(async () => {
      await first?.kill();
      for (const cleanup of cleanups.reverse()) await cleanup();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('loses no acknowledged write', async () => {
      const token = await signIn(first.url);
      const acked: { id: string; name: string }[] = [];
      let organisation = '';
      let killed = false;
      let n = 0;
      const writer = async () => {
        while (!killed) {
          const name = `burst ${n++}`;
          const area = await createArea(first.url, token, name);
          if (area && !killed) {
            acked.push({ id: area.id, name });
            organisation = area.organisation_id;
          }
          if (acked.length >= 40 && !killed) {
            killed = true;
            await first.kill();
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, writer));
      expect(acked.length).toBeGreaterThanOrEqual(40);
      // Writes were still in flight when the process died.
      expect(n).toBeGreaterThan(acked.length);

      const second = await startServer(env, { dataDir });
      cleanups.push(async () => void (await second.stop()));
      const again = await signIn(second.url);
      const res = await fetch(`${second.url}/api/organisations/${organisation}/areas`, {
        headers: { authorization: `Bearer ${again}` },
      });
      expect(res.status).toBe(200);
      const ids = new Set(((await res.json()) as { id: string }[]).map((a) => a.id));
      expect(acked.filter((a) => !ids.has(a.id))).toEqual([]);
    });
  });
}

const releases: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const release of releases.reverse()) await release();
});

killDuringWrites('PGlite', async () => ({}));
killDuringWrites('PostgreSQL', async () => {
  const server = await postgresServer();
  releases.push(() => server.release());
  const database = await createDatabase(server.url, 'lantern_kill');
  releases.push(() => database.drop());
  return { DATABASE_URL: database.url };
});

describe('an unreachable database at start', () => {
  it('refuses to start in one line, without a stack, when DATABASE_URL cannot be reached', async () => {
    const port = await freePort();
    const result = await startFailing({
      DATABASE_URL: `postgres://lantern:s3cret@127.0.0.1:${port}/lantern`,
    });
    expect(result.code).toBe(1);
    const lines = result.output.trim().split('\n');
    expect(lines).toEqual([
      `Cannot open the database of DATABASE_URL (127.0.0.1:${port}/lantern): connect ECONNREFUSED 127.0.0.1:${port}`,
    ]);
    expect(result.output).not.toContain('s3cret');
  });
});

describe('PostgreSQL stopped and started under load', () => {
  let cluster: Cluster;
  let server: RunningServer;
  beforeAll(async () => {
    cluster = await startCluster();
    server = await startServer({ DATABASE_URL: cluster.url });
  });
  afterAll(async () => {
    await server?.stop();
    cluster?.destroy();
  });

  it('answers 503 while PostgreSQL is stopped, then recovers without a restart, the process alive', async () => {
    const token = await signIn(server.url);
    const auth = { authorization: `Bearer ${token}` };

    // Readers, a writer and a health watcher keep calling until told to stop.
    const seen: { status: number; body: unknown }[] = [];
    const health: number[] = [];
    let running = true;
    const call = async (init: () => Promise<Response>) => {
      const res = await init();
      seen.push({ status: res.status, body: await res.json() });
    };
    const reader = async () => {
      while (running) await call(() => fetch(`${server.url}/api/users`, { headers: auth }));
    };
    const writer = async () => {
      for (let i = 0; running; i++)
        await call(() =>
          fetch(`${server.url}/api/organisation-areas`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ name: `load ${i}` }),
          }),
        );
    };
    const watcher = async () => {
      while (running) {
        health.push((await fetch(`${server.url}/api/health`)).status);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const load = Promise.all([reader(), reader(), reader(), writer(), watcher()]);
    try {
      await expect
        .poll(() => seen.filter((s) => s.status === 200).length, { timeout: 10_000 })
        .toBeGreaterThan(20);
      cluster.stop();
      await expect
        .poll(() => seen.filter((s) => s.status === 503).length, { timeout: 15_000 })
        .toBeGreaterThan(5);
      await expect.poll(() => health.includes(503), { timeout: 15_000 }).toBe(true);
      const down = await fetch(`${server.url}/api/health`);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ status: 'unavailable', database: 'down' });

      cluster.start();
      const before = seen.length;
      await expect
        .poll(() => seen.slice(before).filter((s) => s.status === 200 || s.status === 201).length, {
          timeout: 20_000,
        })
        .toBeGreaterThan(20);
      await expect
        .poll(async () => (await fetch(`${server.url}/api/health`)).status, { timeout: 10_000 })
        .toBe(200);
    } finally {
      running = false;
      await load;
    }
    // Every answer was a success or the outage's 503, never a 500 or a dropped connection.
    expect(seen.filter((s) => ![200, 201, 503].includes(s.status))).toEqual([]);
    for (const s of seen.filter((x) => x.status === 503)) expect(s.body).toEqual(UNAVAILABLE);
    // The same process answers after the outage: it never died.
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
  });
});
