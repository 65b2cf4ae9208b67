/** Debian's Chromium (test tools cannot download browsers here); CHROME_PATH overrides. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell`: the same Chromium (Blink, V8, the network stack) without the
 * browser's own layers, as Playwright runs headless tests by default. The stories and most end-to-end
 * files run in it: the end-to-end stage took 936 s of processor time in the full browser against 799 s
 * in the shell (docs/testing.md § Where the time goes). It draws text with other anti-aliasing than the
 * full browser, so the story baselines are the shell's. CHROME_HEADLESS_SHELL_PATH overrides.
 */
export const headlessShellPath =
  process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
