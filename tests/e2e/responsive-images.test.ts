/**
 * Images sized for the phone that shows them: a guardian reads hospital information on a 390 px
 * phone at twice the pixel density, and every page image the browser fetches is a width of at
 * most 828 px in WebP, never the 3000 px photo the admin uploaded. The real server, the built
 * portal and Debian's Chromium.
 */
import { describe, expect, it } from 'vitest';
import { signInThroughPage, useServerAndBrowser } from '../support/portal.ts';
import { publishPhotoPage } from '../support/photo-page.ts';

describe('hospital-information images on a phone', () => {
  const ctx = useServerAndBrowser();

  it('are fetched at a width for the phone, not at the uploaded size', async () => {
    const { url } = ctx.server;
    const photo = await publishPhotoPage(url);
    const context = await ctx.browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    await context.addCookies([
      { name: 'cookie_consent', value: JSON.stringify({ productWebsite: false, analytics: false }), url },
    ]);
    const page = await context.newPage();
    const fetched: { address: URL; type: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      const address = new URL(response.url());
      if (!address.pathname.startsWith('/api/organisation-cms/images/')) return;
      fetched.push({
        address,
        type: response.headers()['content-type'] ?? '',
        bytes: (await response.body()).length,
      });
    });
    await signInThroughPage(page, url, 'guardian@stmarys.test');
    await page.goto(`${url}/hospital-information`);
    const article = page.getByRole('article', { name: 'Our garden' });
    await article.waitFor();
    const inline = article.getByRole('img', { name: 'The ward garden in spring' });
    await inline.scrollIntoViewIfNeeded();
    await expect
      .poll(() => inline.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect.poll(() => fetched.length).toBeGreaterThanOrEqual(1);

    for (const { address, type } of fetched) {
      expect(address.pathname).toBe(new URL(photo, url).pathname);
      const width = Number(address.searchParams.get('w'));
      expect(width, address.search).toBeGreaterThan(0);
      expect(width, address.search).toBeLessThanOrEqual(828);
      expect(type).toBe('image/webp');
    }
    // What the phone was sent is a small part of the photo.
    const original = (await (await fetch(new URL(photo, url))).arrayBuffer()).byteLength;
    expect(Math.max(...fetched.map((f) => f.bytes))).toBeLessThan(original / 4);
    await context.close();
  });
});
