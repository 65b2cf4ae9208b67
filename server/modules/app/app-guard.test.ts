import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDocument } from '../../test/openapi.ts';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness.ts';
import { appSignIn, createAppPatient } from '../../test/app-patients.ts';

/** App tokens reach the app's calls only; portal tokens everything but them. */
describe.each(databaseTargets)('the app token guard on $name', (target) => {
  let t: TestApp;
  let app: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    await createAppPatient(t.database.db, 'stmarys', 'GUARDE');
    app = (await appSignIn(t, 'stmarys', 'GUARDE')).access_token;
  });
  afterAll(() => t.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload && { payload }) });

  it('refuses an app token on portal calls with 403, and changes nothing', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/auth/me'],
      ['GET', '/api/users/profile'],
      ['PUT', '/api/user', { first_name: 'Hacker' }],
      ['GET', '/api/users'],
      ['GET', '/api/user-organisation-areas'],
      ['GET', '/api/organisation-videos'],
    ] as const) {
      const res = await call(app, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, code: 'Forbidden' });
    }
    const me = await call(app, 'GET', '/api/app/me');
    expect(me.json().patient.first_name).toBe('Kid GUARDE');
  });

  it("refuses every portal role's token on app calls with 403", async () => {
    for (const email of ['guardian@stmarys.test', 'admin@stmarys.test', 'super@lantern.test']) {
      const portal = (await t.signIn(email)).access_token;
      const res = await call(portal, 'GET', '/api/app/me');
      expect(res.statusCode, email).toBe(403);
      expect(res.json().code).toBe('Forbidden');
    }
  });

  it('refuses an app token naming another organisation, before the call runs', async () => {
    const res = await t.app.inject({
      url: '/api/app/me',
      headers: { authorization: `Bearer ${app}`, 'x-organisation-id': randomUUID() },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('Forbidden');
  });

  it("documents every app call under the 'app' tag, and nothing else there", () => {
    const api = readDocument(t.app);
    const app = api.operations.filter((op) => op.path.startsWith('/api/app/'));
    // Others (questionnaires) add their own app calls: these are the ones this module makes.
    expect(app.map((op) => op.key)).toEqual(
      expect.arrayContaining([
        'GET /api/app/content',
        'GET /api/app/events',
        'GET /api/app/me',
        'POST /api/app/auth/logout',
        'POST /api/app/auth/refresh',
        'POST /api/app/auth/signin',
        'POST /api/app/events',
        'POST /api/app/focus',
        'POST /api/app/moods',
        'POST /api/app/sessions/end',
        'POST /api/app/sessions/start',
      ]),
    );
    expect(api.operations.filter((op) => op.tags.includes('app')).length).toBe(app.length);
    expect(app.every((op) => op.tags.includes('app'))).toBe(true);
  });

  it('answers 401 to app calls without a token', async () => {
    expect((await t.app.inject({ url: '/api/app/me' })).statusCode).toBe(401);
  });
});
