import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { createTokenIssuer } from '../auth/tokens.ts';
import { registerErrorHandling } from './errors.ts';
import { registerAuth } from './auth.ts';
import { assertWithinOrganisation, registerTenancyGuard, requireOrganisation, tenancyOf } from './tenancy.ts';

const ORG_A = '11111111-1111-4111-8111-111111111111';
const ORG_B = '22222222-2222-4222-8222-222222222222';
const tokens = createTokenIssuer('tenancy-test-secret-of-at-least-32-chars', 600);

describe('tenancy', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandling(app);
    // Sessions are not what this file tests: every well-signed token's session stands.
    registerAuth(app, tokens, async () => true);
    registerTenancyGuard(app);
    // Stand-in routes of the kind later modules add: one acting on "the" organisation, one naming it in the path.
    app.get('/scoped', { onRequest: [app.authenticate] }, async (request) => ({
      organisation: requireOrganisation(tenancyOf(request)),
    }));
    app.post('/scoped', { onRequest: [app.authenticate] }, async () => ({ ok: true }));
    app.get<{ Params: { id: string } }>(
      '/organisations/:id/things',
      { onRequest: [app.authenticate] },
      async (request) => {
        assertWithinOrganisation(tenancyOf(request), request.params.id, 'path');
        return { ok: true };
      },
    );
    app.get<{ Params: { organisation_id: string } }>(
      '/o/:organisation_id',
      { onRequest: [app.authenticate] },
      async () => ({ ok: true }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const as = async (type: number, org: string | null) => ({
    authorization: `Bearer ${(await tokens.sign({ sub: crypto.randomUUID(), type, org, sid: crypto.randomUUID() })).token}`,
  });

  it('confines an admin, guardian or staff user to their own organisation', async () => {
    for (const type of [1, 2, 4]) {
      const res = await app.inject({ url: '/scoped', headers: await as(type, ORG_A) });
      expect(res.json()).toEqual({ organisation: ORG_A });
    }
  });

  it('refuses another organisation named in the header, oid, query or body (403) or path (404)', async () => {
    const headers = await as(1, ORG_A);
    expect(
      (await app.inject({ url: '/scoped', headers: { ...headers, 'x-organisation-id': ORG_B } })).statusCode,
    ).toBe(403);
    expect((await app.inject({ url: '/scoped', query: { oid: ORG_B }, headers })).statusCode).toBe(403);
    expect((await app.inject({ url: '/scoped', query: { organisation: ORG_B }, headers })).statusCode).toBe(
      403,
    );
    const body = await app.inject({
      method: 'POST',
      url: '/scoped',
      payload: { name: 'x', organisation_id: ORG_B },
      headers,
    });
    expect(body.json()).toEqual({
      status: 403,
      code: 'Forbidden',
      message: 'You can only act within your own organisation',
    });
    expect((await app.inject({ url: `/o/${ORG_B}`, headers })).json()).toMatchObject({
      status: 404,
      code: 'ResourceNotFound',
    });
    expect((await app.inject({ url: `/organisations/${ORG_B}/things`, headers })).statusCode).toBe(404);
    // Naming one's own organisation is fine.
    expect(
      (await app.inject({ url: `/organisations/${ORG_A}/things`, query: { oid: ORG_A }, headers }))
        .statusCode,
    ).toBe(200);
  });

  it('lets a super admin act on the organisation selected by header or oid, and on none otherwise', async () => {
    const headers = await as(0, null);
    expect(
      (await app.inject({ url: '/scoped', headers: { ...headers, 'x-organisation-id': ORG_B } })).json(),
    ).toEqual({ organisation: ORG_B });
    expect((await app.inject({ url: '/scoped', query: { oid: ORG_A }, headers })).json()).toEqual({
      organisation: ORG_A,
    });
    expect(
      (
        await app.inject({
          url: '/scoped',
          query: { oid: ORG_A },
          headers: { ...headers, 'x-organisation-id': ORG_B },
        })
      ).json(),
    ).toEqual({ organisation: ORG_B });
    const none = await app.inject({ url: '/scoped', headers });
    expect(none.json()).toEqual({ status: 403, code: 'Forbidden', message: 'Select an organisation first' });
    expect((await app.inject({ url: `/organisations/${ORG_B}/things`, headers })).statusCode).toBe(200);
  });

  it('answers 400 naming oid when the selection is not an organisation id', async () => {
    const res = await app.inject({ url: '/scoped', query: { oid: 'st-marys' }, headers: await as(0, null) });
    expect(res.json()).toMatchObject({ status: 400, code: 'ValidationError', fields: [{ path: 'oid' }] });
  });
});
