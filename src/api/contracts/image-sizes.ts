// No zod here: the header's logo uses these on the sign-in page, whose first load carries no zod.
/** Widths the image resizer produces (docs/product.md § Constants): full-width images and small ones (avatars, icons). */
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_SMALL_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const IMAGE_QUALITY = 75;
/**
 * The qualities `?q=` may ask for (docs/performance.md § Images): a few, so that each image has at most
 * widths × qualities resized copies (16 × 4 = 64), not the 1,600 any quality from 1 to 100 allowed.
 */
export const IMAGE_QUALITIES = [50, 60, IMAGE_QUALITY, 90] as const;

/** The address of one width of an image whose address may already carry a query (`?v=`). */
export const sizedImageUrl = (url: string, width: number, quality: number = IMAGE_QUALITY): string =>
  `${url}${url.includes('?') ? '&' : '?'}w=${width}&q=${quality}`;
