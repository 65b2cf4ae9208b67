import { describe, expect, it } from 'vitest';
import { issueScreenshotSchema, SCREENSHOT_MAX_BYTES } from './issue-reports.ts';

const screenshot = (bytes: number) => ({
  type: 'image/png' as const,
  data: Buffer.alloc(bytes, 7).toString('base64'),
});

describe('the screenshot limit', () => {
  it('takes exactly 2 MB', () => {
    expect(issueScreenshotSchema.safeParse(screenshot(SCREENSHOT_MAX_BYTES)).success).toBe(true);
  });

  it.each([1, 2, 3])('refuses 2 MB and %i byte(s), naming data', (extra) => {
    const result = issueScreenshotSchema.safeParse(screenshot(SCREENSHOT_MAX_BYTES + extra));
    expect(result.success).toBe(false);
    expect(new Set(result.error?.issues.map((issue) => issue.path.join('.')))).toEqual(new Set(['data']));
  });
});
