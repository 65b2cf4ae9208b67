import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../support/server.ts';
import { launchChromium, openPage } from '../support/browser.ts';
import { freshTotpCode } from '../support/second-factor.ts';
import { signInThroughPage } from '../support/portal.ts';

describe('the built portal on the real server', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    if (server) expect(await server.stop()).toBe(0);
  });

  it('prints the address and the demo sign-ins at start', () => {
    expect(server.output()).toContain('Lantern is running at http://localhost:');
    expect(server.output()).toContain('admin@stmarys.test');
    expect(server.output()).toContain('Lantern-demo-2026!');
  });

  it('answers /api/health and serves the portal for client-side routes', async () => {
    expect(await (await fetch(`${server.url}/api/health`)).json()).toMatchObject({
      status: 'ok',
      database: 'pglite',
    });
    const deep = await fetch(`${server.url}/some/client/route`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
  });

  it('shows the sign-in page at /, and the demo admin signs in and out', async () => {
    const page = await openPage(browser, server.url);
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await page.getByLabel('E-mail address').fill('admin@stmarys.test');
    await page.getByLabel('Password').fill('Lantern-demo-2026!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The demo admin's authenticator app (README) is the second step.
    const code = page.getByLabel('Enter the 6-digit code from your authenticator app');
    await code.fill(await freshTotpCode(server.url, 'admin@stmarys.test'));
    await code.press('Enter');
    await page.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();
    // The dark banner names the role and organisation; the dashboard names the organisation.
    expect(
      await page.getByText("Organisation admin · St Mary's Children's Hospital (demo)").isVisible(),
    ).toBe(true);
    expect(await page.getByRole('main').getByText("St Mary's Children's Hospital (demo)").isVisible()).toBe(
      true,
    );

    // The session survives a reload (cookies), and logging out returns to /login.
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.close();
  });

  it('tells a wrong password apart without signing in', async () => {
    const page = await openPage(browser, server.url);
    await page.goto(`${server.url}/login`);
    await page.getByLabel('E-mail address').fill('admin@stmarys.test');
    await page.getByLabel('Password').fill('Not-the-password-1!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('The e-mail address or password is incorrect.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.close();
  });

  it('keeps a guardian signed in when she reloads while the portal was renewing her session', async () => {
    const page = await openPage(browser, server.url);
    await signInThroughPage(page, server.url, 'guardian@stmarys.test');
    await page.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();

    // The renewal the page had sent as she reloaded: the server rotated her session's cookie, and the answer
    // that carried the new one never reached the page. The reloaded page presents the one just spent.
    const spent = (await page.context().cookies()).find((c) => c.name === 'lantern_refresh');
    const renewal = await fetch(`${server.url}/api/auth/refresh`, {
      method: 'POST',
      headers: {
        cookie: `lantern_refresh=${spent?.value}`,
        'x-lantern-client': 'portal',
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(renewal.status).toBe(200);
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    expect(new URL(page.url()).pathname).not.toBe('/login');
    await page.context().close();
  });
});
