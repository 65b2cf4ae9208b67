import { defineMain } from '@storybook/react-vite/node';

export default defineMain({
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The MSW worker lives here, not in public/, so that the portal's build never ships it.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
});
