/** Spec §9: the video flow's retry delays (0, 3, 5, 10 and 20 seconds). */
export const VIDEO_RETRY_DELAYS = [0, 3000, 5000, 10_000, 20_000];
/** Spec §9: chunks of 1,000,000 bytes. */
export const VIDEO_CHUNK_SIZE = 1_000_000;

/**
 * Spec §4: no retry on a 4xx answer except 409 (offset mismatch) and 423 (locked), and none while
 * the browser is offline (the upload resumes when it is back online).
 */
export function shouldRetry(status: number | null, online: boolean): boolean {
  if (!online) return false;
  if (status !== null && status >= 400 && status < 500) return status === 409 || status === 423;
  return true;
}
