import { JSDOM } from 'jsdom';
import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import { CMS_SANITISE_CONFIG, installCmsHooks } from '../../../src/api/contracts/cms-sanitise.ts';

/**
 * One jsdom window for the life of the process, made on first use: a window per call would cost a
 * document each time, and isomorphic-dompurify's shared window grows without bound.
 */
let purifier: DOMPurify | undefined;

function instance(): DOMPurify {
  if (!purifier) {
    const { window } = new JSDOM('<!DOCTYPE html>');
    purifier = createDOMPurify(window as unknown as WindowLike);
    installCmsHooks(purifier);
  }
  return purifier;
}

/** Hospital-information HTML reduced to the shared allow-list (src/api/contracts/cms-sanitise.ts). */
export function sanitiseHtml(html: string): string {
  return instance().sanitize(html, CMS_SANITISE_CONFIG).trim();
}
