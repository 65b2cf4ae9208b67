import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { startServer } from './tests/support/server.ts';
import { launchChromium } from './tests/support/browser.ts';

const OUT = process.env.OUT ?? '/work/shots';
mkdirSync(OUT, { recursive: true });
const PASSWORD = 'Lantern-demo-2026!';

async function device(browser: Browser, url: string, lang: string, width: number, height: number, mobile = false) {
  const context = await browser.newContext({ viewport: { width, height }, isMobile: mobile, locale: 'en-US' });
  await context.addCookies([
    { name: 'cookie_consent', value: JSON.stringify({ productWebsite: false, analytics: false }), url },
    { name: 'language', value: lang, url },
  ]);
  return context.newPage();
}
async function signIn(page: Page, url: string, email: string) {
  await page.goto(`${url}/login`);
  await page.locator('input[type=email], input[name=email]').first().fill(email);
  await page.locator('input[type=password]').first().fill(PASSWORD);
  await page.locator('button[type=submit]').first().click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 20000 });
  await page.waitForTimeout(1500);
}
async function shot(page: Page, url: string, path: string, name: string, act?: (p: Page) => Promise<void>) {
  try {
    await page.goto(`${url}${path}`);
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForTimeout(1200);
    if (act) await act(page);
    await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true });
    console.log('shot', name);
  } catch (e) {
    console.log('FAILED', name, (e as Error).message.split('\n')[0]);
  }
}

const server = await startServer();
const browser = await launchChromium();
const url = server.url;
const which = (process.env.WHICH ?? 'admin,guardian,super').split(',');
try {
  if (which.includes('admin')) {
    const a = await device(browser, url, 'en', 1440, 900);
    await signIn(a, url, 'admin@stmarys.test');
    for (const [p, n] of [
      ['/', 'a-dashboard'], ['/account', 'a-account'], ['/questionnaires', 'a-questionnaires'],
      ['/questionnaires/create', 'a-q-create'], ['/questionnaires/responses', 'a-q-responses'], ['/questionnaires/flags', 'a-q-flags'],
      ['/hospital-information', 'a-hospital-info'], ['/hospital-information/configure', 'a-hi-configure'],
      ['/report', 'a-report'], ['/app-users', 'a-app-users'], ['/organisation-areas', 'a-areas'],
      ['/videos/uploaded', 'a-videos'], ['/quizzes', 'a-quizzes'], ['/missions', 'a-missions'], ['/reporting', 'a-reporting'],
      ['/requests', 'a-requests'], ['/calendar', 'a-calendar'], ['/usage', 'a-usage'], ['/content-areas', 'a-content-areas'],
      ['/reports', 'a-reports'],
    ] as const) await shot(a, url, p, n);
    await shot(a, url, '/app-users', 'a-user-detail', async (p) => {
      await p.getByRole('row').nth(1).getByRole('link').first().click();
      await p.waitForTimeout(2000);
    });
    await shot(a, url, '/organisation-areas', 'a-area-detail', async (p) => {
      await p.getByRole('link').filter({ hasText: /ward|Oncology|Cardio/i }).first().click();
      await p.waitForTimeout(2000);
    });
    await shot(a, url, '/calendar', 'a-calendar-new', async (p) => {
      await p.getByRole('button', { name: 'New event' }).click();
      await p.waitForTimeout(800);
    });
    await shot(a, url, '/reporting', 'a-reporting-new', async (p) => {
      await p.getByRole('button', { name: /New report|Create/ }).first().click();
      await p.waitForTimeout(1500);
    });
    await shot(a, url, '/app-users', 'a-app-users-1024', async (p) => { await p.setViewportSize({ width: 1024, height: 800 }); await p.waitForTimeout(800); });
  }
  if (which.includes('guardian')) {
    const g = await device(browser, url, 'ar', 390, 844, true);
    await signIn(g, url, 'guardian@stmarys.test');
    for (const [p, n] of [
      ['/', 'g-dashboard'], ['/account', 'g-account'], ['/questionnaires', 'g-questionnaires'], ['/hospital-information', 'g-hospital-info'],
      ['/report', 'g-report'], ['/calendar', 'g-calendar'], ['/usage', 'g-usage'], ['/content-areas', 'g-content-areas'],
      ['/trust', 'g-trust'], ['/privacy-notice', 'g-privacy'],
    ] as const) await shot(g, url, p, n);
    await shot(g, url, '/account#children', 'g-add-child-picker', async (p) => {
      await p.getByRole('group').first().scrollIntoViewIfNeeded();
      const btn = p.locator('button[aria-label*="اختر"]').first();
      await btn.click();
      await p.waitForTimeout(800);
    });
  }
  if (which.includes('super')) {
    const s = await device(browser, url, 'en', 1366, 800);
    await signIn(s, url, 'super@lantern.test');
    for (const [p, n] of [['/', 's-dashboard'], ['/organisations', 's-organisations'], ['/reporting', 's-reporting-noorg'], ['/app-users', 's-app-users-noorg'], ['/reports', 's-reports']] as const)
      await shot(s, url, p, n);
  }
} finally {
  await browser.close();
  await server.stop();
}
