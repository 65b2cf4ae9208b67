import { mkdirSync } from 'node:fs';
import { readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import PQueue from 'p-queue';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_QUALITY } from '../../src/api/contracts/image-sizes.ts';

/**
 * One width of a stored image, made on demand and kept on disk under its content address (the
 * image's hash, the width, the quality and the format), so that the second phone to ask is served
 * a file, not a resize. Resizes run on libuv's pool (sharp), at most `concurrency` at a time, and
 * refuse inputs past `maxInputPixels` (a small PNG can declare a huge canvas). The folder is
 * bounded: past `maxBytes` the least recently served files go until it is under 80% of it.
 */
export interface ImageSizeSettings {
  dir: string;
  maxBytes: number;
  concurrency: number;
  maxInputPixels: number;
}

export const DEFAULT_IMAGE_SIZE_SETTINGS: Omit<ImageSizeSettings, 'dir'> = {
  maxBytes: 512 * 1024 ** 2,
  // The server's machine has two cores: two resizes keep one for everything else.
  concurrency: 2,
  // 50 megapixels: a 48 MP phone photo passes; a decompression bomb does not.
  maxInputPixels: 50_000_000,
};

/** What a resize starts from: the stored image (bytes, the type its bytes showed, its hash). */
export interface StoredImage {
  data: Buffer;
  contentType: string;
  hash: string;
}

/** A produced size: its bytes, its type and its content address (the cache file's name). */
export interface SizedImage {
  data: Buffer;
  contentType: string;
  key: string;
}

const OUTPUTS: Record<string, { ext: string; encode: (s: Sharp, quality: number) => Sharp }> = {
  'image/webp': { ext: 'webp', encode: (s, quality) => s.webp({ quality }) },
  'image/jpeg': { ext: 'jpg', encode: (s, quality) => s.jpeg({ quality, mozjpeg: true }) },
  'image/png': { ext: 'png', encode: (s) => s.png({ compressionLevel: 9 }) },
  'image/gif': { ext: 'gif', encode: (s) => s.gif() },
};

/** Types whose files may hold several frames: every frame is resized. */
const ANIMATED = new Set(['image/gif', 'image/webp']);

export function createImageSizes(settings: ImageSizeSettings) {
  mkdirSync(settings.dir, { recursive: true });
  const resizes = new PQueue({ concurrency: settings.concurrency });
  const inFlight = new Map<string, Promise<SizedImage>>();
  // The folder's size as last counted plus what was written since; counted on the first write.
  let bytes: number | undefined;
  let sweeping: Promise<void> | undefined;
  // resizes made, sizes served from the folder, and the most resizes that ran at once.
  const stats = { resizes: 0, hits: 0, mostAtOnce: 0 };
  let running = 0;

  const fileOf = (key: string) => path.join(settings.dir, key);

  async function sweep(): Promise<void> {
    const names = await readdir(settings.dir);
    const files = (
      await Promise.all(
        names.map(async (name) => {
          const info = await stat(fileOf(name)).catch(() => undefined);
          return info?.isFile() ? { name, size: info.size, used: info.mtimeMs } : undefined;
        }),
      )
    ).filter((f) => f !== undefined);
    let total = files.reduce((sum, f) => sum + f.size, 0);
    if (total > settings.maxBytes) {
      for (const file of files.sort((a, b) => a.used - b.used)) {
        if (total <= settings.maxBytes * 0.8) break;
        await unlink(fileOf(file.name)).catch(() => undefined);
        total -= file.size;
      }
    }
    bytes = total;
  }

  async function remember(key: string, data: Buffer): Promise<void> {
    // Written aside then renamed: a reader never sees half a file, even from another server.
    const temporary = fileOf(`.${key}.${process.pid}.${Date.now()}`);
    await writeFile(temporary, data);
    await rename(temporary, fileOf(key));
    if (bytes === undefined) sweeping ??= sweep().finally(() => (sweeping = undefined));
    else bytes += data.length;
    if (bytes !== undefined && bytes > settings.maxBytes)
      sweeping ??= sweep().finally(() => (sweeping = undefined));
    await sweeping;
  }

  async function produce(image: StoredImage, width: number, quality: number, type: string, key: string) {
    const output = OUTPUTS[type];
    if (!output) throw new Error(`No encoder for ${type}`);
    const data = await resizes.add(async () => {
      stats.resizes++;
      stats.mostAtOnce = Math.max(stats.mostAtOnce, ++running);
      try {
        const pipeline = sharp(image.data, {
          limitInputPixels: settings.maxInputPixels,
          animated: ANIMATED.has(image.contentType),
        })
          // The EXIF orientation is applied to the pixels: the metadata that held it is not sent.
          .autoOrient()
          .resize({ width, withoutEnlargement: true });
        return await output.encode(pipeline, quality).toBuffer();
      } finally {
        running--;
      }
    });
    await remember(key, data);
    return { data, contentType: type, key };
  }

  return {
    stats,
    /**
     * The image at `width` (never wider than the original) in `type` (WebP for browsers that take
     * it, else the original's type), from the cache when made before. Metadata is never copied.
     */
    async sized(image: StoredImage, width: number, quality = IMAGE_QUALITY, type = image.contentType) {
      const output = OUTPUTS[type] ? type : 'image/png';
      const key = `${image.hash}-${width}-${quality}.${OUTPUTS[output]?.ext ?? 'png'}`;
      const cached = await readFile(fileOf(key)).catch(() => undefined);
      if (cached) {
        stats.hits++;
        // Marks the file as served, for the sweep (at most once an hour per file).
        const now = Date.now();
        void stat(fileOf(key))
          .then((info) =>
            now - info.mtimeMs > 3_600_000 ? utimes(fileOf(key), now / 1000, now / 1000) : undefined,
          )
          .catch(() => undefined);
        return { data: cached, contentType: output, key } satisfies SizedImage;
      }
      let pending = inFlight.get(key);
      if (!pending) {
        pending = produce(image, width, quality, output, key).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
    /** Empties the folder down to its bound now (tests; the server sweeps as it writes). */
    sweep,
  };
}
export type ImageSizes = ReturnType<typeof createImageSizes>;

declare module 'fastify' {
  interface FastifyInstance {
    imageSizes: ImageSizes;
  }
}
