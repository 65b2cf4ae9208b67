import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMS_IMAGE_SOURCE, type CmsPage, type CmsSettings } from '../../../src/api/contracts/index.ts';
import { databaseTargets } from '../../test/harness.ts';
import { ADMIN, GUARDIAN, OTHER_ADMIN, SUPER, cmsTestApp } from './test-support.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(databaseTargets)('hospital information images, order and settings on $name', (target) => {
  let h: Awaited<ReturnType<typeof cmsTestApp>>;
  beforeAll(async () => {
    h = await cmsTestApp(target);
  });
  afterAll(() => h.t.close());
  const upload = (who: string, body: Buffer, type = 'image/png') =>
    h.call(who, 'POST', '/organisation-cms/images', body as unknown as string, { 'content-type': type });

  it('stores an uploaded image, serves it at its hashed address, and keeps it in pages', async () => {
    const res = await upload(ADMIN, PNG);
    expect(res.statusCode).toBe(201);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(CMS_IMAGE_SOURCE);
    const served = await h.t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // Without the hash, or with another, the image is not found.
    expect((await h.t.app.inject({ url: url.split('?')[0] })).statusCode).toBe(404);
    expect((await h.t.app.inject({ url: url.replace(/v=.{4}/, 'v=0000') })).statusCode).toBe(404);
    const page = (
      await h.call(ADMIN, 'POST', '/organisation-cms/pages', {
        coverImage: url,
        content: {
          en: {
            title: 'Our garden',
            html: `<p><img src="${url}" alt="The garden"><img src="https://tracker.test/p.png" alt="tracker"><img src="data:image/png;base64,AAAA"></p>`,
          },
        },
      })
    ).json() as CmsPage;
    expect(page.coverImage).toBe(url);
    expect(page.content.en?.html).toBe(`<p><img src="${url}" alt="The garden"></p>`);
  });

  it('refuses images that are not what they claim, too large, or from a guardian, and stores nothing', async () => {
    const before = await h.snapshot();
    const script = Buffer.from('<script>alert(1)</script>');
    const fake = await upload(ADMIN, script);
    expect(fake.json()).toMatchObject({ status: 415, code: 'UnsupportedMediaType' });
    expect((await upload(ADMIN, PNG, 'image/svg+xml')).statusCode).toBe(415);
    expect((await upload(ADMIN, Buffer.alloc(0))).statusCode).toBe(400);
    const big = Buffer.concat([PNG, Buffer.alloc(5_000_001)]);
    expect((await upload(ADMIN, big)).json()).toMatchObject({ status: 413 });
    expect((await upload(GUARDIAN, PNG)).json()).toMatchObject({ status: 403, code: 'Forbidden' });
    expect((await upload(SUPER, PNG)).statusCode).toBe(403);
    expect(await h.snapshot()).toBe(before);
  });

  it('reorders pages and shows guardians the visible ones in that order', async () => {
    const latest = (await h.call(ADMIN, 'GET', '/organisation-cms/latest')).json().data as CmsPage[];
    const numbers = latest.map((p) => p.pageNumber);
    const reversed = [...numbers].reverse();
    const res = await h.call(ADMIN, 'PUT', '/organisation-cms/order', { pageNumbers: reversed });
    expect(res.statusCode).toBe(200);
    expect((res.json().data as CmsPage[]).map((p) => p.pageNumber)).toEqual(reversed);
    const published = (await h.call(GUARDIAN, 'GET', '/organisation-cms/published')).json().data as CmsPage[];
    expect(published.map((p) => p.pageNumber)).toEqual(reversed.filter((n) => n <= 2));
    const before = await h.snapshot();
    for (const pageNumbers of [numbers.slice(1), [...numbers, numbers[0]], [...numbers.slice(1), 99_999]]) {
      const bad = await h.call(ADMIN, 'PUT', '/organisation-cms/order', { pageNumbers });
      expect(bad.json()).toMatchObject({ status: 400, fields: [{ path: 'pageNumbers' }] });
    }
    expect(
      (await h.call(GUARDIAN, 'PUT', '/organisation-cms/order', { pageNumbers: numbers })).statusCode,
    ).toBe(403);
    expect(
      (await h.call(OTHER_ADMIN, 'PUT', '/organisation-cms/order', { pageNumbers: numbers })).statusCode,
    ).toBe(400);
    expect(await h.snapshot()).toBe(before);
  });

  it('saves the configure settings: visibility, contact details and visiting hours', async () => {
    const current = (await h.call(ADMIN, 'GET', '/organisation-cms/settings')).json() as CmsSettings;
    expect(current.contact.email).toBe('families@stmarys.test');
    const [firstPage, ...rest] = current.pages;
    const next: CmsSettings = {
      pages: [...rest, { pageNumber: firstPage?.pageNumber as number, visible: false }],
      contact: { phone: '020 7000 0000', email: '', website: null, address: { en: 'Praed Street' } },
      visitingHours: { en: '9 to 5', ar: 'من 9 إلى 5' },
    };
    const saved = await h.call(ADMIN, 'PUT', '/organisation-cms/settings', next);
    expect(saved.json()).toEqual(next);
    const home = (await h.call(GUARDIAN, 'GET', '/organisation-cms/published')).json();
    expect(home.contact.phone).toBe('020 7000 0000');
    expect(home.visitingHours.ar).toBe('من 9 إلى 5');
    expect(home.data.map((p: CmsPage) => p.pageNumber)).not.toContain(firstPage?.pageNumber);
    const before = await h.snapshot();
    const bad = await h.call(ADMIN, 'PUT', '/organisation-cms/settings', {
      ...next,
      contact: { ...next.contact, website: 'javascript:alert(1)' },
    });
    expect(bad.json()).toMatchObject({ status: 400, fields: [{ path: 'contact.website' }] });
    expect(
      (await h.call(ADMIN, 'PUT', '/organisation-cms/settings', { ...next, pages: [] })).statusCode,
    ).toBe(400);
    expect((await h.call(GUARDIAN, 'GET', '/organisation-cms/settings')).statusCode).toBe(403);
    expect((await h.call(GUARDIAN, 'PUT', '/organisation-cms/settings', next)).statusCode).toBe(403);
    // Infantil's admin reads Infantil's (empty) settings, never St Mary's.
    const other = await h.call(OTHER_ADMIN, 'GET', '/organisation-cms/settings');
    expect(other.json()).toEqual({
      pages: [],
      contact: { phone: null, email: null, website: null, address: {} },
      visitingHours: {},
    });
    expect(await h.snapshot()).toBe(before);
    // The menu entry a guardian sees depends on something being published: an organisation
    // without pages answers an empty list.
    expect((await h.call(OTHER_ADMIN, 'GET', '/organisation-cms/published')).json().data).toEqual([]);
  });
});
