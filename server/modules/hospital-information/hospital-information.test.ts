import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CmsPage } from '../../../src/api/contracts/index.ts';
import { databaseTargets } from '../../test/harness.ts';
import { ADMIN, GUARDIAN, OTHER_ADMIN, OTHER_GUARDIAN, SUPER, cmsTestApp, content } from './test-support.ts';

describe.each(databaseTargets)('hospital information pages on $name', (target) => {
  let h: Awaited<ReturnType<typeof cmsTestApp>>;
  beforeAll(async () => {
    h = await cmsTestApp(target);
  });
  afterAll(() => h.t.close());
  const create = async (who = ADMIN, body: object = { content: content('Parking') }) => {
    const res = await h.call(who, 'POST', '/organisation-cms/pages', body);
    expect(res.statusCode).toBe(201);
    return res.json() as CmsPage;
  };

  it("shows guardians St Mary's demo pages in three languages, and admins their state", async () => {
    const published = await h.call(GUARDIAN, 'GET', '/organisation-cms/published');
    expect(published.statusCode).toBe(200);
    const { data, contact, visitingHours } = published.json();
    expect(data.map((p: { content: { en: { title: string } } }) => p.content.en.title)).toEqual([
      'Visiting the ward',
      "Your child's stay",
    ]);
    expect(Object.keys(data[0].content)).toEqual(['en', 'ar', 'es']);
    expect(data[0].content.ar.html).toContain('dir="rtl"');
    expect(contact.phone).toBe('020 7946 0000');
    expect(visitingHours.es).toContain('Padres');
    const latest = (await h.call(ADMIN, 'GET', '/organisation-cms/latest')).json().data as CmsPage[];
    expect(latest.map((p) => p.state)).toEqual(['published', 'published']);
    // Another organisation's guardian sees their own (none), nothing of St Mary's.
    const other = await h.call(OTHER_GUARDIAN, 'GET', '/organisation-cms/published');
    expect(other.json().data).toEqual([]);
    expect(other.body).not.toContain('Visiting the ward');
  });

  it('creates a page, saves its draft sanitised, and tells draft, published and changed apart', async () => {
    const page = await create();
    expect(page).toMatchObject({ state: 'draft', visible: true, published: null, publishedAt: null });
    const saved = await h.call(ADMIN, 'POST', '/organisation-cms/save-draft', {
      pageNumber: page.pageNumber,
      content: {
        en: { title: ' Parking ', html: '<p onclick="steal()">Car park B<script>alert(1)</script></p>' },
        ar: { title: 'موقف السيارات', html: '<p dir="rtl">الموقف <a href="javascript:alert(1)">ب</a></p>' },
      },
    });
    expect(saved.statusCode).toBe(200);
    const draft = saved.json() as CmsPage;
    expect(draft.content.en).toMatchObject({ title: 'Parking', html: '<p>Car park B</p>' });
    expect(draft.content.ar?.html).toBe('<p dir="rtl">الموقف <a rel="noopener noreferrer">ب</a></p>');
    // The guardian sees nothing of a draft.
    const seen = (await h.call(GUARDIAN, 'GET', '/organisation-cms/published')).body;
    expect(seen).not.toContain('Car park B');
    const published = await h.call(ADMIN, 'POST', '/organisation-cms/publish', {
      pageNumber: page.pageNumber,
      confirmTranslations: true,
    });
    expect(published.json()).toMatchObject({ outcome: 'published', page: { state: 'published' } });
    expect((await h.call(GUARDIAN, 'GET', '/organisation-cms/published')).body).toContain('Car park B');
    const changed = await h.call(ADMIN, 'POST', '/organisation-cms/save-draft', {
      pageNumber: page.pageNumber,
      content: content('Parking and buses'),
    });
    expect(changed.json()).toMatchObject({
      state: 'changed',
      published: { content: { en: { title: 'Parking' } } },
    });
    // Guardians still see the published version until it is published again.
    expect((await h.call(GUARDIAN, 'GET', '/organisation-cms/published')).body).not.toContain(
      'Parking and buses',
    );
    const audit = await h.t.database.db.execute(
      sql`select action from audit_log where action like 'cms.page.%' and organisation_id = ${h.stMarys} and subject = ${String(page.pageNumber)} order by at`,
    );
    expect((audit as unknown as { rows: { action: string }[] }).rows.map((r) => r.action)).toEqual([
      'cms.page.create',
      'cms.page.save',
      'cms.page.publish',
      'cms.page.save',
    ]);
  });

  it('previews the drafts as guardians will see them, and unpublishing takes a page from guardians', async () => {
    const page = await create(ADMIN, { content: content('Pharmacy', { ar: 'الصيدلية', es: 'Farmacia' }) });
    const preview = await h.call(ADMIN, 'GET', '/organisation-cms/preview');
    expect(preview.statusCode).toBe(200);
    const entry = preview
      .json()
      .organisation_cms_content.find((p: { pageNumber: number }) => p.pageNumber === page.pageNumber);
    expect(entry.content.ar.title).toBe('الصيدلية');
    expect(entry.publishedAt).toBeNull();
    await h.call(ADMIN, 'POST', '/organisation-cms/publish', { pageNumber: page.pageNumber });
    expect((await h.call(GUARDIAN, 'GET', '/organisation-cms/published')).body).toContain('Farmacia');
    const off = await h.call(ADMIN, 'POST', '/organisation-cms/unpublish', { pageNumber: page.pageNumber });
    expect(off.json()).toMatchObject({ state: 'draft', published: null });
    expect((await h.call(GUARDIAN, 'GET', '/organisation-cms/published')).body).not.toContain('Farmacia');
    // The draft stays.
    expect(off.json().content.es.title).toBe('Farmacia');
  });

  it('refuses bad input with the field named, and changes nothing', async () => {
    const page = await create();
    const before = await h.snapshot();
    const bad: [string, object, string][] = [
      ['/organisation-cms/save-draft', { content: content('x') }, 'pageNumber'],
      ['/organisation-cms/save-draft', { pageNumber: 'one', content: {} }, 'pageNumber'],
      [
        '/organisation-cms/save-draft',
        { pageNumber: page.pageNumber, content: { fr: { title: 'x', html: '' } } },
        'content',
      ],
      [
        '/organisation-cms/save-draft',
        { pageNumber: page.pageNumber, content: { en: { title: 'a\u0000b', html: '' } } },
        'content.en.title',
      ],
      [
        '/organisation-cms/save-draft',
        { pageNumber: page.pageNumber, content: { en: { title: 'x'.repeat(201), html: '' } } },
        'content.en.title',
      ],
      [
        '/organisation-cms/save-draft',
        { pageNumber: page.pageNumber, content: {}, coverImage: 'https://evil.test/x.png' },
        'coverImage',
      ],
      ['/organisation-cms/publish', { pageNumber: -1 }, 'pageNumber'],
      ['/organisation-cms/unpublish', {}, 'pageNumber'],
      ['/organisation-cms/pages', { content: { en: { title: 'x' } } }, 'content.en.html'],
    ];
    for (const [url, body, field] of bad) {
      const res = await h.call(ADMIN, 'POST', url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 'ValidationError' });
      expect(
        res
          .json()
          .fields.map((f: { path: string }) => f.path)
          .join(' '),
        JSON.stringify(body),
      ).toContain(field);
    }
    expect(await h.snapshot()).toBe(before);
  });

  it('lets only admins of the organisation (and the super admin within it) manage pages', async () => {
    const page = await create();
    const before = await h.snapshot();
    const writes: [string, string, object?][] = [
      ['POST', '/organisation-cms/pages', { content: content('Intruder') }],
      ['POST', '/organisation-cms/save-draft', { pageNumber: page.pageNumber, content: content('Intruder') }],
      ['POST', '/organisation-cms/publish', { pageNumber: page.pageNumber }],
      ['POST', '/organisation-cms/unpublish', { pageNumber: 1 }],
      ['DELETE', `/organisation-cms/pages/${page.pageNumber}`],
    ];
    for (const [method, url, body] of writes) {
      const res = await h.call(GUARDIAN, method as 'POST', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, code: 'Forbidden' });
    }
    for (const url of ['/organisation-cms/latest', '/organisation-cms/preview'])
      expect((await h.call(GUARDIAN, 'GET', url)).statusCode).toBe(403);
    // The super admin must select an organisation first.
    expect((await h.call(SUPER, 'GET', '/organisation-cms/latest')).statusCode).toBe(403);
    // Infantil's admin names St Mary's page number: it is no page of theirs.
    const other = await h.call(OTHER_ADMIN, 'POST', '/organisation-cms/save-draft', {
      pageNumber: page.pageNumber,
      content: content('Intruder'),
    });
    expect(other.json()).toMatchObject({ status: 404, code: 'ResourceNotFound' });
    const named = await h.call(OTHER_ADMIN, 'GET', '/organisation-cms/latest', undefined, {
      'x-organisation-id': h.stMarys,
    });
    expect(named.statusCode).toBe(403);
    expect(await h.snapshot()).toBe(before);
    // The super admin within St Mary's edits it.
    const asSuper = await h.call(
      SUPER,
      'POST',
      '/organisation-cms/save-draft',
      { pageNumber: page.pageNumber, content: content('Edited by the product team') },
      { 'x-organisation-id': h.stMarys },
    );
    expect(asSuper.json()).toMatchObject({ content: { en: { title: 'Edited by the product team' } } });
  });

  it('refuses publishing what cannot be published, and unpublishing what is not published', async () => {
    const empty = await create(ADMIN, { content: {} });
    const page = await create();
    const before = await h.snapshot();
    const refused: [string, object][] = [
      ['/organisation-cms/publish', { pageNumber: empty.pageNumber, confirmTranslations: true }],
      ['/organisation-cms/unpublish', { pageNumber: page.pageNumber }],
      ['/organisation-cms/publish', { pageNumber: 1, confirmTranslations: true }],
    ];
    for (const [url, body] of refused) {
      const res = await h.call(ADMIN, 'POST', url, body);
      expect(res.json(), `${url} ${JSON.stringify(body)}`).toMatchObject({ status: 409, code: 'Conflict' });
    }
    expect(
      (await h.call(ADMIN, 'POST', '/organisation-cms/publish', { pageNumber: 99_999 })).statusCode,
    ).toBe(404);
    // A save over someone else's newer save.
    const stale = await h.call(ADMIN, 'POST', '/organisation-cms/save-draft', {
      pageNumber: page.pageNumber,
      content: content('Stale'),
      expectedUpdatedAt: '2020-01-01T00:00:00.000Z',
    });
    expect(stale.json()).toMatchObject({ status: 409, code: 'Conflict' });
    expect(await h.snapshot()).toBe(before);
  });

  it('deletes a page with its history; its number is never given again', async () => {
    const page = await create();
    const gone = await h.call(ADMIN, 'DELETE', `/organisation-cms/pages/${page.pageNumber}`);
    expect(gone.statusCode).toBe(204);
    expect((await h.call(ADMIN, 'DELETE', `/organisation-cms/pages/${page.pageNumber}`)).statusCode).toBe(
      404,
    );
    expect(
      (await h.call(ADMIN, 'GET', `/organisation-cms/pages/${page.pageNumber}/versions`)).statusCode,
    ).toBe(404);
    const next = await create();
    expect(next.pageNumber).toBeGreaterThan(page.pageNumber);
    const versions = await h.t.database.db.execute(
      sql`select count(*)::int as n from cms_page_versions where organisation_id = ${h.stMarys} and page_number = ${page.pageNumber}`,
    );
    expect((versions as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('refuses a guardian and a bad page number on every call that names a page, changing nothing', async () => {
    const page = await create();
    const before = await h.snapshot();
    const calls: ['GET' | 'PUT' | 'POST' | 'DELETE', string, object?][] = [
      ['GET', '/translation-check'],
      ['GET', '/versions'],
      ['PUT', '/schedule', { publishAt: null, unpublishAt: null }],
      ['POST', `/versions/${crypto.randomUUID()}/restore`],
      ['DELETE', ''],
    ];
    for (const [method, tail, body] of calls) {
      const guardian = await h.call(
        GUARDIAN,
        method,
        `/organisation-cms/pages/${page.pageNumber}${tail}`,
        body,
      );
      expect(guardian.json(), `${method} ${tail}`).toMatchObject({ status: 403, code: 'Forbidden' });
      for (const bad of ['abc', '0', '1.5', '99999999999']) {
        const res = await h.call(ADMIN, method, `/organisation-cms/pages/${bad}${tail}`, body);
        expect(res.json(), `${method} ${bad}${tail}`).toMatchObject({
          status: 400,
          fields: [{ path: 'pageNumber' }],
        });
      }
      const missing = await h.call(ADMIN, method, `/organisation-cms/pages/99999${tail}`, body);
      expect(missing.json(), `${method} ${tail}`).toMatchObject({ status: 404, code: 'ResourceNotFound' });
      const other = await h.call(
        OTHER_ADMIN,
        method,
        `/organisation-cms/pages/${page.pageNumber}${tail}`,
        body,
      );
      expect(other.json(), `${method} ${tail}`).toMatchObject({ status: 404 });
    }
    expect(await h.snapshot()).toBe(before);
  });
});
