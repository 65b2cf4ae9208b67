import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from './schema.ts';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness.ts';

describe.each(databaseTargets)('GET /organisation/:id on $name', (target) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(target);
    for (const o of await t.database.db.select().from(organisations)) ids[o.urlCode] = o.id;
  });
  afterAll(() => t.close());

  const get = async (id: string, email?: string) =>
    t.app.inject({
      url: `/api/organisation/${id}`,
      headers: email ? { authorization: `Bearer ${(await t.signIn(email)).access_token}` } : {},
    });

  it('answers a user their own organisation', async () => {
    const res = await get(ids.stmarys ?? '', 'guardian@stmarys.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.stmarys,
      url_code: 'stmarys',
      features: expect.arrayContaining(['VideoContent']),
    });
  });

  it("answers 404 for another organisation's id, exactly as for one that does not exist", async () => {
    const other = await get(ids.infantil ?? '', 'admin@stmarys.test');
    const missing = await get(crypto.randomUUID(), 'admin@stmarys.test');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
  });

  it('lets the super admin read any organisation; unknown ids are 404', async () => {
    expect((await get(ids.infantil ?? '', 'super@lantern.test')).json()).toMatchObject({
      url_code: 'infantil',
    });
    expect((await get(crypto.randomUUID(), 'super@lantern.test')).statusCode).toBe(404);
  });

  it('needs a session (401) and an id (400)', async () => {
    expect((await get(ids.stmarys ?? '')).statusCode).toBe(401);
    expect((await get('stmarys', 'super@lantern.test')).json()).toMatchObject({
      status: 400,
      fields: [{ path: 'id' }],
    });
  });
});
