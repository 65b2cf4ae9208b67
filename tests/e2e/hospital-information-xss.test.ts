/**
 * DOMPurify's own hostile fixtures against the hospital-information pages: each payload is saved as
 * a page's text through the real server's route, and what the server stored is rendered in
 * Debian's Chromium. The fixtures are read from the shared folder beside the repository (their
 * licence is kept there), never copied into it.
 *
 * What counts as script running (the detector): a call of alert, confirm, prompt or print (what the
 * payloads call), an element that keeps an event handler attribute, an address (href, src, action,
 * formaction, xlink:href, srcdoc's content) that would run or carry a document when followed
 * (javascript:, vbscript:, data:), or the page navigating away. The stored HTML is rendered with
 * innerHTML and no second sanitising, as the portal's renderer would be left with if its own pass
 * were missing: the server's pass alone must be enough.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { adminApi, useServerAndBrowser } from '../support/portal.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../../shared/fixtures/dompurify-3.4.14/expect.mjs');

interface Fixture {
  title?: string;
  payload: unknown;
}
interface Page {
  pageNumber: number;
  content: { en?: { html: string } };
}

async function loadFixtures(): Promise<{ title: string; payload: string }[]> {
  if (!existsSync(FIXTURES))
    throw new Error(
      `DOMPurify's fixtures are missing: expected ${FIXTURES} (the shared fixtures folder beside the repository, ../shared/fixtures/dompurify-3.4.14/expect.mjs)`,
    );
  const all = (await import(pathToFileURL(FIXTURES).href)).default as Fixture[];
  return all
    .filter((f): f is { title?: string; payload: string } => typeof f.payload === 'string')
    .map((f, i) => ({ title: f.title ?? `fixture ${i}`, payload: f.payload }));
}

describe("DOMPurify's hostile fixtures through the hospital-information pages", () => {
  const ctx = useServerAndBrowser();

  it('run no script in Chromium once saved, and a second save changes nothing', async () => {
    const fixtures = await loadFixtures();
    expect(fixtures.length).toBeGreaterThan(200);
    const { url } = ctx.server;
    const api = await adminApi(url);
    const created = await api<Page>('POST', '/organisation-cms/pages', {
      content: { en: { title: 'Fixture page', html: '<p>start</p>' } },
    });
    const save = async (html: string) =>
      (
        await api<Page>('POST', '/organisation-cms/save-draft', {
          pageNumber: created.pageNumber,
          content: { en: { title: 'Fixture page', html } },
        })
      ).content.en?.html ?? '';

    const stored: string[] = [];
    const unstable: string[] = [];
    for (const { title, payload } of fixtures) {
      const once = await save(payload);
      stored.push(once);
      if ((await save(once)) !== once) unstable.push(title);
    }
    expect(unstable, 'sanitising twice changed these').toEqual([]);

    /** What ran or could run when `fragments` are rendered in one fresh page, and where the page went. */
    const detect = async (fragments: string[]) => {
      const page = await ctx.browser.newPage();
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame.url() !== 'about:blank') navigations.push(frame.url());
      });
      try {
        await page.setContent('<!DOCTYPE html><html><body></body></html>');
        await page.evaluate(() => {
          const w = window as unknown as { __xss: string[] } & Record<string, unknown>;
          w.__xss = [];
          for (const sink of ['alert', 'confirm', 'prompt', 'print'])
            w[sink] = (...args: unknown[]) => {
              w.__xss.push(`${sink}(${args.map(String).join(', ')})`);
            };
        });
        // One page load: every stored fragment in its own container, in the fixtures' order.
        const hits = await page.evaluate(async (fragments) => {
          const found: string[] = [];
          // Raw payloads clobber the document's own names (<img name=createElement>): the checks
          // call the prototypes' methods, and every container exists before any fragment is in.
          const E = Element.prototype;
          const localName = (el: Element) =>
            Object.getOwnPropertyDescriptor(E, 'localName')?.get?.call(el) as string;
          const boxes = fragments.map((_html, i) => {
            const box = Document.prototype.createElement.call(document, 'div');
            E.setAttribute.call(box, 'data-fixture', String(i));
            return box;
          });
          E.append.call(document.body, ...boxes);
          boxes.forEach((box, i) => {
            Object.getOwnPropertyDescriptor(E, 'innerHTML')?.set?.call(box, fragments[i]);
          });
          // Images fail to load, media errors fire, frames load: give their handlers time to run.
          await new Promise((resolve) => setTimeout(resolve, 1500));
          const SCRIPT_URL = /^(javascript|vbscript|data):/i;
          // eslint-disable-next-line no-control-regex
          const IGNORED = /[\u0000-\u0020\u007f-\u009f]/g;
          const ADDRESSES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc'];
          const RUNNABLE = ['script', 'iframe', 'object', 'embed', 'frame', 'meta', 'base', 'form'];
          for (const el of Document.prototype.querySelectorAll.call(document, 'body *')) {
            const tag = localName(el);
            const i = E.getAttribute.call(E.closest.call(el, '[data-fixture]') ?? el, 'data-fixture');
            for (const name of E.getAttributeNames.call(el)) {
              const value = E.getAttribute.call(el, name) ?? '';
              const lower = name.toLowerCase();
              if (lower.startsWith('on')) found.push(`#${i}: handler ${name} on <${tag}>`);
              if (
                ADDRESSES.includes(lower) &&
                (lower === 'srcdoc' || SCRIPT_URL.test(value.replace(IGNORED, '')))
              )
                found.push(`#${i}: ${name}="${value.slice(0, 60)}" on <${tag}>`);
            }
            if (RUNNABLE.includes(tag)) found.push(`#${i}: <${tag}>`);
          }
          return [...(window as unknown as { __xss: string[] }).__xss, ...found];
        }, fragments);
        return { hits, navigations };
      } finally {
        await page.close();
      }
    };

    // The detector sees the raw payloads run: it is not blind.
    expect((await detect(fixtures.map((f) => f.payload))).hits.length).toBeGreaterThan(20);
    const { hits, navigations } = await detect(stored);
    expect(hits, 'what ran or could run').toEqual([]);
    expect(navigations, 'the page navigated away').toEqual([]);
  });
});
