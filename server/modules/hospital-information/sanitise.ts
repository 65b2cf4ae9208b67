import type { DOMPurify, WindowLike } from 'dompurify';
import { CMS_SANITISE_CONFIG, installCmsHooks } from '../../../src/api/contracts/index.ts';

/**
 * One jsdom window for the life of the process, made on first use: a window per call would cost a
 * document each time, and isomorphic-dompurify's shared window grows without bound. jsdom is
 * loaded only then too: importing it takes seconds, which every server start would pay.
 */
let purifier: Promise<{ purify: DOMPurify; window: WindowLike }> | undefined;

function instance(): Promise<{ purify: DOMPurify; window: WindowLike }> {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import('jsdom'),
      import('dompurify'),
    ]);
    const window = new JSDOM('<!DOCTYPE html>').window as unknown as WindowLike;
    const purify = createDOMPurify(window);
    installCmsHooks(purify);
    return { purify, window };
  })();
  return purifier;
}

/** Hospital-information HTML reduced to the shared allow-list (src/api/contracts/hospital-information-sanitise.ts). */
export async function sanitiseHtml(html: string): Promise<string> {
  return (await instance()).purify.sanitize(html, CMS_SANITISE_CONFIG).trim();
}

/** How many images of sanitised HTML have no text alternative (an empty or missing `alt`). */
export async function imagesWithoutAlt(html: string): Promise<number> {
  if (!html.includes('<img')) return 0;
  const { window } = await instance();
  const template = (window as unknown as Window).document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('img')].filter((img) => !img.getAttribute('alt')?.trim())
    .length;
}
