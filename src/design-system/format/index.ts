export { percentage, sum, formatFileSize } from './numbers.ts';
export { truncateText } from './text.ts';
export {
  formatDate,
  formatTime,
  formatDuration,
  TIME_ZONE,
  type DateOrder,
  type DateInput,
} from './dates.ts';
export {
  IMAGE_WIDTHS,
  IMAGE_SMALL_WIDTHS,
  IMAGE_QUALITY,
  buildSrcSet,
  type ImageUrlBuilder,
} from './images.ts';
