import { describe, expect, it } from 'vitest';
import type { ConsoleMessage, Page } from 'playwright-core';
import { signInThroughPage, useServerAndBrowser } from '../support/portal.ts';

const CONSENT = JSON.stringify({ productWebsite: false, analytics: false });
/** React's words (and its minified errors' numbers) for markup it could not take over. */
const HYDRATION_TROUBLE = /hydrat|did not match|#418|#419|#423|#425/i;

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'));

/** Everything the page logs as an error or warning, and every uncaught exception. */
function troubleOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
  return seen;
}

describe('/login rendered at build time', () => {
  const started = useServerAndBrowser();

  it('sends the sign-in form and the cookie banner in the HTML, in the language the cookie names', async () => {
    const english = await fetch(`${started.server.url}/login?returnTo=%2F`);
    expect(english.headers.get('vary')).toMatch(/cookie/i);
    const html = await english.text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(rootOf(html)).toMatch(/<form[^>]*>[\s\S]*name="email"[\s\S]*name="password"/);
    expect(rootOf(html)).toContain('Welcome back.');
    expect(rootOf(html)).toContain('Accept all');
    // The emotion styles of that markup come with it: no unstyled first paint.
    expect(html).toMatch(/<style data-emotion="mui [^"]+">/);

    const arabic = await (
      await fetch(`${started.server.url}/login`, { headers: { cookie: 'language=ar' } })
    ).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(rootOf(arabic)).toContain('تسجيل الدخول');

    const answered = await fetch(`${started.server.url}/login`, {
      headers: { cookie: `language=es; cookie_consent=${encodeURIComponent(CONSENT)}` },
    });
    const spanish = rootOf(await answered.text());
    expect(spanish).toContain('Iniciar sesión');
    expect(spanish).not.toContain('Aceptar todas');

    // Any other address is drawn by the script from the empty page.
    expect(await (await fetch(`${started.server.url}/forgot-password`)).text()).toContain(
      '<div id="root"></div>',
    );
  });

  it('shows the form with JavaScript switched off', async () => {
    const context = await started.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${started.server.url}/login`);
    expect(await page.getByRole('heading', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await page.getByLabel('E-mail address').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Accept all' }).isVisible()).toBe(true);
    await context.close();
  });

  for (const [language, heading] of [
    ['en', 'Sign in'],
    ['ar', 'تسجيل الدخول'],
  ] as const) {
    it(`takes the markup over in ${language} without drawing it again or a hydration error`, async () => {
      const context = await started.browser.newContext();
      await context.addCookies([{ name: 'language', value: language, url: started.server.url }]);
      const page = await context.newPage();
      const trouble = troubleOf(page);
      let loads = 0;
      page.on('load', () => (loads += 1));
      // Hold the entry script until the form in the HTML has been marked: after hydration the
      // same element must be there (a fresh render would have replaced it).
      const gate: { open?: () => void } = {};
      const held = new Promise<void>((resolve) => (gate.open = resolve));
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      // Module scripts run before DOMContentLoaded: wait for the parsed form instead.
      await page.goto(`${started.server.url}/login`, { waitUntil: 'commit' });
      await page.getByRole('heading', { name: heading }).waitFor();
      await page.locator('form input[name="password"]').waitFor();
      await page.evaluate(() => {
        (window as unknown as { prerenderedForm: Element | null }).prerenderedForm =
          document.querySelector('form');
      });
      gate.open?.();
      // React hydrated: the form's element carries React's own properties, and is the same element.
      await page.waitForFunction(() => {
        const form = document.querySelector('form');
        return form !== null && Object.keys(form).some((key) => key.startsWith('__reactFiber'));
      });
      expect(
        await page.evaluate(
          () =>
            document.querySelector('form') ===
            (window as unknown as { prerenderedForm: Element | null }).prerenderedForm,
        ),
      ).toBe(true);
      // The banner answers: it was hydrated, not just painted.
      await page.getByRole('button', { name: language === 'en' ? 'Accept all' : 'قبول الكل' }).click();
      await page.getByRole('button', { name: language === 'en' ? 'Accept all' : 'قبول الكل' }).waitFor({
        state: 'detached',
      });
      expect(loads).toBe(1);
      expect(trouble.filter((line) => HYDRATION_TROUBLE.test(line))).toEqual([]);
      expect(trouble.filter((line) => line.startsWith('uncaught'))).toEqual([]);
      await context.close();
    });
  }

  it('signs the demo admin in from the prerendered page, second step included', async () => {
    const context = await started.browser.newContext();
    await context.addCookies([{ name: 'cookie_consent', value: CONSENT, url: started.server.url }]);
    const page = await context.newPage();
    const trouble = troubleOf(page);
    await signInThroughPage(page, started.server.url, 'admin@stmarys.test');
    await page.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();
    expect(trouble.filter((line) => HYDRATION_TROUBLE.test(line))).toEqual([]);
    await context.close();
  });
});
