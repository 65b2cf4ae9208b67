import { describe, expect, it } from 'vitest';
import { previousPage, screenshotProblem } from './report-meta.ts';

describe('what a report carries', () => {
  it('takes the page the guardian came from as a path of this site, never another address', () => {
    expect(previousPage(new URLSearchParams('from=/hospital-information?page=2'))).toBe(
      '/hospital-information?page=2',
    );
    // Outside a browser there is no history to fall back on.
    expect(previousPage(new URLSearchParams('from=https://evil.example/'))).toBe('');
    expect(previousPage(new URLSearchParams(''))).toBe('');
  });

  it('accepts PNG, JPEG and WebP screenshots of up to 2 MB', () => {
    expect(screenshotProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(screenshotProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe(
      'issueReports.screenshotTooLarge',
    );
    expect(screenshotProblem({ type: 'image/svg+xml', size: 10 })).toBe('issueReports.screenshotWrongType');
  });
});
