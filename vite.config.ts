import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { bundleOutput } from './scripts/build/bundle-output.ts';
import { firstLoadGroup } from './scripts/build/first-load-chunk.ts';
import { inlineEntryCss } from './scripts/build/inline-entry-css.ts';
import { localeSplit } from './scripts/build/locale-split.ts';
import { prerenderLogin } from './scripts/build/prerender-login.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [localeSplit(), react(), inlineEntryCss(), bundleOutput(), prerenderLogin()],
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
