import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { START_TIMEOUT_MS, startFailing, startServer } from '../support/server.ts';
import { apiSignIn } from '../support/second-factor.ts';

const signIn = (url: string) =>
  fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@stmarys.test', password: 'Lantern-demo-2026!' }),
  });

const production = { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-at-least-32-chars' };

// Each test starts a server from nothing (migrations, and the demo data where asked): as long as a start may take.
describe('starting the server', { timeout: START_TIMEOUT_MS }, () => {
  it('keeps its data and sessions across a restart, without loading the demo data twice', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lantern-restart-'));
    try {
      const first = await startServer({}, { dataDir });
      const session = await apiSignIn(first.url, 'admin@stmarys.test', 'Lantern-demo-2026!');
      expect(await first.stop()).toBe(0);

      // A second seeding would break the unique e-mail index and stop the start.
      const second = await startServer({}, { dataDir });
      const me = await fetch(`${second.url}/api/auth/me`, {
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      expect(me.status).toBe(200);
      expect(second.output()).toContain('Lantern is running');
      expect(await second.stop()).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('loads no demo data in production', async () => {
    const server = await startServer(production);
    try {
      expect((await signIn(server.url)).status).toBe(401);
      expect(server.output()).not.toContain('Lantern-demo-2026!');
    } finally {
      await server.stop();
    }
  });

  it('loads the demo data in production with --demo', async () => {
    const server = await startServer(production, { args: ['--demo'] });
    try {
      expect((await signIn(server.url)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('refuses to start with a bad configuration, naming the variable', async () => {
    const bad = await startFailing({ PORT: 'eighty' });
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('PORT:');
    const noSecret = await startFailing({ NODE_ENV: 'production', JWT_SECRET: '' });
    expect(noSecret.code).toBe(1);
    expect(noSecret.output).toContain('JWT_SECRET: must be set when NODE_ENV=production');
  });

  it.runIf(process.env.TEST_DATABASE_URL)('runs on PostgreSQL when DATABASE_URL is set (CI)', async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `lantern_e2e_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    try {
      const server = await startServer({ DATABASE_URL: url.toString() });
      expect(await (await fetch(`${server.url}/api/health`)).json()).toMatchObject({ database: 'postgres' });
      expect((await signIn(server.url)).status).toBe(200);
      expect(await server.stop()).toBe(0);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
