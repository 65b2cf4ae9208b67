import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../tests/support/portal.ts';
import { freshTotpCode } from '../../tests/support/second-factor.ts';

/**
 * Signs in through the sign-in page in any language: the password, then, for the demo staff, the
 * authenticator code the second step asks for (its field is the page's one-time-code input).
 */
export async function signInOnPage(page: Page, url: string, email: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(DEMO_PASSWORD);
  await page.locator('button[type=submit]').click();
  const code = page.locator('input[autocomplete=one-time-code]');
  const signedIn = page.waitForURL((address) => !address.pathname.startsWith('/login'));
  const asked = await Promise.race([signedIn.then(() => false), code.waitFor().then(() => true)]);
  if (asked) {
    await code.fill(await freshTotpCode(url, email));
    await page.locator('form:has(input[autocomplete=one-time-code]) button[type=submit]').click();
    await signedIn;
  }
}
