import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from './sanitise.ts';

const hrefOf = async (href: string) => {
  const html = await sanitiseHtml(`<a href="${href.replace(/"/g, '&quot;')}">x</a>`);
  return /href="([^"]*)"/.exec(html)?.[1] ?? null;
};

describe("the sanitiser's link rule: a link to our own path passes the site's one check", () => {
  it.each([
    '/hospital-information?page=2',
    '/report#top',
    '#section',
    'https://nhs.example/',
    'mailto:a@b.example',
  ])('keeps %s', async (href) => {
    expect(await hrefOf(href)).toBe(href);
  });

  it.each([
    '/\\evil.example',
    '//evil.example',
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/%2f%2fevil.example',
    '/%5cevil.example',
    '/\t/evil.example',
    ' /\n/evil.example',
    'javascript:alert(1)',
    ' JaVa\tScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'lantern://open/report',
  ])('drops the address of %j, keeping the text', async (href) => {
    expect(await hrefOf(href)).toBeNull();
    expect(await sanitiseHtml(`<a href="${href.replace(/"/g, '&quot;')}">x</a>`)).toContain('>x</a>');
  });
});
