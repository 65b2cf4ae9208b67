import { existsSync } from 'node:fs';

/** Debian's Chromium (test tools cannot download browsers here); CHROME_PATH overrides. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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

export const chromiumAvailable = (): boolean => existsSync(chromiumPath);
