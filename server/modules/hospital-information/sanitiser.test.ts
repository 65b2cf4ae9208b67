import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CmsPage } from '../../../src/api/contracts/index.ts';
import { databaseTargets } from '../../test/harness.ts';
import { hostileInputs } from './sanitiser-inputs.ts';
import { violations } from './sanitiser-checks.ts';
import { sanitiseHtml } from './sanitise.ts';
import { ADMIN, cmsTestApp } from './test-support.ts';
import { launchChromium } from '../../../tests/support/browser.ts';

/** At least 1,000 generated inputs, three to a save (one per language). */
const INPUTS = hostileInputs(1_002);

/**
 * Renders fragments in Chromium and counts script that ran: every way the inputs call out
 * (alert and the other names they use) bumps a counter, and so does any dialog.
 */
const CALLS = ['alert', 'confirm', 'prompt', 'x', 'steal', 'msgbox'];

async function scriptsRunIn(fragments: string[]): Promise<number> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    const body = fragments.map((f) => `<section>${f}</section>`).join('');
    // The detector is the page's own first script: it runs before any fragment could.
    const detector = `<script>window.__ran = 0; for (const name of ${JSON.stringify(CALLS)}) window[name] = () => { window.__ran++; };</script>`;
    await page.setContent(`<!DOCTYPE html><html><head>${detector}</head><body>${body}</body></html>`, {
      waitUntil: 'load',
    });
    // Handlers of failed images and focus run after load: let two frames pass.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    return dialogs + (await page.evaluate(() => (window as unknown as { __ran: number }).__ran));
  } finally {
    await browser.close();
  }
}

describe.each(databaseTargets)('the HTML sanitiser, through the API, on $name', (target) => {
  let h: Awaited<ReturnType<typeof cmsTestApp>>;
  let pageNumber: number;
  /** What the API answered for each generated input. */
  const saved: string[] = [];
  beforeAll(async () => {
    h = await cmsTestApp(target);
    const res = await h.call(ADMIN, 'POST', '/organisation-cms/pages', { content: {} });
    pageNumber = (res.json() as CmsPage).pageNumber;
  });
  afterAll(() => h.t.close());

  it('keeps the allow-list: text structure, links with rel forced, our images, tables, dir', async () => {
    const image =
      '/api/organisation-cms/images/123e4567-e89b-42d3-a456-426614174000?v=0123456789abcdef0123456789abcdef';
    const html =
      '<h2 dir="rtl">عنوان</h2><p>A <strong>b</strong> <em>c</em> <a href="https://nhs.uk" target="_blank">d</a></p>' +
      `<ol><li>e</li></ol><table><tbody><tr><th colspan="2">f</th></tr></tbody></table><img src="${image}" alt="g">`;
    const res = await h.call(ADMIN, 'POST', '/organisation-cms/save-draft', {
      pageNumber,
      content: { en: { title: 't', html } },
    });
    expect(res.json().content.en.html).toBe(
      html.replace('target="_blank"', 'target="_blank" rel="noopener noreferrer"'),
    );
  });

  it('lets no script, handler or script address survive any generated input, and is idempotent', async () => {
    const failures: { input: string; output: string; why: string[] }[] = [];
    saved.length = 0;
    let checked = 0;
    for (let i = 0; i < INPUTS.length; i += 3) {
      const batch = INPUTS.slice(i, i + 3);
      const languages = ['en', 'ar', 'es'] as const;
      const res = await h.call(ADMIN, 'POST', '/organisation-cms/save-draft', {
        pageNumber,
        content: Object.fromEntries(
          batch.map((html, k) => [languages[k], { title: `input ${i + k}`, html }]),
        ),
      });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as CmsPage;
      for (const [k, input] of batch.entries()) {
        const output = page.content[languages[k] as 'en']?.html ?? '';
        saved.push(output);
        const why = violations(output);
        if ((await sanitiseHtml(output)) !== output) why.push('sanitising again changes it');
        if (why.length > 0) failures.push({ input, output, why });
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(1_000);
    expect(failures.slice(0, 5)).toEqual([]);
  }, 300_000);

  it('runs no script in Chromium when the saved HTML is rendered, where the raw inputs do', async () => {
    expect(saved.length).toBeGreaterThanOrEqual(1_000);
    expect(await scriptsRunIn(saved)).toBe(0);
    // The detector detects: the same inputs unsanitised run script.
    expect(await scriptsRunIn(INPUTS.slice(0, 40))).toBeGreaterThan(0);
  }, 120_000);

  it('the checks themselves catch what they look for', () => {
    expect(violations('<p onclick="x()">a</p>')).toContain('handler onclick on <p>');
    expect(violations('<a href="java\tscript:alert(1)" rel="noopener noreferrer">a</a>').join()).toMatch(
      /href=/,
    );
    expect(violations('<img src="https://evil.test/a.png">').join()).toMatch(/image from elsewhere/);
    expect(violations('<svg></svg>').join()).toMatch(/foreign element/);
    expect(violations('<a href="/x">a</a>')).toEqual(['link without rel']);
    expect(violations('<a href="/\\evil.example/" rel="noopener noreferrer">a</a>').join()).toMatch(
      /link off the site/,
    );
  });

  // Browsers read a backslash after the first slash as a second slash: /\host is another site.
  it('keeps no link that a browser reads as another host', async () => {
    for (const href of ['/\\evil.example/', '/\\/evil.example', '//evil.example', '/\t/evil.example'])
      expect(await sanitiseHtml(`<a href="${href}">x</a>`), href).not.toContain('href');
    expect(await sanitiseHtml('<a href="/hospital-information">x</a>')).toContain(
      'href="/hospital-information"',
    );
  });
});
