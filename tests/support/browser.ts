import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.ts';

/** Debian's headless Chromium, driven by playwright-core. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });

/**
 * A page whose visitor already answered the cookie-consent banner (necessary cookies only), so
 * the banner does not cover what a test clicks. The banner itself is tested in its stories.
 */
export async function openPage(browser: Browser, baseUrl: string) {
  const context = await browser.newContext();
  await context.addCookies([
    {
      name: 'cookie_consent',
      value: JSON.stringify({ productWebsite: false, analytics: false }),
      url: baseUrl,
    },
  ]);
  return context.newPage();
}
