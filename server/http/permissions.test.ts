import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { accessOf, requireRouteAccess } from './permissions.ts';

/** A scope with the start-up check, and one route registered in it. */
async function start(config?: Record<string, unknown>) {
  const app = Fastify({ logger: false });
  await app.register(
    async (api) => {
      requireRouteAccess(api);
      api.get('/bare', { ...(config && { config }) }, async () => ({ ok: true }));
    },
    { prefix: '/api' },
  );
  try {
    await app.ready();
  } finally {
    await app.close();
  }
}

describe('every /api route declares its access', () => {
  it('refuses to start with a route that names neither a permission nor a reason to be public', async () => {
    await expect(start()).rejects.toThrow(/GET \/api\/bare names no permission/);
  });

  it('refuses a permission that is not in the table', async () => {
    await expect(start({ permission: 'nothing.atAll' })).rejects.toThrow(
      /GET \/api\/bare names "nothing\.atAll", which is not in the permission table/,
    );
  });

  it('refuses a route that is both public and private', async () => {
    await expect(start({ permission: 'users.self', public: 'why' })).rejects.toThrow(/names both/);
  });

  it('starts when the route names a permission or why it is public', async () => {
    await expect(start({ permission: 'users.self' })).resolves.toBeUndefined();
    await expect(start({ public: 'a stranger may ask' })).resolves.toBeUndefined();
  });

  it('reads the access of route options', () => {
    expect(accessOf({ method: 'GET', url: '/api/x', config: { permission: 'usage.read' } })).toEqual({
      permission: 'usage.read',
    });
    expect(accessOf({ method: 'GET', url: '/api/x', config: { public: 'why' } })).toEqual({ public: 'why' });
  });
});
