/**
 * What a browser sees: the JavaScript a first visit to /login downloads (bytes on the wire, as
 * Chromium counts them), and Lighthouse's performance and accessibility scores, signed out on
 * /login and signed in on /app-users. Lighthouse runs against the same Chromium the page signed
 * in with, storage kept, so it works whatever holds the session (storage, memory plus cookie).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type BrowserContext } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tests/support/chromium.ts';
import { freePort } from './processes.ts';
import { signInOnPage } from './page-sign-in.ts';

export interface FirstLoad {
  /** Bytes of JavaScript received, compressed as served. */
  wire: number;
  /** The same scripts once decoded. */
  decoded: number;
  files: number;
  encodings: string[];
}

export async function firstLoadOfLogin(url: string): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await (await browser.newContext()).newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Map<string, { encoding: string; decoded: number }>();
    let wire = 0;
    cdp.on('Network.responseReceived', (event) => {
      if (event.type !== 'Script') return;
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), v]),
      );
      scripts.set(event.requestId, { encoding: String(headers['content-encoding'] ?? 'none'), decoded: 0 });
    });
    cdp.on('Network.dataReceived', (event) => {
      const script = scripts.get(event.requestId);
      if (script) script.decoded += event.dataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      // encodedDataLength counts the body as transferred (plus response headers, a few hundred bytes).
      if (scripts.has(event.requestId)) wire += event.encodedDataLength;
    });
    await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('E-mail address').waitFor();
    const list = [...scripts.values()];
    return {
      wire,
      decoded: list.reduce((sum, s) => sum + s.decoded, 0),
      files: list.length,
      encodings: [...new Set(list.map((s) => s.encoding))],
    };
  } finally {
    await browser.close();
  }
}

export interface Scores {
  performance: number;
  accessibility: number;
  /** Largest contentful paint, ms (simulated mobile). */
  lcp: number;
  /** First contentful paint, total blocking time and speed index, ms (simulated mobile). */
  fcp: number;
  tbt: number;
  si: number;
  /** Cumulative layout shift. */
  cls: number;
  /** The audits that cost points (score below 0.9 or savings named), with what they found. */
  findings: string[];
  /** The accessibility audits that failed (axe rules, by Lighthouse's id). */
  failing: string[];
}

/** Lighthouse's own account of an audit: its title and what it measured or would save. */
function findingsOf(
  audits: Record<string, { title: string; score: number | null; displayValue?: string; details?: unknown }>,
): string[] {
  const element = (id: string): string => {
    const items = (
      audits[id]?.details as { items?: { node?: { snippet?: string; selector?: string } }[] } | undefined
    )?.items;
    const node = items?.find((item) => item.node)?.node;
    return node ? ` — ${node.selector ?? ''} ${node.snippet ?? ''}`.slice(0, 160) : '';
  };
  return Object.entries(audits)
    .filter(([, a]) => a.score !== null && a.score < 0.9)
    .map(
      ([id, a]) =>
        `${id}: ${a.displayValue ?? ''} (score ${a.score})${id.includes('largest-contentful-paint-element') ? element(id) : ''}`,
    );
}

