import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { accessOf, requireRouteAccess } from './permissions.ts';

/** A scope with the start-up check, and one route registered in it. */
async function start(config?: Record<string, unknown>, url = '/bare') {
  const app = Fastify({ logger: false });
  await app.register(
    async (api) => {
      requireRouteAccess(api);
      api.get(url, { ...(config && { config }) }, async () => ({ ok: true }));
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

describe("every route whose permission has a condition names the condition's target", () => {
  const child = '/children/:patient_id/usage';

  it("refuses a route of a 'family' permission that declares no target", async () => {
    await expect(start({ permission: 'family.read' }, child)).rejects.toThrow(
      /GET \/api\/children\/:patient_id\/usage needs "family\.read" \(condition 'family'\) and declares no target/,
    );
  });

  it("refuses an 'organisation' route that names an organisation in its path and declares no target", async () => {
    await expect(
      start({ permission: 'families.settings' }, '/organisation/:id/family-settings'),
    ).rejects.toThrow(/names an organisation in its path and declares no target/);
  });

  it("refuses a target in a parameter the path does not have, or of another condition's kind", async () => {
    await expect(
      start({ permission: 'family.read', target: { patient: 'child_id', opens: 'usage' } }, child),
    ).rejects.toThrow(/declares its target in :child_id, which its path does not have/);
    await expect(
      start({ permission: 'families.settings', target: { patient: 'patient_id', opens: 'usage' } }, child),
    ).rejects.toThrow(/declares a patient target, but "families\.settings" has condition 'organisation'/);
  });

  it("starts when the target is declared, or the route reads only the caller's own family", async () => {
    await expect(
      start({ permission: 'family.read', target: { patient: 'patient_id', opens: 'usage' } }, child),
    ).resolves.toBeUndefined();
    await expect(
      start({ permission: 'family.read', target: { own: "the caller's children only" } }, '/children'),
    ).resolves.toBeUndefined();
    await expect(
      start(
        { permission: 'families.settings', target: { organisation: 'id' } },
        '/organisation/:id/family-settings',
      ),
    ).resolves.toBeUndefined();
  });
});
