import { fileURLToPath } from 'node:url';
import { defineMain } from '@storybook/react-vite/node';
import type { Plugin, PluginOption } from 'vite';

/**
 * The portal's build steps that have no place in Storybook's: the prerendered /login (it builds the
 * portal again for Node), the service worker and its precache list, the .br/.gz copies and bundle
 * statistics, and the entry stylesheet inlined into the portal's index.html.
 */
const PORTAL_ONLY = [
  /^lantern-prerender-login$/,
  /^vite-plugin-pwa/,
  /^lantern-bundle-output$/,
  /^lantern-inline-entry-css$/,
];

const portalOnly = (plugin: PluginOption): boolean =>
  typeof plugin === 'object' &&
  plugin !== null &&
  'name' in plugin &&
  PORTAL_ONLY.some((name) => name.test(plugin.name));

const withoutPortalOnly = (plugins: PluginOption[]): PluginOption[] =>
  plugins.flatMap((plugin) =>
    Array.isArray(plugin) ? withoutPortalOnly(plugin) : portalOnly(plugin) ? [] : [plugin],
  );

const mockWorker = fileURLToPath(new URL('./mock-worker.ts', import.meta.url));

/**
 * The static build may be served under a sub-path (Lantern serves it at /storybook/): MSW's worker
 * is registered beside iframe.html (`./mockServiceWorker.js`, scope: that folder) instead of at
 * the origin's root, where it would be missing and would take the portal's own scope.
 */
const workerBesideTheBuild: Plugin = {
  name: 'lantern-storybook-mock-worker',
  enforce: 'pre',
  resolveId(source, importer, options) {
    if (source !== 'msw/browser' || importer === mockWorker) return null;
    return this.resolve(mockWorker, importer, { ...options, skipSelf: true });
  },
};

export default defineMain({
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The MSW worker lives here, not in public/, so that the portal's build never ships it.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  viteFinal: (config, { configType }) => ({
    ...config,
    plugins: [
      ...withoutPortalOnly(config.plugins ?? []),
      ...(configType === 'PRODUCTION' ? [workerBesideTheBuild] : []),
    ],
    build: {
      ...config.build,
      // The portal's own chunking (its first-load group of src/app/main.tsx) and manifest.
      manifest: false,
      sourcemap: false,
      rolldownOptions: { ...config.build?.rolldownOptions, output: undefined },
    },
  }),
});
