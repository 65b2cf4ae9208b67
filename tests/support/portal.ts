import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './server.ts';
import { launchChromium } from './browser.ts';

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
}
