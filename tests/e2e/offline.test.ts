/**
 * Installing and reading offline, end to end: a guardian signs in on a 390 px phone; the page names her
 * hospital's manifest and a service worker controls it; she opens the hospital information, goes offline,
 * reloads and still reads it, told when it was last updated. Signing out deletes what was kept for her,
 * even once her session has ended elsewhere, and another guardian signing in offline sees none of it. The
 * real server, the built portal (with its service worker) and Debian's Chromium.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInThroughPage, useServerAndBrowser } from '../support/portal.ts';

const PHONE = { width: 390, height: 844 };

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());
const userCaches = async (page: Page) =>
  (await cacheNames(page)).filter((n) => n.startsWith('lantern-user-'));

describe('the portal on a family’s phone, installed and offline', () => {
  const ctx = useServerAndBrowser();

  it('keeps a guardian’s hospital information for reading offline, for her alone, until she signs out', async () => {
    const { url } = ctx.server;
    const context = await ctx.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    await context.addCookies([
      { name: 'cookie_consent', value: JSON.stringify({ productWebsite: false, analytics: false }), url },
    ]);
    const page = await context.newPage();
    await signInThroughPage(page, url, 'guardian@stmarys.test');
    await page.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();

    // Installable: St Mary's manifest, its theme colour, an icon for the home screen.
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
      '/api/organisations/stmarys/manifest',
    );
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? '';
      const res = await fetch(href);
      return { type: res.headers.get('content-type'), body: (await res.json()) as Record<string, unknown> };
    });
    expect(manifest.type).toMatch(/^application\/manifest\+json/);
    expect(manifest.body).toMatchObject({
      name: "St Mary's Children's Hospital (demo)",
      display: 'standalone',
    });
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(
      manifest.body.theme_color,
    );
    expect(await page.locator('link[rel="apple-touch-icon"]').count()).toBe(1);

    // The service worker registers after the first paint and takes the page over.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${url}/`);
    // Chromium's own installability checks (those Lighthouse ran as "installable-manifest"): none fails but
    // "in-incognito", which says only that a test's browser context is a private one.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    await cdp.detach();

    // She reads the hospital information online: it is kept in her own cache.
    await page.goto(`${url}/hospital-information`);
    await page.getByRole('article', { name: 'Visiting the ward' }).waitFor();
    await expect.poll(() => userCaches(page)).toHaveLength(1);
    const [ownCache] = await userCaches(page);
    expect(await page.getByText(/You are offline/).count()).toBe(0);

    // Offline, a reload opens the same screen from what was kept, saying when it was read.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('article', { name: 'Visiting the ward' }).waitFor();
    await page
      .getByText(/^You are offline — last updated \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/)
      .waitFor();
    await context.setOffline(false);

    // Signing out deletes what was kept for her: the page's caches and the worker's alike.
    await page.goto(`${url}/logout`);
    await page.waitForURL((address) => address.pathname === '/login');
    await expect.poll(() => userCaches(page)).toHaveLength(0);
    expect(await cacheNames(page)).not.toContain(ownCache);
    expect(await cacheNames(page)).not.toContain('lantern-session');

    // Another guardian, offline on the same phone: she cannot sign in, and sees nothing of Grace's.
    await context.setOffline(true);
    await page.goto(`${url}/login`);
    await page.getByLabel('E-mail address').fill('guardian@infantil.test');
    await page.getByLabel('Password', { exact: true }).fill('Lantern-demo-2026!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.goto(`${url}/hospital-information`);
    await page.waitForURL((address) => address.pathname === '/login');
    expect(await page.getByText('Visiting the ward').count()).toBe(0);
    expect(await userCaches(page)).toEqual([]);
    await context.setOffline(false);

    // Grace again, whose session then ends elsewhere (its cookie gone, as when it expired): signing out on the
    // phone, with no session left to end, still deletes what was kept for her.
    await signInThroughPage(page, url, 'guardian@stmarys.test');
    await page.goto(`${url}/hospital-information`);
    await page.getByRole('article', { name: 'Visiting the ward' }).waitFor();
    await expect.poll(() => userCaches(page)).toHaveLength(1);
    await context.clearCookies({ name: 'lantern_refresh' });
    await page.goto(`${url}/logout`);
    await page.waitForURL((address) => address.pathname === '/login');
    await expect.poll(() => cacheNames(page)).not.toContain('lantern-session');
    expect(await userCaches(page)).toEqual([]);
    await context.close();
  });
});
