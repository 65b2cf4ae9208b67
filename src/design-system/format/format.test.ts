import { describe, expect, it } from 'vitest';
import { formatFileSize, percentage, sum } from './numbers.ts';
import { truncateText } from './text.ts';
import { formatDuration } from './dates.ts';
import { buildSrcSet, IMAGE_QUALITY, IMAGE_SMALL_WIDTHS, IMAGE_WIDTHS } from './images.ts';

describe('percentage', () => {
  it('is 0 when the total is 0 (never NaN or Infinity)', () => {
    expect(percentage(0, 0)).toBe(0);
    expect(percentage(5, 0)).toBe(0);
    expect(percentage(5, Number.NaN)).toBe(0);
  });
  it('rounds to the requested decimals', () => {
    expect(percentage(1, 3)).toBe(33);
    expect(percentage(1, 3, 1)).toBe(33.3);
    expect(percentage(2, 3, 2)).toBe(66.67);
    expect(percentage(10, 10)).toBe(100);
  });
});

describe('sum', () => {
  it('is 0 for an empty list and adds otherwise', () => {
    expect(sum([])).toBe(0);
    expect(sum([4])).toBe(4);
    expect(sum([1, 2, 3.5, -1])).toBe(5.5);
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1,023 bytes'],
    [1024, '1.0 kB'],
    [1536, '1.5 kB'],
    [1_000_000, '976.6 kB'],
    [1024 ** 2, '1.0 MB'],
    [1.5 * 1024 ** 2, '1.5 MB'],
    [5.25 * 1024 ** 3, '5.3 GB'],
    [2 * 1024 ** 4, '2.0 TB'],
    [3 * 1024 ** 5, '3,072.0 TB'],
  ])('in English, %s bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes, 'en')).toBe(text);
  });

  it.each([
    [1023, '1,023 بايت'],
    [1536, '1.5 كيلوبايت'],
    [1.5 * 1024 ** 2, '1.5 م.ب'],
    [5.25 * 1024 ** 3, '5.3 غ.ب'],
  ])('in Arabic, %s bytes → %s: the number first, then the Arabic unit', (bytes, text) => {
    expect(formatFileSize(bytes, 'ar')).toBe(text);
  });

  it.each([
    [1023, '1023 bytes'],
    [1536, '1,5 kB'],
    [1.5 * 1024 ** 2, '1,5 MB'],
    [5.25 * 1024 ** 3, '5,3 GB'],
  ])('in Spanish, %s bytes → %s, with a decimal comma', (bytes, text) => {
    expect(formatFileSize(bytes, 'es')).toBe(text);
  });

  it('writes a dash, in every language, for a size that cannot be one', () => {
    for (const locale of ['en', 'ar', 'es']) {
      for (const bytes of [-5, Number.NaN, Number.POSITIVE_INFINITY]) {
        expect(formatFileSize(bytes, locale)).toBe('—');
      }
    }
  });
});

describe('truncateText', () => {
  it('adds a space after each comma', () => {
    expect(truncateText('Ward A,Ward B,  Ward C', 100)).toBe('Ward A, Ward B, Ward C');
  });
  it("cuts at the limit and appends '...'", () => {
    expect(truncateText('Children’s ward information', 10)).toBe('Children’s...');
    expect(truncateText('abc', 3)).toBe('abc');
    expect(truncateText('abcd', 3)).toBe('abc...');
  });
  it('measures after the commas are spaced and handles empty input', () => {
    expect(truncateText('a,b,c', 4)).toBe('a, b...');
    expect(truncateText(null, 5)).toBe('');
    expect(truncateText('', 0)).toBe('');
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [65, '01:05'],
    [3599, '59:59'],
    [3600, '01:00'],
    [3600 + 59 * 60 + 59, '01:59'],
    [36_000 + 30 * 60, '10:30'],
    [-10, '00:00'],
    [12.9, '00:12'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('responsive images', () => {
  it('has the spec widths and quality', () => {
    expect(IMAGE_WIDTHS).toEqual([640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
    expect(IMAGE_SMALL_WIDTHS).toEqual([16, 32, 48, 64, 96, 128, 256, 384]);
    expect(IMAGE_QUALITY).toBe(75);
  });
  it('builds an ascending srcSet with the quality in every address', () => {
    const url = (w: number, q: number) => `/img/logo.png?w=${w}&q=${q}`;
    expect(buildSrcSet(url, [750, 640])).toBe('/img/logo.png?w=640&q=75 640w, /img/logo.png?w=750&q=75 750w');
    const all = buildSrcSet(url).split(', ');
    expect(all).toHaveLength(16);
    expect(all[0]).toBe('/img/logo.png?w=16&q=75 16w');
    expect(all.at(-1)).toBe('/img/logo.png?w=3840&q=75 3840w');
  });
});
