import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { startServer, type RunningServer } from './server.ts';
import { launchChromium } from './browser.ts';
import { apiSignIn, freshTotpCode } from './second-factor.ts';

export const DEMO_PASSWORD = 'Lantern-demo-2026!';

/**
 * The real server and a Chromium for one test file, started before its tests and stopped after (the
 * headless shell unless `browser.fullBrowser`, tests/support/browser.ts).
 */
export function useServerAndBrowser(
  env: Record<string, string> = {},
  browser: { fullBrowser?: boolean } = {},
): {
  server: RunningServer;
  browser: Browser;
} {
  const handle = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    handle.server = await startServer(env);
    handle.browser = await launchChromium(browser);
  });
  afterAll(async () => {
    await handle.browser?.close();
    await handle.server?.stop();
  });
  return handle;
}

/** Signs in through the sign-in page, as a person does. */
export async function signInThroughPage(page: Page, url: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(`${url}/login`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Either the portal opens (no second step: a guardian), the code is asked, or a new admin whose
  // hospital requires a second step sets up an authenticator app; a refused password does none.
  const code = page.getByLabel(SECOND_FACTOR_CODE_LABEL);
  const enrol = page.getByRole('heading', { name: 'Set up a second step' });
  const asked = await Promise.race([
    code.waitFor({ timeout: 10_000 }).then(() => 'code' as const),
    enrol.waitFor({ timeout: 10_000 }).then(() => 'enrol' as const),
    page.waitForURL((address) => address.pathname !== '/login', { timeout: 10_000 }).then(() => null),
  ]).catch(() => null);
  const key = `${url} ${email.toLowerCase()}`;
  if (asked === 'code') {
    await code.fill(await freshTotpCode(url, email, enrolledSecrets.get(key)));
    await code.press('Enter');
  }
  if (asked === 'enrol') {
    await page.getByRole('button', { name: 'Use an authenticator app' }).click();
    const shown = page.getByLabel('Key to type into your app');
    await shown.getByText(/[A-Z2-7]{4}/).waitFor();
    const secret = ((await shown.textContent()) ?? '').replace(/\s/g, '');
    enrolledSecrets.set(key, secret);
    await code.fill(await freshTotpCode(url, email, secret));
    await page.getByRole('button', { name: 'Check the code and continue' }).click();
    await page.getByLabel('I have saved them').check();
    await page.getByRole('button', { name: 'Continue' }).click();
  }
}

/** Authenticator secrets set up through the page, per server and e-mail. */
const enrolledSecrets = new Map<string, string>();

/** The label of the sign-in page's field for an authenticator app's code. */
const SECOND_FACTOR_CODE_LABEL = /authenticator app|6-digit code/i;

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/**
 * The main menu's entries in order: those in the header's row, then those its More menu holds (a
 * wide screen's row gives up the entries it has no room for, rather than wrap).
 */
export async function menuEntries(page: Page): Promise<string[]> {
  const nav = mainNavigation(page);
  const inRow = await nav.getByRole('link').allInnerTexts();
  const more = nav.getByRole('button', { name: 'More' });
  if ((await more.count()) === 0) return inRow;
  await more.click();
  const menu = page.getByRole('menu');
  // The menu's code loads when it is first opened: read it once it shows.
  await menu.getByRole('menuitem').first().waitFor();
  const moved = await menu.getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  return [...inRow, ...moved];
}

/** Follows an entry of the main menu, from the row or from its More menu. */
export async function openMenuEntry(page: Page, name: string) {
  const nav = mainNavigation(page);
  const link = nav.getByRole('link', { name, exact: true });
  if ((await link.count()) > 0) return link.click();
  await nav.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name, exact: true }).click();
}

/**
 * Types a date into one of the portal's date fields as a person does: click its first part (the day
 * in British English) and type the digits — '04052018' for 04/05/2018, '271120261000' for 27/11/2026 10:00.
 */
export async function typeDate(scope: Locator, label: string | RegExp, digits: string) {
  await scope.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await scope.page().keyboard.type(digits);
}

/** The admin's side through the API: sign in, and call with the token. */
export async function adminApi(url: string) {
  const { access_token } = await apiSignIn(url, 'admin@stmarys.test', DEMO_PASSWORD);
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status, `${method} ${path}`).toBeLessThan(300);
    return (await res.json()) as T;
  };
}
