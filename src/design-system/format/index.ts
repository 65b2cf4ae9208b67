export { formatFileSize } from './numbers.ts';
export { formatDate, formatTime } from './dates.ts';
export {} from './images.ts';
