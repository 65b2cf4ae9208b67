import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext } from 'vite';
import { inlineEntryCss, MAX_INLINE_BYTES } from './inline-entry-css.ts';

const FONTS = '@font-face{font-family:Roboto;src:url(/assets/roboto.woff2)format("woff2")}';

function transform(html: string, assets: Record<string, string>): string {
  const plugin = inlineEntryCss() as unknown as {
    transformIndexHtml: { handler: (html: string, context: IndexHtmlTransformContext) => string };
  };
  const bundle = Object.fromEntries(
    Object.entries(assets).map(([file, source]) => [file, { type: 'asset', fileName: file, source }]),
  );
  return plugin.transformIndexHtml.handler(html, {
    path: '/index.html',
    filename: 'index.html',
    bundle,
  } as never);
}

const page = (links: string) =>
  `<html><head><script type="module" crossorigin src="/assets/index-a1.js"></script>${links}</head><body></body></html>`;

describe('the entry stylesheet in index.html', () => {
  it('arrives inside the page, so the first paint waits for no second request', () => {
    const html = transform(page('<link rel="stylesheet" crossorigin href="/assets/index-b2.css">'), {
      'assets/index-b2.css': FONTS,
    });
    expect(html).toContain(`<style>${FONTS}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
  });

  it('stays a cached link when it is large, or could close the style element early', () => {
    const large = `a{color:red}`.repeat(Math.ceil(MAX_INLINE_BYTES / 12) + 1);
    const links =
      '<link rel="stylesheet" crossorigin href="/assets/large.css">' +
      '<link rel="stylesheet" crossorigin href="/assets/odd.css">';
    const html = transform(page(links), {
      'assets/large.css': large,
      'assets/odd.css': 'a::after{content:"</style>"}',
    });
    expect(html).toContain(links);
    expect(html).not.toContain('<style>');
  });
});
