/**
 * A Vite plugin for the production build: the entry's small stylesheet (the fonts' @font-face
 * rules, about 2 kB) goes into index.html as a <style> element instead of a <link>. A linked
 * stylesheet blocks the first paint until one more request returns (Lighthouse put it at 300 ms
 * on /login under its mobile network); inlined, it arrives with the page. The CSP allows inline
 * styles already (MUI's emotion inserts <style> elements). A stylesheet over MAX_INLINE_BYTES
 * stays a link: it would be downloaded again with every page instead of cached.
 */
import type { Plugin } from 'vite';

export const MAX_INLINE_BYTES = 8 * 1024;

const STYLESHEET = /<link rel="stylesheet"[^>]*?href="\/([^"]+\.css)"[^>]*>/g;

export function inlineEntryCss(): Plugin {
  return {
    name: 'lantern-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has put the entry's tags in, when the bundle is known.
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(STYLESHEET, (tag, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return tag;
          const css =
            typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          if (Buffer.byteLength(css) > MAX_INLINE_BYTES || css.includes('</style')) return tag;
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
