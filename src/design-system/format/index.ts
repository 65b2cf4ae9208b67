export { formatFileSize } from './numbers.ts';
export { formatDuration } from './dates.ts';
export { IMAGE_SMALL_WIDTHS, PAGE_IMAGE_SIZES, responsiveImage } from './images.ts';
