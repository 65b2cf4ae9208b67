import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseTargets, type DatabaseTarget, type TestApp } from '../test/harness.ts';
import { isPublicRoute } from './public-routes.ts';
import { TOKEN_MISSING_MESSAGE } from '../../src/api/contracts/index.ts';
import { TEST_METRICS_TOKEN } from '../test/test-secret.ts';

const [pglite] = databaseTargets as [DatabaseTarget, ...DatabaseTarget[]];
const SOME_ID = '00000000-0000-4000-8000-000000000000';

describe('the /api scope is private by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    // With the metrics on: GET /metrics guards itself with the operators' token, and is walked too.
    t = await createTestApp(pglite, { seed: false, metrics: { token: TEST_METRICS_TOKEN } });
  });
  afterAll(() => t.close());

  // The documentation page is served beside the scope and switched by API_DOCS (config tests).
  // Outside the scope, the routes that take an operator's secret instead of a session.
  const apiRoutes = () =>
    t.app.registeredRoutes.filter(
      (r) => (r.url.startsWith('/api/') && !r.url.startsWith('/api/docs')) || r.operatorSecret !== undefined,
    );

  it("walks the operators' routes outside the scope too", () => {
    const outside = apiRoutes().filter((r) => !r.url.startsWith('/api/'));
    expect(outside.map((r) => `${r.method} ${r.url} ${r.operatorSecret}`).sort()).toEqual([
      'GET /metrics METRICS_TOKEN',
      'HEAD /metrics METRICS_TOKEN',
    ]);
  });

  it('answers 401 to an anonymous call of every route that does not declare itself public', async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:[a-z_]+/gi, SOME_ID);
      const res = await t.app.inject({ method: route.method as 'GET', url });
      const expectPublic = isPublicRoute(t.app.registeredRoutes, route.method, route.url);
      // A public call may still refuse a credential it checks itself (a refresh without a refresh
      // token answers 401), but never for want of a bearer token.
      // (A HEAD answer has no body to say why.)
      const refusedForNoToken =
        res.statusCode === 401 && (route.method === 'HEAD' || res.body.includes(TOKEN_MISSING_MESSAGE));
      if (expectPublic ? refusedForNoToken : !refusedForNoToken)
        wrong.push(`${route.method} ${route.url} → ${res.statusCode} (public: ${expectPublic})`);
    }
    expect(wrong).toEqual([]);
  });

  it('every route of the scope names a permission or why it is public', () => {
    const undeclared = apiRoutes().filter(
      (r) => r.permission === undefined && r.public === undefined && r.operatorSecret === undefined,
    );
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('refuses an anonymous call with an invalid token too, before validation runs', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/organisation',
      headers: { authorization: 'Bearer not-a-token' },
      payload: { name: '\u0000' },
    });
    expect(res.statusCode).toBe(401);
  });
});

// The API documentation maps every call for an attacker, so production keeps it off unless asked.
describe('the API documentation', () => {
  it.each([
    { production: true, apiDocs: undefined, status: 404 },
    { production: true, apiDocs: true, status: 200 },
    { production: false, apiDocs: undefined, status: 200 },
  ])('production $production, API_DOCS $apiDocs → $status', async ({ production, apiDocs, status }) => {
    const t = await createTestApp(pglite, {
      seed: false,
      production,
      ...(apiDocs !== undefined && { apiDocs }),
    });
    try {
      expect((await t.app.inject('/api/docs/json')).statusCode).toBe(status);
    } finally {
      await t.close();
    }
  });
});
