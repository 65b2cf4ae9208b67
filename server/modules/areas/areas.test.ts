import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { organisationAreas } from './schema.ts';
import { organisations } from '../organisations/schema.ts';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness.ts';

describe.each(databaseTargets)('organisation areas on $name', (target) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(target);
    for (const o of await t.database.db.select().from(organisations)) ids[o.urlCode] = o.id;
    for (const who of [
      'super@lantern.test',
      'admin@stmarys.test',
      'guardian@stmarys.test',
      'admin@infantil.test',
    ])
      tokens[who] = (await t.signIn(who)).access_token;
  });
  afterAll(() => t.close());

  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const areaCount = async () => (await t.database.db.select({ n: count() }).from(organisationAreas))[0]?.n;
  const areasOf = async (who: string, org: string) =>
    (await call(who, 'GET', `/organisations/${ids[org]}/areas`)).json();

  it('lists the demo areas to the admin and to guardians (the content-areas view)', async () => {
    const names = (await areasOf('admin@stmarys.test', 'stmarys')).map((a: { name: string }) => a.name);
    expect(names).toEqual(['Day surgery', 'Oncology ward', 'Outpatients']);
    expect((await areasOf('guardian@stmarys.test', 'stmarys')).length).toBe(3);
  });

  it('creates, renames and deletes an area; names are unique per organisation', async () => {
    const created = await call('admin@stmarys.test', 'POST', '/organisation-areas', {
      name: 'Cardiology',
      description: 'Heart clinic',
    });
    expect(created.statusCode).toBe(201);
    const area = created.json();
    expect(area).toMatchObject({ name: 'Cardiology', organisation_id: ids.stmarys });
    expect(
      (await call('admin@stmarys.test', 'POST', '/organisation-areas', { name: 'CARDIOLOGY' })).statusCode,
    ).toBe(409);
    // Another organisation may use the same name.
    expect(
      (await call('admin@infantil.test', 'POST', '/organisation-areas', { name: 'Cardiology' })).statusCode,
    ).toBe(201);

    const renamed = await call('admin@stmarys.test', 'PUT', `/organisation-areas/${area.id}`, {
      name: 'Cardiology clinic',
    });
    expect(renamed.json().name).toBe('Cardiology clinic');
    expect(
      (await call('admin@stmarys.test', 'PUT', `/organisation-areas/${area.id}`, { name: 'Oncology ward' }))
        .statusCode,
    ).toBe(409);
    expect((await call('admin@stmarys.test', 'DELETE', `/organisation-areas/${area.id}`)).statusCode).toBe(
      204,
    );
    expect((await call('admin@stmarys.test', 'DELETE', `/organisation-areas/${area.id}`)).statusCode).toBe(
      404,
    );
  });

  it('names invalid fields with 400 and creates nothing', async () => {
    const before = await areaCount();
    const res = await call('admin@stmarys.test', 'POST', '/organisation-areas', { name: '', colour: 'red' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { path: string }) => f.path)).toEqual(expect.arrayContaining(['name']));
    expect(await areaCount()).toBe(before);
  });

  it("attaches and detaches the carousels' items; features and unknown items are refused", async () => {
    const [oncology] = (await areasOf('admin@stmarys.test', 'stmarys')).filter(
      (a: { name: string }) => a.name === 'Oncology ward',
    );
    const items = (
      await call('admin@stmarys.test', 'GET', `/organisation-areas/${oncology.id}/content-items`)
    ).json();
    expect(items.content_categories.map((c: { name: string }) => c.name).sort()).toEqual([
      'Environments Carousel',
      'Experiences Carousel',
      'Games Carousel',
    ]);
    const all = items.content_categories.flatMap(
      (c: { content_items: { id: string; code: string; enabled: boolean }[] }) => c.content_items,
    );
    expect(
      all
        .filter((i: { enabled: boolean }) => i.enabled)
        .map((i: { code: string }) => i.code)
        .sort(),
    ).toEqual(['env-night-sky', 'exp-mri-scanner', 'game-bubble-breathing']);

    const forest = all.find((i: { code: string }) => i.code === 'env-forest-walk').id;
    const sky = all.find((i: { code: string }) => i.code === 'env-night-sky').id;
    const changed = await call(
      'admin@stmarys.test',
      'POST',
      `/organisation-areas/${oncology.id}/content-items`,
      { attach_content_item_ids: [forest], detach_content_item_ids: [sky] },
    );
    expect(changed.statusCode).toBe(200);
    const enabled = changed
      .json()
      .content_categories.flatMap((c: { content_items: { code: string; enabled: boolean }[] }) =>
        c.content_items.filter((i) => i.enabled).map((i) => i.code),
      );
    expect(enabled.sort()).toEqual(['env-forest-walk', 'exp-mri-scanner', 'game-bubble-breathing']);

    const orgItems = (
      await call('super@lantern.test', 'GET', `/organisations/${ids.stmarys}/content-items`)
    ).json();
    const videoFeature = orgItems.content_categories.find((c: { name: string }) => c.name === 'Features')
      .content_items[0].id;
    const refused = await call(
      'admin@stmarys.test',
      'POST',
      `/organisation-areas/${oncology.id}/content-items`,
      { attach_content_item_ids: [videoFeature, crypto.randomUUID()] },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields[0].path).toBe('attach_content_item_ids');
  });

  it('guardians cannot write; another organisation’s areas read as missing and stay unchanged', async () => {
    const [oncology] = (await areasOf('admin@stmarys.test', 'stmarys')).filter(
      (a: { name: string }) => a.name === 'Oncology ward',
    );
    const before = await t.database.db
      .select()
      .from(organisationAreas)
      .where(eq(organisationAreas.id, oncology.id));
    expect(
      (await call('guardian@stmarys.test', 'POST', '/organisation-areas', { name: 'Sneaky' })).statusCode,
    ).toBe(403);
    expect(
      (await call('guardian@stmarys.test', 'PUT', `/organisation-areas/${oncology.id}`, { name: 'Sneaky' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('admin@infantil.test', 'PUT', `/organisation-areas/${oncology.id}`, { name: 'Sneaky' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('admin@infantil.test', 'DELETE', `/organisation-areas/${oncology.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call('admin@infantil.test', 'GET', `/organisation-areas/${oncology.id}/content-items`))
        .statusCode,
    ).toBe(404);
    expect((await call('admin@infantil.test', 'GET', `/organisations/${ids.stmarys}/areas`)).statusCode).toBe(
      404,
    );
    // Naming another organisation in the body is refused before anything runs.
    expect(
      (
        await call('admin@infantil.test', 'POST', '/organisation-areas', {
          name: 'X',
          organisation_id: ids.stmarys,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      await t.database.db.select().from(organisationAreas).where(eq(organisationAreas.id, oncology.id)),
    ).toEqual(before);
  });

  it('the super admin creates an area in a named organisation', async () => {
    const res = await call('super@lantern.test', 'POST', '/organisation-areas', {
      name: 'Neonatal',
      organisation_id: ids.infantil,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().organisation_id).toBe(ids.infantil);
  });
});
