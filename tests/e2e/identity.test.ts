import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../support/server.ts';
import { launchChromium, openPage } from '../support/browser.ts';

const PASSWORD = 'Lantern-demo-2026!';

async function signIn(page: Page, url: string, email: string, password = PASSWORD) {
  await page.goto(`${url}/login`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const apiSignIn = (url: string, email: string, password: string) =>
  fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe('identity end to end', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('forgot password: the e-mailed link sets a new password; the old one stops working', async () => {
    const page = await openPage(browser, server.url);
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('E-mail address').fill('admin@infantil.test');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText(/we have sent it a link/).waitFor();

    const outbox = (await (await fetch(`${server.url}/api/dev/outbox?to=admin@infantil.test`)).json()) as {
      mails: { link: string | null; subject: string }[];
    };
    const link = outbox.mails.find((m) => m.link?.includes('/auth/reset-password'))?.link;
    expect(link).toBeTruthy();

    await page.goto(link as string);
    await page.getByLabel('New password', { exact: true }).fill('Brand-new-pass-1!');
    await page.getByLabel('Repeat the new password').fill('Brand-new-pass-1!');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Your password has been changed.', { exact: false }).waitFor();

    expect((await apiSignIn(server.url, 'admin@infantil.test', PASSWORD)).status).toBe(401);
    await signIn(page, server.url, 'admin@infantil.test', 'Brand-new-pass-1!');
    await page.getByRole('heading', { name: 'Welcome, Lucía' }).waitFor();
    await page.close();
  });

  it('a signed-out visitor of a private route lands on /login; a guardian sent to an admin route lands on /', async () => {
    const page = await openPage(browser, server.url);
    await page.goto(`${server.url}/app-users`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await signIn(page, server.url, 'guardian@stmarys.test');
    await page.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    await page.goto(`${server.url}/app-users`);
    await page.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });
});

describe('a session expiring while the page is open', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ ACCESS_TOKEN_TTL: '2' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('refreshes silently: the next call still succeeds and the user stays signed in', async () => {
    const page = await openPage(browser, server.url);
    await signIn(page, server.url, 'admin@stmarys.test');
    await page.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();
    const tokenBefore = (await page.context().cookies()).find((c) => c.name === 'token')?.value;

    await page.waitForTimeout(3000); // the 2-second access token is now expired
    // An in-page navigation (no reload): the account screen's call meets the expired token.
    await page.evaluate(() => {
      history.pushState({}, '', '/account');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText('Amira Hassan').waitFor();
    expect(new URL(page.url()).pathname).toBe('/account');

    const tokenAfter = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
    expect(tokenAfter).toBeTruthy();
    expect(tokenAfter).not.toBe(tokenBefore);
    await page.close();
  });
});
