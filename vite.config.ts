import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleOutput } from './scripts/build/bundle-output.ts';
import { firstLoadGroup } from './scripts/build/first-load-chunk.ts';
import { inlineEntryCss } from './scripts/build/inline-entry-css.ts';
import { localeSplit } from './scripts/build/locale-split.ts';
import { prerenderLogin } from './scripts/build/prerender-login.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3001';

// React Router 7's package exports name only its development build (remix-run/react-router#14102):
// a production bundle ran its development warnings (template strings built at each render, a
// console.error for every error its default boundary caught). The build takes its production build,
// the same code with those warnings off, by path (the exports do not name it).
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));
const productionReactRouter = {
  name: 'lantern-production-react-router',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
        { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
      ],
    },
  }),
} satisfies Plugin;

export default defineConfig({
  plugins: [
    productionReactRouter,
    localeSplit(),
    react(),
    inlineEntryCss(),
    bundleOutput(),
    prerenderLogin(),
    // The service worker (src/sw.ts, docs/architecture.md § The service worker): the built shell precached,
    // registered by the portal itself after the first paint (src/app/install.ts), never in Storybook or dev.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      devOptions: { enabled: process.env.PWA_DEV === '1', type: 'module' },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
        // Everything the portal fetches (chunks, locale tables, fonts, icons, the prerendered /login);
        // source maps and the build's stats are for developers only.
        globIgnores: ['**/*.map', '.vite/**', 'sw.js'],
      },
    }),
  ],
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [firstLoadGroup('src/app/main.tsx', ['src/features/auth/sign-in.ts'])] },
      },
    },
  },
});
