/**
 * A Vite plugin for the production build: /login rendered at build time, so that a phone paints
 * the sign-in form from the HTML instead of after the JavaScript has downloaded and run.
 *
 * Once the portal is written, it builds src/app/prerender.tsx for Node (the same route table,
 * providers and texts), renders /login for each language and for a visitor who has or has not
 * answered the cookie banner yet, and writes each beside index.html as
 * `login.<language>[.consented].html`: the markup in #root (marked `data-prerendered`, which
 * main.tsx hydrates), its emotion styles in the <head>, and the page's language and direction on
 * <html> so nothing moves or changes language when the script takes over. The server picks the
 * file by the visitor's cookies (server/http/prerendered-pages.ts). The build stays `vite build`.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { LANGUAGES } from '../../src/api/contracts/constants.ts';
import type { PrerenderedPage, renderPage } from '../../src/app/prerender.tsx';
import { compress } from './bundle-output.ts';
import { localeSplit } from './locale-split.ts';

const ENTRY = 'src/app/prerender.tsx';
const WORK_DIR = '.vite/prerender';

/** The file a visitor's page is written to (and that server/http/prerendered-pages.ts sends). */
export const loginPageFile = (language: string, consented: boolean) =>
  `login.${language}${consented ? '.consented' : ''}.html`;

/** index.html with a prerendered page in it. */
export function withPage(template: string, page: PrerenderedPage): string {
  const html = template
    .replace(/<html[^>]*>/, `<html lang="${page.lang}" dir="${page.dir}">`)
    .replace('</head>', () => `${page.styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered>${page.html}</div>`);
  if (!html.includes('data-prerendered')) throw new Error('index.html has no empty <div id="root"></div>');
  return html;
}

export function prerenderLogin(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let mode = 'production';
  return {
    name: 'lantern-prerender-login',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    async closeBundle(error) {
      if (error) return;
      const work = path.join(outDir, WORK_DIR);
      await build({
        configFile: false,
        root,
        mode,
        logLevel: 'warn',
        plugins: [localeSplit(), react()],
        // A CommonJS module whose default export Node would hand over as an object: bundled, as for the browser.
        ssr: { noExternal: ['stylis-plugin-rtl'] },
        build: {
          ssr: ENTRY,
          outDir: work,
          emptyOutDir: true,
          copyPublicDir: false,
          sourcemap: false,
          minify: false,
        },
      });
      try {
        const module = (await import(pathToFileURL(path.join(work, 'prerender.js')).href)) as {
          renderPage: typeof renderPage;
        };
        const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
        for (const language of LANGUAGES) {
          for (const consented of [false, true]) {
            const page = await module.renderPage('/login', { language, consented });
            const file = path.join(outDir, loginPageFile(language, consented));
            await writeFile(file, withPage(template, page));
            await compress(file);
          }
        }
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
  };
}
