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

/** Intl's sanctioned units, in binary steps of 1024 (as the upload limits are written). */
const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * 1536 → '1.5 kB' in English, '1.5 كيلوبايت' in Arabic, '1,5 kB' in Spanish: the reader's locale
 * (react-intl's `locale`) writes the number and the unit, and puts them in its own order. Binary
 * multiples, one decimal, whole bytes as-is; '—' for a negative or non-finite size.
 */
export function formatFileSize(bytes: number, locale: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  const exponent =
    bytes < 1 ? 0 : Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  const whole = exponent <= 0;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: SIZE_UNITS[exponent],
    unitDisplay: whole ? 'long' : 'short',
    minimumFractionDigits: whole ? 0 : 1,
    maximumFractionDigits: whole ? 0 : 1,
  }).format(whole ? Math.round(bytes) : bytes / 1024 ** exponent);
}
