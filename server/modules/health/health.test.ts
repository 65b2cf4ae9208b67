import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness.ts';

describe.each(databaseTargets)('health and API basics on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('answers /api/health with the database kind and version', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: target.name,
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      queue: { oldestWaitingSeconds: null, failed: 0 },
    });
  });

  it('answers /api/health from the cached database state, without a query per call', async () => {
    // Every use of the database goes through `db`: count them while health is asked 20 times.
    let uses = 0;
    const counted = new Proxy(t.database.db, {
      get(target, key, receiver) {
        uses++;
        return Reflect.get(target, key, receiver);
      },
    });
    const app = await buildApp({ database: { ...t.database, db: counted }, tokens: t.tokens });
    await app.ready();
    uses = 0;
    for (let i = 0; i < 20; i++) expect((await app.inject('/api/health')).statusCode).toBe(200);
    expect(uses).toBe(0);
    await app.close();
  });

  it('says database "down" with 503 while the database cannot be reached, and ok again once it is back', async () => {
    t.database.monitor.markDown();
    const down = await t.app.inject('/api/health');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      status: 'unavailable',
      database: 'down',
      version: expect.any(String),
      queue: expect.objectContaining({ failed: 0 }),
    });
    t.database.monitor.markUp();
    expect((await t.app.inject('/api/health')).json()).toMatchObject({ status: 'ok', database: target.name });
  });

  it('answers an unknown API path with the one error shape', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 404,
      code: 'ResourceNotFound',
      message: 'No such endpoint: GET /api/no-such-thing',
    });
  });

  it('names every failing field of an invalid body with 400, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'not-an-email', password: 7 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ status: 400, code: 'ValidationError' });
    expect(body.fields.map((f: { path: string }) => f.path).sort()).toEqual(['email', 'password']);
    expect(body.message).toContain('email');
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'ValidationError' });
  });

  it('rejects an oversized body with 413 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'a@b.co', password: 'x'.repeat(2_000_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 413 });
  });

  it('publishes an OpenAPI document generated from the contracts, and a browsable page', async () => {
    const doc = await t.app.inject('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/auth/signin', '/api/auth/me']),
    );
    expect(spec.paths['/api/auth/signin'].post.requestBody.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/SignInRequestInput',
    );
    expect(spec.components.schemas.SignInRequestInput.required).toEqual(['email', 'password']);
    const page = await t.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
