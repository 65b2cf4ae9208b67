import { describe, expect, it } from 'vitest';
import { nextVersionName } from './next-version.ts';

describe('nextVersionName', () => {
  it.each([
    ['terms1.0', 'terms2.0'],
    ['terms2.3', 'terms3.0'],
    ['v9', 'v10'],
    ['2026', '2027'],
    ['first', ''],
    [undefined, ''],
  ])('after %s suggests "%s"', (current, next) => {
    expect(nextVersionName(current)).toBe(next);
  });
});
