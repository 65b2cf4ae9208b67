import { describe, expect, it } from 'vitest';
import { isSitePath, isStorybookPath, sitePath } from './site-path.ts';

describe('the one check of an address that must stay on this site', () => {
  it.each([
    ['/', '/'],
    ['/hospital-information?page=2', '/hospital-information?page=2'],
    ['/questionnaires/answer/42?x=1#q3', '/questionnaires/answer/42?x=1#q3'],
    ['/auth/activate?token=abc&lang=ar', '/auth/activate?token=abc&lang=ar'],
    // A query may carry any encoded address: it is data, not where the link goes.
    ['/report?from=%2F%2Fapp', '/report?from=%2F%2Fapp'],
    ['/caf%C3%A9', '/caf%C3%A9'],
  ])('accepts a path of this site: %s', (value, path) => {
    expect(sitePath(value)).toBe(path);
  });

  it.each([
    // Another scheme, in any case, with whitespace or controls inside or around it.
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'javascript\r:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'https://other.example/',
    'http:/other.example',
    'lantern://open/report',
    // Another host, as browsers read it.
    '//evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\t//evil.example',
    ' //evil.example',
    '/..//evil.example',
    '/./\\evil.example',
    '/a/../..//evil.example/x',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/%2e//evil.example',
    '/%2f%2fevil.example',
    '/%2F%2Fevil.example',
    '%2f%2fevil.example',
    '/%5cevil.example',
    '/%252f%252fevil.example',
    '/a/%2e%2e/%2e%2e//evil.example',
    // Not an absolute path at all.
    'evil.example',
    'report',
    '',
    '/report\u0000x',
    '/report\u2028x',
  ])('refuses %j', (value) => {
    expect(sitePath(value)).toBeNull();
    expect(isSitePath(value)).toBe(false);
  });

  it("reads the patients' app's own link as the same path only where it is meant", () => {
    expect(sitePath('lantern://open/report?from=app', { app: true })).toBe('/report?from=app');
    expect(sitePath('LANTERN://open/hospital-information', { app: true })).toBe('/hospital-information');
    expect(sitePath('lantern://open/report')).toBeNull();
    for (const trick of [
      'lantern://open//evil.example',
      'lantern://open/..//evil.example',
      'lantern://evil.example/',
      'lantern:javascript:alert(1)',
    ])
      expect(sitePath(trick, { app: true }), trick).toBeNull();
  });
});

describe('the published Storybook path', () => {
  it.each([
    '/storybook',
    '/storybook/',
    '/storybook/?path=/docs/x',
    '/storybook/iframe.html?id=x',
    '/storybook#x',
  ])('%s is the Storybook', (path) => {
    expect(isStorybookPath(path)).toBe(true);
  });
  it.each(['/', '/storybooks', '/storybook-x/', '/usage?next=/storybook/', '/app/storybook/'])(
    '%s is not',
    (path) => {
      expect(isStorybookPath(path)).toBe(false);
    },
  );
});
