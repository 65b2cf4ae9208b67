import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SMALL_WIDTHS, IMAGE_WIDTHS } from '../../src/api/contracts/image-sizes.ts';
import { databaseTargets } from '../test/harness.ts';
import type { ImageSizeSettings } from './image-sizes.ts';
import { ADMIN, SUPER, cmsTestApp } from '../modules/hospital-information/test-support.ts';

/** A 1600×1000 camera photo turned on its side (EXIF orientation 6) that says where it was taken. */
const photo = () =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#3a7' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Artist: 'Grace Okafor' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSMapDatum: 'WGS-84 ward seven garden' },
    })
    .toBuffer();

const WEBP = { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' };

describe.each(databaseTargets)('image sizes on $name', (target) => {
  let h: Awaited<ReturnType<typeof cmsTestApp>>;
  let url: string;
  beforeAll(async () => {
    h = await cmsTestApp(target);
    const res = await h.call(
      ADMIN,
      'POST',
      '/organisation-cms/images',
      (await photo()) as unknown as string,
      {
        'content-type': 'image/jpeg',
      },
    );
    expect(res.statusCode).toBe(201);
    url = (res.json() as { url: string }).url;
  });
  afterAll(() => h.t.close());
  const get = (address: string, headers: Record<string, string> = {}) =>
    h.t.app.inject({ url: address, headers });

  it('stores an uploaded photo upright and without its EXIF (no place, no name)', async () => {
    const original = await get(url);
    expect(original.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(original.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1000, 1600]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(original.rawPayload.includes('ward seven garden')).toBe(false);
    expect(original.rawPayload.includes('Grace Okafor')).toBe(false);
  });

  it('sends every width of the spec in WebP, keeping the shape and never enlarging', async () => {
    for (const width of [...IMAGE_SMALL_WIDTHS, ...IMAGE_WIDTHS]) {
      const res = await get(`${url}&w=${width}&q=75`, WEBP);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers.vary).toBe('Accept');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      // The upright original is 1000 px wide: a wider size is the original's width.
      const expected = Math.min(width, 1000);
      expect(meta.width).toBe(expected);
      expect(meta.height).toBe(Math.round((expected * 1600) / 1000));
      expect(meta.exif).toBeUndefined();
      expect(res.rawPayload.length).toBeLessThan((await get(url)).rawPayload.length);
    }
  });

  it("sends the original's type to a browser that does not take WebP", async () => {
    const res = await get(`${url}&w=640`, { accept: 'image/jpeg,image/*;q=0.8' });
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(640);
  });

  it('makes a size once: the second request is served from the cache folder', async () => {
    const { imageSizes } = h.t.app;
    const first = await get(`${url}&w=750&q=60`, WEBP);
    const made = imageSizes.stats.resizes;
    const hits = imageSizes.stats.hits;
    const second = await get(`${url}&w=750&q=60`, WEBP);
    expect(imageSizes.stats.resizes).toBe(made);
    expect(imageSizes.stats.hits).toBe(hits + 1);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await get(`${url}&w=750&q=60`, {
      ...WEBP,
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    // Another quality is another size.
    await get(`${url}&w=750&q=90`, WEBP);
    expect(imageSizes.stats.resizes).toBe(made + 1);
  });

  it('refuses a width or quality outside the spec, naming the parameter', async () => {
    for (const [query, field] of [
      ['w=500', 'w'],
      ['w=abc', 'w'],
      ['w=640&q=0', 'q'],
      ['w=640&q=101', 'q'],
      // Only the few qualities the product uses: each image has at most widths × qualities copies.
      ['w=640&q=61', 'q'],
      ['w=640&q=1', 'q'],
    ] as const) {
      const res = await get(`${url}&${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 'ValidationError' });
      expect(res.json().message).toContain(field);
    }
  });

  it('refuses bytes that claim an image type but do not decode', async () => {
    const truncated = (await photo()).subarray(0, 300);
    const res = await h.call(ADMIN, 'POST', '/organisation-cms/images', truncated as unknown as string, {
      'content-type': 'image/jpeg',
    });
    expect(res.json()).toMatchObject({ status: 415, code: 'UnsupportedMediaType' });
  });

  it('sizes quiz images and logos too', async () => {
    const square = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#fa0' } })
      .png()
      .toBuffer();
    const png = { 'content-type': 'image/png' };
    const quiz = await h.call(ADMIN, 'POST', '/quizzes/images', square as unknown as string, png);
    const organisation = await h.call(
      SUPER,
      'PUT',
      `/organisation/${h.stMarys}/assets/logo`,
      square as unknown as string,
      png,
    );
    const addresses = [
      (quiz.json() as { url: string }).url,
      (organisation.json() as { logo_url: string }).logo_url,
    ];
    for (const address of addresses) {
      const res = await get(`${address}&w=96`, WEBP);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect((await sharp(res.rawPayload).metadata()).width).toBe(96);
    }
  });
});

/** The sizes made in a folder of their own. */
async function sizesIn(settings: Omit<ImageSizeSettings, 'dir'>) {
  const { createImageSizes } = await import('./image-sizes.ts');
  const dir = mkdtempSync(`${tmpdir()}/lantern-sizes-test-`);
  return { dir, sizes: createImageSizes({ dir, ...settings }) };
}

describe('the size cache folder', () => {
  it('keeps under its bound by removing the least recently served sizes', async () => {
    // Noise does not compress: each 64 px size is 64 × 64 × 3 bytes and more.
    const { dir, sizes } = await sizesIn({ maxBytes: 30_000, concurrency: 1, maxInputPixels: 1e6 });
    const image = async (name: string) => {
      const pixels = Buffer.from(
        Array.from({ length: 128 * 128 * 3 }, () => Math.floor(Math.random() * 256)),
      );
      const data = await sharp(pixels, { raw: { width: 128, height: 128, channels: 3 } })
        .png()
        .toBuffer();
      return { data, contentType: 'image/png', hash: name };
    };
    for (const name of ['a1', 'b2', 'c3', 'd4', 'e5'])
      await sizes.sized(await image(name), 64, 75, 'image/png');
    await sizes.sweep();
    const files = await readdir(dir);
    expect(files.length).toBeGreaterThan(0);
    expect(files.length).toBeLessThan(5);
    // The newest size stays.
    expect(files).toContain('e5-64-75.png');
  });
});

describe('resizing', () => {
  it('runs at most its concurrency at once, however many phones ask for new sizes together', async () => {
    const { sizes } = await sizesIn({ maxBytes: 10_000_000, concurrency: 2, maxInputPixels: 1e7 });
    const image = { data: await photo(), contentType: 'image/jpeg', hash: 'together' };
    const made = await Promise.all(
      [96, 160, 240, 320, 480, 640, 828, 1080].map((width) => sizes.sized(image, width, 75, 'image/webp')),
    );
    expect(made).toHaveLength(8);
    expect(sizes.stats.resizes).toBe(8);
    expect(sizes.stats.mostAtOnce).toBe(2);
  });
});
