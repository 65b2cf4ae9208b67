const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A length in seconds: mm:ss under an hour, hh:mm from an hour on (seconds dropped). Dates and
 * times of day are formatted in one place, src/api/contracts/time.ts, which the server shares.
 */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours < 1 ? `${pad(minutes)}:${pad(seconds % 60)}` : `${pad(hours)}:${pad(minutes)}`;
}
