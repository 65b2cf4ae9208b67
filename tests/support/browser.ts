import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath, headlessShellPath } from './chromium.ts';

/**
 * Debian's Chromium headless shell, driven by playwright-core; `{ fullBrowser: true }` for the whole
 * browser where a test needs what only it has (a phone's push subscription: the shell shows no
 * notification switch).
 */
export const launchChromium = (options: { fullBrowser?: boolean } = {}): Promise<Browser> =>
  chromium.launch({
    executablePath: options.fullBrowser ? chromiumPath : headlessShellPath,
    args: chromiumArgs,
    headless: true,
  });

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
