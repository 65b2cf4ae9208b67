import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseTargets, type DatabaseTarget, type TestApp } from './test/harness.ts';

const [pglite] = databaseTargets as [DatabaseTarget, ...DatabaseTarget[]];

describe('serving the built portal', () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lantern-public-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp(pglite, { publicDir: dir, seed: false });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves index.html at / and for client-side routes, never cached', async () => {
    for (const url of ['/', '/app-users', '/organisation-areas/1/edit?tab=x']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await t.app.inject('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps unknown API paths as JSON 404s, not the portal', async () => {
    const res = await t.app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ResourceNotFound' });
  });

  it('does not answer non-GET unknown paths with the portal', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/app-users' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ResourceNotFound' });
  });
});

describe('unexpected failures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(pglite, { seed: false });
  });
  // The test closes the database itself.
  afterAll(() => t.app.close());

  it('answers 500 InteralServerError without leaking the cause', async () => {
    // Closing the database makes the next query fail in a way no handler expects.
    await t.database.close();
    // (Health answers from the cached database state, so a call that queries stands in for it.)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'a@b.co', password: 'Whatever-1!' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 500,
      code: 'InteralServerError',
      message: 'Something went wrong. Please try again later.',
    });
  });
});
