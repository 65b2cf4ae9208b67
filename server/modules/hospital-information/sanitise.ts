import type { DOMPurify, WindowLike } from 'dompurify';
import { CMS_SANITISE_CONFIG, installCmsHooks } from '../../../src/api/contracts/index.ts';

/**
 * One jsdom window for the life of the process, made on first use: a window per call would cost a
 * document each time, and isomorphic-dompurify's shared window grows without bound. jsdom is
 * loaded only then too: importing it takes seconds, which every server start would pay.
 */
let purifier: Promise<DOMPurify> | undefined;

function instance(): Promise<DOMPurify> {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import('jsdom'),
      import('dompurify'),
    ]);
    const purify = createDOMPurify(new JSDOM('<!DOCTYPE html>').window as unknown as WindowLike);
    installCmsHooks(purify);
    return purify;
  })();
  return purifier;
}

/** Hospital-information HTML reduced to the shared allow-list (src/api/contracts/hospital-information-sanitise.ts). */
export async function sanitiseHtml(html: string): Promise<string> {
  return (await instance()).sanitize(html, CMS_SANITISE_CONFIG).trim();
}
