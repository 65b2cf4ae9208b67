import { describe, expect, it } from 'vitest';
import type { Browser, ConsoleMessage } from 'playwright-core';
import { openPage } from '../support/browser.ts';
import { signInThroughPage, useServerAndBrowser } from '../support/portal.ts';

/** A phone-sized page that has not answered the cookie banner yet. */
async function phonePage(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

describe('the portal shell', () => {
  const ctx = useServerAndBrowser();

  it('on a phone, the cookie banner leaves Sign in reachable: the page scrolls and nothing covers the button', async () => {
    const page = await phonePage(ctx.browser);
    await page.goto(`${ctx.server.url}/login`);
    await page.getByRole('region', { name: 'Cookies' }).waitFor();
    const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
    // A real tap: Playwright scrolls the button into view, waits until the page has taken over (the
    // button is disabled before), and refuses while another element (the banner) would take the tap.
    await signIn.tap({ timeout: 10_000 });
    // The tap reached the form: the empty e-mail is marked, and the banner is still showing.
    await expect
      .poll(() => page.getByRole('textbox', { name: 'E-mail address' }).getAttribute('aria-invalid'))
      .toBe('true');
    expect(await page.getByRole('region', { name: 'Cookies' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('paints the cookie banner with the sign-in page on a first visit, not after it', async () => {
    const page = await (await ctx.browser.newContext()).newPage();
    await page.goto(`${ctx.server.url}/login`);
    // Checked at each frame: in the first one that shows the page's heading, is the banner there too?
    // (A banner a frame later would be the largest paint of /login, about 300 ms after the page.)
    const first = await page.waitForFunction(
      () =>
        [...document.querySelectorAll('h1, h2')].some((h) => h.textContent === 'Sign in') && {
          banner: document.querySelector('[role="region"][aria-label="Cookies"]') !== null,
        },
      undefined,
      { polling: 'raf' },
    );
    expect(await first.jsonValue()).toEqual({ banner: true });
    await page.context().close();
  });

  it('logs no "No HydrateFallback element" warning on opening a page', async () => {
    const page = await openPage(ctx.browser, ctx.server.url);
    const messages: string[] = [];
    page.on('console', (m: ConsoleMessage) => messages.push(m.text()));
    await page.goto(`${ctx.server.url}/login`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await signInThroughPage(page, ctx.server.url, 'admin@stmarys.test');
    await page.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();
    await page.goto(`${ctx.server.url}/app-users`);
    await page.getByRole('heading', { name: 'App users' }).waitFor();
    expect(messages.filter((m) => m.includes('HydrateFallback'))).toEqual([]);
    await page.context().close();
  });

  it('shows a signed-in user who types an unknown address a not-found page with a way home', async () => {
    const page = await openPage(ctx.browser, ctx.server.url);
    await signInThroughPage(page, ctx.server.url, 'guardian@stmarys.test');
    await page.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    await page.goto(`${ctx.server.url}/no-such-page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/no-such-page');
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    await page.context().close();
  });

  it('asks the server once for each thing a guardian’s dashboard needs on opening it, and once more for the terms on the next page', async () => {
    const page = await openPage(ctx.browser, ctx.server.url);
    await signInThroughPage(page, ctx.server.url, 'guardian@stmarys.test');
    await page.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    const calls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
    });
    await page.reload();
    await page.getByRole('region', { name: /Tobi/ }).waitFor();
    // Whatever else is in flight settles before counting (a late duplicate would show here).
    await page.waitForLoadState('networkidle');
    const times = (path: string) => calls.filter((c) => c === path).length;
    expect(times('/api/auth/refresh')).toBe(1);
    expect(times('/api/auth/me')).toBe(1);
    expect(times('/api/document-signing/terms')).toBe(1);
    expect(times('/api/families/children')).toBe(1);
    // A navigation asks for the terms again (a version published meanwhile is asked for at once).
    await page.getByRole('link', { name: 'See how Tobi uses the app' }).click();
    await expect.poll(() => times('/api/document-signing/terms')).toBe(2);
    await expect.poll(() => calls.some((c) => c.endsWith('/usage'))).toBe(true);
    await page.context().close();
  });

  it('lets a guardian edit their details on /account itself, and keeps them off /account/edit/user', async () => {
    const page = await openPage(ctx.browser, ctx.server.url);
    await signInThroughPage(page, ctx.server.url, 'guardian@stmarys.test');
    await page.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    await page.goto(`${ctx.server.url}/account/edit/user`);
    await page.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await page.goto(`${ctx.server.url}/account`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit your details' });
    await form.getByLabel('Surname').fill('Okafor-Reid');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Grace Okafor-Reid').waitFor();
    expect(new URL(page.url()).pathname).toBe('/account');
    await page.context().close();
  });
});