export async function audit(
  url: string,
  port: number,
  only: string[] = ['performance', 'accessibility'],
  preset: 'mobile' | 'desktop' = 'mobile',
): Promise<Scores> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: only, disableStorageReset: true },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // LIGHTHOUSE_REPORTS=folder keeps each report (open it in the Lighthouse viewer) to see why.
  const folder = process.env.LIGHTHOUSE_REPORTS;
  if (folder) {
    const name = `${new URL(url).pathname.replaceAll('/', '') || 'root'}-${Date.now()}.json`;
    writeFileSync(path.join(folder, name), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const failing = (categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  return {
    failing,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    fcp: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
    tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    si: Math.round(audits['speed-index']?.numericValue ?? 0),
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    findings: findingsOf(audits),
  };
}

const DEMO_PASSWORD = 'Lantern-demo-2026!';

/** A Chromium with a debugging port for Lighthouse, its storage kept between pages, closed after `work`. */
export async function withChromium<T>(
  work: (context: BrowserContext, port: number) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'lantern-bench-chromium-'));
  // The persistent context is the browser's default one: the tab Lighthouse opens shares it.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
  });
  try {
    return await work(context, port);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

export function lighthouseScores(url: string): Promise<{ login: Scores; appUsers: Scores }> {
  return withChromium(async (context, port) => {
    const login = await audit(`${url}/login`, port);
    await signInAs(context, url, 'admin@stmarys.test');
    const appUsers = await audit(`${url}/app-users`, port);
    return { login, appUsers };
  });
}

type Language = 'en' | 'ar' | 'es';
export interface AccessibilityScore {
  who: 'visitor' | 'guardian' | 'admin';
  path: string;
  language: Language;
  score: number;
  failing: string[];
}

export async function signInAs(context: BrowserContext, url: string, email: string): Promise<void> {
  const page = await context.newPage();
  await signInOnPage(page, url, email);
  await page.close();
}

/** A score in the wrong language would prove nothing: the page must read `language` first. */
async function expectLanguage(context: BrowserContext, url: string, language: Language): Promise<void> {
  const page = await context.newPage();
  await page.goto(url);
  const lang = page.locator(`html[lang="${language}"]`);
  await lang.waitFor({ state: 'attached', timeout: 15_000 }).catch(() => {
    throw new Error(`${url} did not switch to ${language}`);
  });
  await page.close();
}

/** The guardian's saved language (spec §1: a guardian reads their own preference first). */
async function setGuardianLanguage(url: string, email: string, language: Language): Promise<void> {
  const signIn = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`${email} could not sign in: ${signIn.status}`);
  const { access_token } = (await signIn.json()) as { access_token: string };
  const res = await fetch(`${url}/api/user`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
    body: JSON.stringify({ language }),
  });
  if (!res.ok) throw new Error(`the guardian's language could not be saved: ${res.status}`);
}

/**
 * Lighthouse accessibility on the main screens in English, Arabic and Spanish. A visitor
 * chooses the language (the spec's `language` cookie); a guardian reads their saved preference; the
 * admin's screens are scored in English only, the language staff keep unless they choose another on
 * their account page (the same components and texts the guardians' Arabic and Spanish scores cover).
 */
export async function accessibilityScores(
  url: string,
  screens: { visitor: string[]; guardian: string[]; admin: string[] },
): Promise<AccessibilityScore[]> {
  const scores: AccessibilityScore[] = [];
  const languages: Language[] = ['en', 'ar', 'es'];
  const score = async (
    port: number,
    who: AccessibilityScore['who'],
    pathname: string,
    language: Language,
  ) => {
    const s = await audit(`${url}${pathname}`, port, ['accessibility']);
    scores.push({ who, path: pathname, language, score: s.accessibility, failing: s.failing });
  };
  await withChromium(async (context, port) => {
    for (const language of languages) {
      await context.addCookies([{ name: 'language', value: language, url }]);
      await expectLanguage(context, `${url}/login`, language);
      for (const pathname of screens.visitor) await score(port, 'visitor', pathname, language);
    }
  });
  const guardian = 'guardian@stmarys.test';
  try {
    for (const language of languages) {
      await setGuardianLanguage(url, guardian, language);
      await withChromium(async (context, port) => {
        await signInAs(context, url, guardian);
        await expectLanguage(context, `${url}/`, language);
        for (const pathname of screens.guardian) await score(port, 'guardian', pathname, language);
      });
    }
  } finally {
    await setGuardianLanguage(url, guardian, 'en');
  }
  await withChromium(async (context, port) => {
    await context.addCookies([{ name: 'language', value: 'en', url }]);
    await signInAs(context, url, 'admin@stmarys.test');
    for (const pathname of screens.admin) await score(port, 'admin', pathname, 'en');
  });
  return scores;
}
