export { formatFileSize } from './numbers.ts';
export { formatDuration } from './dates.ts';
export {} from './images.ts';
