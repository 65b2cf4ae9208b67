/**
 * Reflow at 320 CSS pixels (WCAG 1.4.10) and text at 200% (1.4.4) on the main screens. The
 * page itself never scrolls sideways (a table may scroll inside its own region), and each screen's
 * main heading and primary action stay on screen, within the viewport's width.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { signInThroughPage, useServerAndBrowser } from '../support/portal.ts';

interface Screen {
  name: string;
  /** Opens the screen on a signed-in page. */
  open: (page: Page, url: string) => Promise<void>;
  heading: (page: Page) => Locator;
  action: (page: Page) => Locator;
}

const main = (page: Page) => page.getByRole('main');

/** The name of the user whose detail page 'user detail' opened. */
let openedUser = '';

const SCREENS: Screen[] = [
  {
    name: 'dashboard',
    open: (page, url) => page.goto(`${url}/`).then(() => undefined),
    heading: (page) => main(page).getByRole('heading', { name: 'Welcome, Amira', level: 1 }),
    action: (page) => main(page).getByRole('navigation', { name: 'Shortcuts' }).getByRole('link').first(),
  },
  {
    name: 'app users',
    open: (page, url) => page.goto(`${url}/app-users`).then(() => undefined),
    heading: (page) => main(page).getByRole('heading', { name: 'App users', level: 1 }),
    action: (page) => main(page).getByRole('button', { name: 'Invite a guardian' }),
  },
  {
    name: 'user detail',
    open: async (page, url) => {
      // The table renders only the columns in view: its Open links are found on a wide window.
      const layout = page.viewportSize();
      await page.setViewportSize({ width: 2560, height: 800 });
      await page.goto(`${url}/app-users`);
      const open = main(page)
        .getByRole('link', { name: /^Open / })
        .first();
      const href = await open.getAttribute('href');
      openedUser = ((await open.getAttribute('aria-label')) ?? (await open.innerText())).replace(
        /^Open /,
        '',
      );
      if (layout) await page.setViewportSize(layout);
      await page.goto(`${url}${href}`);
    },
    // The page is headed by the user's name.
    heading: (page) => main(page).getByRole('heading', { name: openedUser, level: 1 }),
    action: (page) => main(page).getByRole('button', { name: 'Edit', exact: true }),
  },
  {
    name: 'videos',
    open: (page, url) => page.goto(`${url}/videos/uploaded`).then(() => undefined),
    heading: (page) => main(page).getByRole('heading', { name: 'Videos', level: 1 }),
    action: (page) => main(page).getByRole('button', { name: 'Upload videos' }),
  },
  {
    name: 'hospital information',
    open: (page, url) => page.goto(`${url}/hospital-information`).then(() => undefined),
    heading: (page) => main(page).getByRole('heading', { name: 'Hospital information', level: 1 }),
    action: (page) => main(page).getByRole('button', { name: 'New page' }).first(),
  },
  {
    name: 'questionnaires',
    open: (page, url) => page.goto(`${url}/questionnaires`).then(() => undefined),
    heading: (page) => main(page).getByRole('heading', { name: 'Questionnaires', level: 1 }),
    action: (page) => main(page).getByRole('button', { name: 'New questionnaire' }),
  },
];

const LAYOUTS = [
  { name: '320 CSS px', viewport: { width: 320, height: 640 }, fontSize: null },
  // Text zoom: the portal sizes its type in rem, so doubling the root size doubles every text.
  { name: 'text at 200%', viewport: { width: 1280, height: 800 }, fontSize: '200%' },
] as const;

type Layout = (typeof LAYOUTS)[number];

async function newPage(browser: Browser, url: string, layout: Layout): Promise<Page> {
  const context = await browser.newContext({ viewport: layout.viewport });
  await context.addCookies([
    { name: 'cookie_consent', value: JSON.stringify({ productWebsite: false, analytics: false }), url },
  ]);
  if (layout.fontSize) {
    const size = layout.fontSize;
    await context.addInitScript((value) => {
      document.addEventListener('DOMContentLoaded', () => {
        document.documentElement.style.fontSize = value;
      });
    }, size);
  }
  return context.newPage();
}

/** The page's own horizontal overflow in CSS px (0 when it fits). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement as HTMLElement;
    return Math.max(0, root.scrollWidth - root.clientWidth);
  });

/** Visible, and fully inside the viewport's width once scrolled to. */
async function expectOnScreen(page: Page, target: Locator, what: string) {
  await target.scrollIntoViewIfNeeded();
  expect(await target.isVisible(), `${what} is visible`).toBe(true);
  const box = await target.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, `${what} has a box`).not.toBeNull();
  expect(box?.x ?? -1, `${what} starts inside the viewport`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), `${what} ends inside the viewport`).toBeLessThanOrEqual(
    width + 1,
  );
}

describe('reflow and text zoom on the main screens', () => {
  const ctx = useServerAndBrowser();

  for (const layout of LAYOUTS) {
    it(`sign-in at ${layout.name}: no sideways scroll, heading and Sign in on screen`, async () => {
      const page = await newPage(ctx.browser, ctx.server.url, layout);
      await page.goto(`${ctx.server.url}/login`);
      const heading = main(page).getByRole('heading', { name: 'Sign in', level: 1 });
      await heading.waitFor();
      expect(await sidewaysOverflow(page)).toBe(0);
      await expectOnScreen(page, heading, 'the heading');
      await expectOnScreen(page, main(page).getByRole('button', { name: 'Sign in' }), 'Sign in');
      await page.context().close();
    });

    it(`the admin's main screens at ${layout.name}: no sideways scroll, heading and primary action on screen`, async () => {
      const page = await newPage(ctx.browser, ctx.server.url, layout);
      await signInThroughPage(page, ctx.server.url, 'admin@stmarys.test');
      await main(page).getByRole('heading', { name: 'Welcome, Amira' }).waitFor();
      const failures: string[] = [];
      for (const screen of SCREENS) {
        await screen.open(page, ctx.server.url);
        await screen
          .heading(page)
          .waitFor()
          .catch((error: Error) => {
            throw new Error(`${screen.name}: ${error.message}`);
          });
        // Let lazy content (tables, lists) arrive before measuring.
        await page.waitForLoadState('networkidle');
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) failures.push(`${screen.name}: the page scrolls ${overflow}px sideways`);
        await expectOnScreen(page, screen.heading(page), `${screen.name}'s heading`);
        await expectOnScreen(page, screen.action(page), `${screen.name}'s primary action`);
      }
      expect(failures).toEqual([]);
      await page.context().close();
    });
  }
});
