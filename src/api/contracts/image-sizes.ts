import { z } from 'zod';

/** Widths the image resizer produces (docs/product.md § Constants): full-width images and small ones (avatars, icons). */
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_SMALL_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const IMAGE_QUALITY = 75;

const WIDTHS: readonly number[] = [...IMAGE_SMALL_WIDTHS, ...IMAGE_WIDTHS];
const WIDTH_MESSAGE = `must be one of ${WIDTHS.join(', ')}`;

/**
 * `?w=&q=` of every image address: one of the spec's widths (any other would let a caller make the
 * server resize and cache without bound) and a quality of 1–100. Query values arrive as text.
 */
export const imageSizeQuery = {
  w: z.coerce
    .number({ message: WIDTH_MESSAGE })
    .refine((w) => WIDTHS.includes(w), { message: WIDTH_MESSAGE })
    .optional(),
  q: z.coerce.number({ message: 'must be a whole number from 1 to 100' }).int().min(1).max(100).optional(),
};

/** The address of one width of an image whose address may already carry a query (`?v=`). */
export const sizedImageUrl = (url: string, width: number, quality: number = IMAGE_QUALITY): string =>
  `${url}${url.includes('?') ? '&' : '?'}w=${width}&q=${quality}`;
