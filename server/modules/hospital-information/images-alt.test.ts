import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CmsPage, CmsPublishResult } from '../../../src/api/contracts/index.ts';
import { databaseTargets } from '../../test/harness.ts';
import { ADMIN, cmsTestApp } from './test-support.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(databaseTargets)('image descriptions of hospital information on $name', (target) => {
  let h: Awaited<ReturnType<typeof cmsTestApp>>;
  let url: string;
  beforeAll(async () => {
    h = await cmsTestApp(target);
    const res = await h.call(ADMIN, 'POST', '/organisation-cms/images', PNG as unknown as string, {
      'content-type': 'image/png',
    });
    url = (res.json() as { url: string }).url;
  });
  afterAll(() => h.t.close());

  const page = (es: string) => ({
    en: { title: 'Our garden', html: `<p><img src="${url}" alt="The garden in spring"></p>` },
    ar: { title: 'حديقتنا', html: `<p><img src="${url}" alt="الحديقة في الربيع"></p>` },
    es: { title: 'Nuestro jardín', html: `<p>${es}</p>` },
  });

  it('keeps a draft whose image has no description, but publishes it only once every language describes it', async () => {
    const created = await h.call(ADMIN, 'POST', '/organisation-cms/pages', {
      content: page(`<img src="${url}" alt="  ">`),
    });
    expect(created.statusCode).toBe(201);
    const { pageNumber } = created.json() as CmsPage;
    const refused = await h.call(ADMIN, 'POST', '/organisation-cms/publish', { pageNumber });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'ValidationError',
      message: expect.stringContaining('content.es.html'),
    });
    expect((await h.call(ADMIN, 'GET', '/organisation-cms/published')).body).not.toContain('Nuestro jardín');

    await h.call(ADMIN, 'POST', '/organisation-cms/save-draft', {
      pageNumber,
      content: page(`<img src="${url}" alt="El jardín en primavera">`),
    });
    const published = (
      await h.call(ADMIN, 'POST', '/organisation-cms/publish', { pageNumber })
    ).json() as CmsPublishResult;
    expect(published.outcome).toBe('published');
  });
});
