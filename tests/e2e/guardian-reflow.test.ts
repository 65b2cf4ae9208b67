/**
 * Every screen a guardian uses, on the narrowest phone (320 CSS pixels, WCAG 1.4.10), in each of
 * the portal's languages: the page never scrolls sideways (a table or a calendar may scroll inside
 * its own region) and its main heading stays within the screen's width.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GUARDIAN_SCREENS } from '../support/guardian-screens.ts';
import { signInThroughPage, useServerAndBrowser } from '../support/portal.ts';

const GUARDIAN = 'guardian@stmarys.test';
const LANGUAGES = ['en', 'ar', 'es'] as const;

const SCREENS = GUARDIAN_SCREENS;

/** The page's own horizontal overflow in CSS px (0 when it fits). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement as HTMLElement;
    return Math.max(0, root.scrollWidth - root.clientWidth);
  });

describe('a guardian on a 320 px phone', () => {
  const env = useServerAndBrowser();

  it.each(LANGUAGES)('reads every screen without scrolling sideways in %s', async (language) => {
    const { url } = env.server;
    const context = await env.browser.newContext({ viewport: { width: 320, height: 640 }, isMobile: true });
    await context.addCookies([
      { name: 'cookie_consent', value: JSON.stringify({ productWebsite: false, analytics: false }), url },
      { name: 'language', value: language, url },
    ]);
    const page = await context.newPage();
    try {
      // The sign-in page is the first a new phone meets: it reflows too.
      await page.goto(`${url}/login`);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await sidewaysOverflow(page), `/login in ${language}`).toBe(0);
      // Signed in through the English page (the helper reads its labels), then read in the language.
      await context.addCookies([{ name: 'language', value: 'en', url }]);
      await signInThroughPage(page, url, GUARDIAN);
      await page.waitForURL((address) => address.pathname !== '/login');
      await context.addCookies([{ name: 'language', value: language, url }]);
      const overflowing: string[] = [];
      for (const path of SCREENS) {
        await page.goto(`${url}${path}`);
        const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
        await heading.waitFor();
        expect(await page.evaluate(() => document.documentElement.lang), path).toBe(language);
        // Late content (lists, charts, the calendar) has arrived once nothing is loading.
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], [role="progressbar"]'));
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) overflowing.push(`${path}: ${overflow} px`);
        const box = await heading.boundingBox();
        expect(box, `${path}: its heading has a box`).not.toBeNull();
        expect(box?.x ?? -1, `${path}: its heading starts on screen`).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0), `${path}: its heading ends on screen`).toBeLessThanOrEqual(
          321,
        );
      }
      expect(overflowing, `screens that scroll sideways in ${language}`).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
