import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { startServer, type RunningServer } from './server.ts';
import { launchChromium } from './browser.ts';
import { apiSignIn, freshTotpCode } from './second-factor.ts';

export const DEMO_PASSWORD = 'Lantern-demo-2026!';

/** The real server and a Chromium for one test file, started before its tests and stopped after. */
export function useServerAndBrowser(env: Record<string, string> = {}): {
  server: RunningServer;
  browser: Browser;
} {
  const handle = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    handle.server = await startServer(env);
    handle.browser = await launchChromium();
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
  // Staff are asked for the code of their authenticator app next (the portal's second-factor step).
  // Either the portal opens (no second step: a guardian) or the code is asked; a refused password
  // does neither, and the caller checks what it expects.
  const code = page.getByLabel(SECOND_FACTOR_CODE_LABEL);
  const asked = await Promise.race([
    code.waitFor({ timeout: 10_000 }).then(() => true),
    page.waitForURL((address) => address.pathname !== '/login', { timeout: 10_000 }).then(() => false),
  ]).catch(() => false);
  if (!asked) return;
  await code.fill(await freshTotpCode(url, email));
  await code.press('Enter');
}

/**
 * The label of the second-factor code field of the sign-in page (the portal's English text of
 * `secondFactor.codeLabel`).
 */
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
