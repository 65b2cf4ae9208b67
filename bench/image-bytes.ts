/**
 * Image bytes a phone downloads for a guardian's hospital information: St Mary's admin publishes
 * a page with a 3000 px camera photo (as cover and in its text); a guardian opens the page in
 * Chromium on a 390 px phone at twice the pixel density. Before: what a page without srcset sends,
 * the uploaded original of each image shown. After: the bytes the browser fetched (srcset, WebP).
 * Prints figures; asserts nothing. `npm run bench` calls imageBytes against its server.
 *
 *   node bench/image-bytes.ts          (needs a built portal: npm run build)
 */
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../tests/support/browser.ts';
import { signInThroughPage } from '../tests/support/portal.ts';
import { publishPhotoPage } from '../tests/support/photo-page.ts';
import { startServer } from '../tests/support/server.ts';

export interface ImageBytes {
  /** The originals of the images shown: what the page sent before srcset. */
  before: number;
  /** What Chromium fetched at the phone's size. */
  after: number;
  /** The widths it asked for. */
  widths: number[];
}

export async function imageBytes(url: string): Promise<ImageBytes> {
  const photo = await publishPhotoPage(url);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
    });
    await context.addCookies([
      { name: 'cookie_consent', value: JSON.stringify({ productWebsite: false, analytics: false }), url },
    ]);
    const page = await context.newPage();
    const fetched: Promise<{ address: URL; bytes: number }>[] = [];
    page.on('response', (response) => {
      const address = new URL(response.url());
      if (address.pathname.startsWith('/api/organisation-cms/images/'))
        fetched.push(response.body().then((body) => ({ address, bytes: body.length })));
    });
    await signInThroughPage(page, url, 'guardian@stmarys.test');
    await page.goto(`${url}/hospital-information`);
    const inline = page.getByRole('img', { name: 'The ward garden in spring' });
    await inline.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    const responses = await Promise.all(fetched);
    // Without srcset each distinct image is its original, once.
    const shown = new Set(responses.map((r) => `${r.address.pathname}?v=${r.address.searchParams.get('v')}`));
    let before = 0;
    for (const address of shown)
      before += (await (await fetch(new URL(address, url))).arrayBuffer()).byteLength;
    if (!shown.has(photo)) throw new Error(`the page did not show ${photo}`);
    await context.close();
    return {
      before,
      after: responses.reduce((sum, r) => sum + r.bytes, 0),
      widths: responses.map((r) => Number(r.address.searchParams.get('w'))),
    };
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // A development start seeds the demo with its authenticator, which the admin's sign-in needs.
  const server = await startServer();
  try {
    const r = await imageBytes(server.url);
    console.log(
      `hospital information on a 390 px phone (×2): before ${(r.before / 1000).toFixed(0)} kB (originals), after ${(r.after / 1000).toFixed(0)} kB (widths ${r.widths.join(', ')})`,
    );
  } finally {
    await server.stop();
  }
}
