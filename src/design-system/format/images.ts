/** Widths the image resizer produces (docs/product.md § Constants): full-width images and small ones (avatars, icons). */
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_SMALL_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const IMAGE_QUALITY = 75;

/** Builds the resized image's address for one width (the host decides the URL shape). */
export type ImageUrlBuilder = (width: number, quality: number) => string;

/** 'a.jpg?w=640&q=75 640w, …' over the given widths (all of them by default), ascending. */
export function buildSrcSet(
  url: ImageUrlBuilder,
  widths: readonly number[] = [...IMAGE_SMALL_WIDTHS, ...IMAGE_WIDTHS],
  quality: number = IMAGE_QUALITY,
): string {
  return [...new Set(widths)]
    .sort((a, b) => a - b)
    .map((width) => `${url(width, quality)} ${width}w`)
    .join(', ');
}
