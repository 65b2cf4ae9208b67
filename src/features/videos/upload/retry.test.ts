import { describe, expect, it } from 'vitest';
import { shouldRetry } from './retry.ts';

describe('upload retries', () => {
  it.each([
    [null, true, true],
    [500, true, true],
    [502, true, true],
    [409, true, true],
    [423, true, true],
    [400, true, false],
    [403, true, false],
    [404, true, false],
    [413, true, false],
    [500, false, false],
    [null, false, false],
  ] as const)('status %s, online %s → retry %s', (status, online, expected) => {
    expect(shouldRetry(status, online)).toBe(expected);
  });
});
