import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { auditLog } from '../../audit/schema.ts';
import { organisations } from './schema.ts';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness.ts';

describe.each(databaseTargets)('organisation administration on $name', (target) => {
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
    ]) {
      tokens[who] = (await t.signIn(who)).access_token;
    }
  });
  afterAll(() => t.close());

  const call = (
    who: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const asSuper = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    call('super@lantern.test', method, url, payload);
  const organisationCount = async () =>
    (await t.database.db.select({ n: count() }).from(organisations))[0]?.n;
  const newOrganisation = (code: string, extra: Record<string, unknown> = {}) => ({
    name: `Test Hospital ${code}`,
    url_code: code,
    language: 'en',
    area_seats: 25,
    ...extra,
  });

  it('creates an organisation with features that switch on their content items', async () => {
    const res = await asSuper(
      'POST',
      '/organisation',
      newOrganisation('northgate', { features: ['VideoContent', 'xplr-fea-quiz'], brand_color: '#0b7a75' }),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      url_code: 'northgate',
      area_seats: 25,
      brand_color: '#0b7a75',
      features: ['VideoContent', 'xplr-fea-quiz'],
    });

    const items = (await asSuper('GET', `/organisations/${created.id}/content-items`)).json();
    const featureItems = items.content_categories.find(
      (c: { name: string }) => c.name === 'Features',
    ).content_items;
    const enabled = featureItems
      .filter((i: { enabled: boolean }) => i.enabled)
      .map((i: { code: string }) => i.code);
    expect(enabled.sort()).toEqual(['VideoContent', 'xplr-fea-quiz']);
    expect(items.content_categories.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Games Carousel', 'Environments Carousel', 'Experiences Carousel']),
    );

    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'organisation.create'));
    expect(audited).toMatchObject({ organisationId: created.id, subject: created.id });
  });

  it('refuses a url_code already in use, whatever its case, with 409 and creates nothing', async () => {
    const before = await organisationCount();
    const res = await asSuper('POST', '/organisation', newOrganisation('StMarys'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'Conflict', message: expect.stringContaining('StMarys') });
    expect(await organisationCount()).toBe(before);
  });

  it('names each invalid field with 400 and creates nothing', async () => {
    const before = await organisationCount();
    const res = await asSuper('POST', '/organisation', {
      name: '',
      url_code: 'has spaces',
      brand_color: 'teal',
      owner: 'x',
      features: ['Teleport'],
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'url_code', 'brand_color']));
    expect(await organisationCount()).toBe(before);
  });

  it('pages newest first and finds by keyword in the name or code', async () => {
    for (let i = 1; i <= 12; i += 1)
      expect((await asSuper('POST', '/organisation', newOrganisation(`paging-${i}`))).statusCode).toBe(201);
    const first = (await asSuper('GET', '/organisation?page=1&size=5')).json();
    expect(first).toMatchObject({ page: 1, size: 5, total: await organisationCount() });
    expect(first.data).toHaveLength(5);
    expect(first.data[0].url_code).toBe('paging-12');
    const third = (await asSuper('GET', '/organisation?page=3&size=5')).json();
    expect(third.data[0].url_code).toBe('paging-2');

    const found = (await asSuper('GET', '/organisation?keyword=infantil')).json();
    expect(found.total).toBe(1);
    expect(found.data[0].name).toBe('Hospital Infantil (demo)');
    expect((await asSuper('GET', '/organisation?keyword=%25')).json().total).toBe(0);
    expect((await asSuper('GET', '/organisation?size=500')).statusCode).toBe(400);
  });

  it('lists every organisation for pickers', async () => {
    const all = (await asSuper('GET', '/organisations')).json();
    expect(all.map((o: { name: string }) => o.name)).toEqual(
      expect.arrayContaining(["St Mary's Children's Hospital (demo)", 'Hospital Infantil (demo)']),
    );
  });

  it('updates an organisation, and its admin signs in to the new features', async () => {
    const res = await asSuper('PUT', `/organisation/${ids.infantil}`, {
      area_seats: 75,
      features: ['VideoContent', 'Questionnaires'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ area_seats: 75, features: ['VideoContent', 'Questionnaires'] });
    const session = await t.signIn('admin@infantil.test');
    expect((session as unknown as { organisation: { features: string[] } }).organisation.features).toEqual([
      'VideoContent',
      'Questionnaires',
    ]);
    expect((await asSuper('PUT', `/organisation/${ids.infantil}`, { url_code: 'STMARYS' })).statusCode).toBe(
      409,
    );
    expect((await asSuper('PUT', `/organisation/${crypto.randomUUID()}`, { area_seats: 1 })).statusCode).toBe(
      404,
    );
  });

  it('switches content items on and off; the features follow; unknown items are refused', async () => {
    const items = (await asSuper('GET', `/organisations/${ids.infantil}/content-items`)).json();
    const byCode = new Map<string, string>(
      items.content_categories.flatMap((c: { content_items: { code: string; id: string }[] }) =>
        c.content_items.map((i) => [i.code, i.id]),
      ),
    );
    const res = await asSuper('POST', `/organisations/${ids.infantil}/content-items`, {
      attach_content_item_ids: [byCode.get('game-space-explorer')],
      detach_content_item_ids: [byCode.get('VideoContent')],
    });
    expect(res.statusCode).toBe(200);
    const org = (await asSuper('GET', `/organisation/${ids.infantil}`)).json();
    expect(org.features).toEqual(['Questionnaires']);

    const unknown = await asSuper('POST', `/organisations/${ids.infantil}/content-items`, {
      attach_content_item_ids: [crypto.randomUUID()],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields[0].path).toBe('attach_content_item_ids');
  });

  it('adds subscription packs; a pack that ends before it starts is refused', async () => {
    const pack = {
      name: 'Winter top-up',
      seats: 30,
      starts_at: '2026-12-01T00:00:00Z',
      ends_at: '2027-03-01T00:00:00Z',
    };
    const res = await asSuper('POST', `/organisations/${ids.stmarys}/subscription-packs`, pack);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Winter top-up',
      seats: 30,
      starts_at: '2026-12-01T00:00:00.000Z',
    });
    const list = (await asSuper('GET', `/organisations/${ids.stmarys}/subscription-packs`)).json();
    expect(list.map((p: { name: string }) => p.name)).toContain('Winter top-up');
    const backwards = await asSuper('POST', `/organisations/${ids.stmarys}/subscription-packs`, {
      ...pack,
      ends_at: '2026-11-01T00:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields[0].path).toBe('ends_at');
  });

  it('answers the public code lookup without a session', async () => {
    const res = await call(null, 'GET', '/organisations/STMARYS/code');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: ids.stmarys,
      name: "St Mary's Children's Hospital (demo)",
      language: 'en',
      url_code: 'stmarys',
    });
    expect((await call(null, 'GET', '/organisations/no-such-code/code')).statusCode).toBe(404);
  });

  it('refuses to delete an organisation that still has users; deletes an empty one', async () => {
    const busy = await asSuper('DELETE', `/organisation/${ids.stmarys}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toMatch(/still has \d+ user accounts/);
    const created = (await asSuper('POST', '/organisation', newOrganisation('to-delete'))).json();
    expect((await asSuper('DELETE', `/organisation/${created.id}`)).statusCode).toBe(204);
    expect((await asSuper('GET', `/organisation/${created.id}`)).statusCode).toBe(404);
    expect((await asSuper('DELETE', `/organisation/${created.id}`)).statusCode).toBe(404);
  });

  describe('wrong role and other organisation', () => {
    const writes = (id: () => string) =>
      [
        ['GET', '/organisation', undefined],
        ['GET', '/organisations', undefined],
        ['POST', '/organisation', newOrganisation('sneaky')],
        ['PUT', `/organisation/${id()}`, { area_seats: 9999 }],
        ['DELETE', `/organisation/${id()}`, undefined],
        ['POST', `/organisations/${id()}/content-items`, { attach_content_item_ids: [] }],
        [
          'POST',
          `/organisations/${id()}/subscription-packs`,
          { name: 'x', seats: 1, starts_at: '2026-01-01T00:00:00Z', ends_at: '2027-01-01T00:00:00Z' },
        ],
      ] as const;

    it.each(['admin@stmarys.test', 'guardian@stmarys.test'])(
      '%s cannot list, create, change or delete organisations',
      async (who) => {
        const before = await t.database.db.select().from(organisations);
        for (const [method, url, payload] of writes(() => ids.stmarys ?? '')) {
          const res = await call(who, method, url, payload);
          expect([403, 404], `${method} ${url}`).toContain(res.statusCode);
        }
        for (const [method, url, payload] of writes(() => ids.infantil ?? '')) {
          const res = await call(who, method, url, payload);
          expect([403, 404], `${method} ${url}`).toContain(res.statusCode);
        }
        expect(await t.database.db.select().from(organisations)).toEqual(before);
      },
    );

    it("an admin reads their own organisation's settings but not another's", async () => {
      expect(
        (await call('admin@stmarys.test', 'GET', `/organisations/${ids.stmarys}/content-items`)).statusCode,
      ).toBe(200);
      expect(
        (await call('admin@stmarys.test', 'GET', `/organisations/${ids.stmarys}/subscription-packs`))
          .statusCode,
      ).toBe(200);
      expect(
        (await call('admin@stmarys.test', 'GET', `/organisations/${ids.infantil}/content-items`)).statusCode,
      ).toBe(404);
      expect(
        (await call('admin@stmarys.test', 'GET', `/organisations/${ids.infantil}/subscription-packs`))
          .statusCode,
      ).toBe(404);
      expect(
        (await call('guardian@stmarys.test', 'GET', `/organisations/${ids.stmarys}/content-items`))
          .statusCode,
      ).toBe(403);
    });

    it('no session: 401', async () => {
      expect((await call(null, 'GET', '/organisation')).statusCode).toBe(401);
      expect((await call(null, 'POST', '/organisation', newOrganisation('anon'))).statusCode).toBe(401);
    });
  });
});
