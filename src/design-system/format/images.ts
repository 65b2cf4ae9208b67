import {
  IMAGE_QUALITY,
  IMAGE_SMALL_WIDTHS,
  IMAGE_WIDTHS,
  sizedImageUrl,
} from '../../api/contracts/image-sizes.ts';

// The widths are the server's too (it refuses any other `w`): they live with the contracts.
export { IMAGE_QUALITY, IMAGE_SMALL_WIDTHS, IMAGE_WIDTHS };

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

/**
 * `src`, `srcSet` and `sizes` of an image served by our image addresses (`?w=&q=`): the browser picks
 * the smallest width that fills `sizes` at the screen's density, so a phone never downloads the
 * original a desktop would. `src` stays the plain address for browsers without srcset; an address
 * that is not ours (a story's picture, a data: URL) is left as it is.
 */
export function responsiveImage(
  url: string,
  sizes: string,
  widths: readonly number[] = IMAGE_WIDTHS,
): { src: string; srcSet?: string; sizes?: string } {
  if (!url.startsWith('/api/')) return { src: url };
  return { src: url, srcSet: buildSrcSet((w, q) => sizedImageUrl(url, w, q), widths), sizes };
}

/** Page-wide images of hospital information: the reading column is at most 72ch (about 720 px). */
export const PAGE_IMAGE_SIZES = '(min-width: 760px) 720px, 100vw';
