import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumArgs, headlessShellPath } from './tests/support/chromium.ts';
import { localeSplit } from './scripts/build/locale-split.ts';
import { everyStoryOnce } from './tests/stories/every-story-plugin.ts';

const root = import.meta.dirname;

// Let Vite find every dependency of every story before the run: a dependency discovered
// mid-run makes Vite re-optimise and reload, which fails the story being loaded.
const storyDeps = {
  entries: ['stories/**/*.stories.tsx', '.storybook/preview.tsx'],
  // Found late by the scan (behind lazy screens): pre-bundled up front so no story reloads.
  include: [
    '@mui/material/useMediaQuery',
    'tus-js-client',
    'idb',
    'papaparse',
    'read-excel-file/universal',
    // Hospital information: the editor's chunk and the sanitiser.
    'mui-tiptap',
    '@tiptap/starter-kit',
    '@tiptap/extension-image',
    '@tiptap/extension-table',
    'dompurify',
    // The sign-in's second step: passkeys and the authenticator app's QR code.
    '@simplewebauthn/browser',
    'qrcode',
    // A child's new app code: the printable card and its print stylesheet.
    '@mui/icons-material/PrintOutlined',
    '@mui/material/GlobalStyles',
    // A child's score over time (a lazy chunk of the patient's page): its line and threshold.
    '@mui/x-charts/LineChart',
    '@mui/x-charts/ChartsReferenceLine',
    // The stories' MSW under test (.storybook/msw-in-page.ts), loaded with the first story.
    'msw/experimental',
    '@mswjs/interceptors/fetch',
    '@mswjs/interceptors/XMLHttpRequest',
  ],
};

/**
 * Vitest's own order (slowest first by the last run's times, else the largest file first), with the files
 * known to take longest moved to the front: on a fresh clone there are no times, and these small files
 * (a production start with the demo data, a mail delivered after a crash) started last and ran alone at the end.
 */
const LONGEST = [
  'tests/e2e/durable-mail.test.ts',
  'tests/e2e/start.test.ts',
  'tests/e2e/a11y-keyboard.test.ts',
  // The fuzz suite's two files, small files of two to three minutes each, otherwise start among the last.
  'server/test/fuzz-2.test.ts',
  'server/test/fuzz-1.test.ts',
  'server/ops/backup-drill.test.ts',
];
const rank = (spec: TestSpecification) => {
  const index = LONGEST.findIndex((file) => spec.moduleId.endsWith(file));
  return index === -1 ? LONGEST.length : index;
};
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// A fresh object per project: Vitest names the instance after the project it belongs to.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    // The headless shell (tests/support/chromium.ts): the baselines are its drawing.
    launchOptions: { executablePath: headlessShellPath, args: chromiumArgs },
    // Stories are checked with motion off, as a user who asks for less motion sees them (the theme honours
    // prefers-reduced-motion): a dialog, menu or toast is there at once, not half-faded when a play looks.
    contextOptions: { reducedMotion: 'reduce' },
  }),
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        plugins: [localeSplit()],
        test: {
          name: 'unit',
          environment: 'node',
          // Vitest's default on two cores is one worker (cores - 1): both cores, as the other stages use.
          maxWorkers: 2,
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          globalSetup: ['server/test/pglite-template.ts'],
          // A worker keeps the server's modules between files (each file builds its own app and
          // database): loading them again for each of 110 files was a fifth of the stage.
          isolate: false,
          // Both cores (Vitest's default leaves one idle): each file has its own app, database and ports.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Storybook's own test project: what its "Run tests" button and `npm run test:storybook` run.
        // CI runs every story through the one-pass project below instead.
        plugins: [localeSplit(), react(), storybookTest({ configDir: path.join(root, '.storybook') })],
        optimizeDeps: storyDeps,
        test: {
          name: 'storybook',
          maxWorkers: 2,
          testTimeout: 60_000,
          browser: browser(),
        },
      },
      {
        // Every story once per language in one run (tests/stories/every-story.ts): English with its play,
        // then Arabic and Spanish, each checked by axe at the story's viewport; each story file is a test file.
        plugins: [localeSplit(), react(), everyStoryOnce(root)],
        // The stories' MSW worker (mockServiceWorker.js), as Storybook's staticDirs serves it.
        publicDir: path.join(root, '.storybook/public'),
        // React, MUI and Emotion as the published Storybook and the portal run them (production builds, the
        // plain JSX runtime): the screens' pixels are the same, and a render costs less without the
        // development builds' checks and owner stacks (every story 521 s → 445 s on two cores). React's
        // development warnings are for `npm run storybook` and Storybook's own test project above.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        oxc: { jsx: { development: false } },
        optimizeDeps: {
          entries: ['tests/stories/*.ts', ...storyDeps.entries],
          include: storyDeps.include,
        },
        test: {
          name: 'stories',
          // The story files, and the proof that the visual comparison catches a token one pixel off.
          include: ['stories/**/*.stories.tsx', 'tests/stories/*.test.tsx'],
          // The same day and hour for every render (tests/stories/story-clock.ts).
          setupFiles: ['tests/stories/story-clock.ts'],
          // Three files at a time on two cores: a render waits as much as it computes (its mocked answers,
          // the Arabic and Spanish renders' 150 ms of quiet); 574 s for every story against 745 s with two.
          maxWorkers: 3,
          // The longest plays (a questionnaire built and saved, a bulk invitation typed) took up to 26 s at a load
          // of 16–30 on two cores, about 8 s on a quiet run: room for a busy CI machine, with no retry.
          testTimeout: 60_000,
          browser: {
            ...browser(),
            // Dependencies' source maps are for a person debugging in the browser: a headless frame loads
            // several times fewer bytes without them (errors are still mapped from the maps on disk).
            dependencySourcemaps: false,
            // tests/stories/visual.ts: a story's screen against its baseline, in English and Arabic.
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Exact but for anti-aliased edges and a few pixels: a colour a step off or a box moved by a
                // pixel fails. A tall screen's last column of pixels (where an edge cut by the frame cannot be
                // told anti-aliased) drew up to 12 pixels differently between two quiet runs, 30 under a load of 17.
                comparatorOptions: { threshold: 0, allowedMismatchedPixels: 64 },
                screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
                resolveScreenshotPath: ({ root: at, arg, ext }) =>
                  path.join(at, 'tests/stories/baselines', `${arg}${ext}`),
                resolveDiffPath: ({ root: at, arg, ext }) =>
                  path.join(at, '.vitest-results/visual', `${arg}${ext}`),
              },
            },
          },
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/server-template.ts'],
          testTimeout: 60_000,
          // Above the server's start timeout (tests/support/server.ts), so a slow start says why.
          hookTimeout: 240_000,
          // expect.poll waits up to 10 s (Vitest's default is 1 s) for what the server writes just after an
          // answer (the outbox, the audit): on CI's two busy cores that can take more than a second.
          expect: { poll: { timeout: 10_000 } },
          // Two files at once: a file waits on its server's start, Chromium and the network as much as it
          // computes (CI's e2e stage 487 s one at a time, 358 s two at a time; ports and data folders are each file's own).
          maxWorkers: 2,
        },
      },
    ],
  },
});
