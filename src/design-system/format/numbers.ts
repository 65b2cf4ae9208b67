/** Share of `part` in `total` as a percentage, rounded to `decimals`; 0 when the total is 0 (no NaN/Infinity). */
export function percentage(part: number, total: number, decimals = 0): number {
  if (!total || !Number.isFinite(total) || !Number.isFinite(part)) return 0;
  const factor = 10 ** decimals;
  return Math.round((part / total) * 100 * factor) / factor;
}

/** Sum of a list; 0 for an empty list. */
export function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1536 → '1.5 KB': binary multiples, one decimal, whole bytes as-is, 'n/a' for zero or nonsense. */
export function formatFileSize(bytes: number): string {
  if (!bytes || !Number.isFinite(bytes) || bytes < 0) return 'n/a';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  if (exponent <= 0) return `${Math.round(bytes)} Bytes`;
  return `${(bytes / 1024 ** exponent).toFixed(1)} ${SIZE_UNITS[exponent]}`;
}
