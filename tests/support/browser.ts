import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.ts';

/** Debian's headless Chromium, driven by playwright-core. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
