export { formatFileSize } from './numbers.ts';
export { formatDuration } from './dates.ts';
export { responsiveImage } from './images.ts';
