/**
 * `npm run screens`: walks the portal as its people do and saves a full-page screenshot of every
 * screen they open — an admin on a wide screen in English, a super admin on a laptop, a guardian on
 * a phone in Arabic and an admin of Hospital Infantil in Spanish — against the real server with
 * the demo data. Look at the pictures before calling a screen done (docs/testing.md § Walking the
 * portal).
 *
 *   npm run screens                      (OUT=/tmp/lantern-screens ONLY=guardian-ar to walk one person)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../tests/support/browser.ts';
import { startServer } from '../tests/support/server.ts';
import { signInOnPage } from './lib/page-sign-in.ts';

interface Walk {
  name: string;
  email: string;
  language: 'en' | 'ar' | 'es';
  viewport: { width: number; height: number };
  /** A super admin's organisation, chosen before the walk (its URL code). */
  organisation?: string;
  routes: string[];
}

const ADMIN_ROUTES = [
  '/',
  '/app-users',
  '/requests',
  '/organisation-areas',
  '/videos/organisation',
  '/questionnaires',
  '/questionnaires/flags',
  '/hospital-information',
  '/calendar',
  '/usage',
  '/reporting',
  '/quizzes',
  '/missions',
  '/report',
  '/messages',
  '/audit',
  '/data-requests',
  '/account',
];

const WALKS: Walk[] = [
  {
    name: 'admin-en',
    email: 'admin@stmarys.test',
    language: 'en',
    viewport: { width: 1440, height: 900 },
    routes: ADMIN_ROUTES,
  },
  {
    name: 'super-en',
    email: 'super@lantern.test',
    language: 'en',
    viewport: { width: 1366, height: 768 },
    routes: [
      '/',
      '/organisations',
      '/reports',
      '/terms',
      '/feedback',
      '/messages',
      '/audit',
      '/data-requests',
    ],
  },
  {
    name: 'guardian-ar',
    email: 'guardian@stmarys.test',
    language: 'ar',
    viewport: { width: 390, height: 844 },
    routes: [
      '/',
      '/hospital-information',
      '/questionnaires/answer',
      '/calendar',
      '/usage',
      '/report',
      '/account',
    ],
  },
  {
    name: 'admin-es',
    email: 'admin@infantil.test',
    language: 'es',
    viewport: { width: 1280, height: 800 },
    routes: [
      '/',
      '/app-users',
      '/questionnaires',
      '/calendar',
      '/usage',
      '/messages',
      '/audit',
      '/data-requests',
    ],
  },
];

const out = path.resolve(process.env.OUT ?? '/tmp/lantern-screens');
const only = process.env.ONLY?.split(',');
mkdirSync(out, { recursive: true });
if (!existsSync('dist/index.html')) {
  console.error('building the portal (vite build)…');
  if (spawnSync('vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

const server = await startServer();
const browser = await launchChromium();
try {
  for (const walk of WALKS.filter((w) => !only || only.includes(w.name))) {
    const context = await browser.newContext({ viewport: walk.viewport, locale: walk.language });
    await context.addCookies([
      {
        name: 'cookie_consent',
        value: JSON.stringify({ productWebsite: false, analytics: false }),
        url: server.url,
      },
      { name: 'language', value: walk.language, url: server.url },
    ]);
    const page = await context.newPage();
    await signInOnPage(page, server.url, walk.email);
    for (const route of walk.routes) {
      await page.goto(`${server.url}${route}`);
      // The screen has loaded once the network is quiet, its heading shows and no skeleton or
      // progress indicator is left.
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page
        .waitForFunction(
          () =>
            document.querySelector('h1') && !document.querySelector('.MuiSkeleton-root, [role=progressbar]'),
          null,
          { timeout: 15_000 },
        )
        .catch(() => console.error(`${walk.name} ${route}: still loading after 15 s`));
      const file = path.join(out, `${walk.name}${route === '/' ? '_home' : route.replaceAll('/', '_')}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
