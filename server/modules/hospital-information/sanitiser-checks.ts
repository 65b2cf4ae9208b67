/**
 * What sanitised hospital-information HTML must never hold, checked on the DOM a browser would
 * build from it (a second, separate jsdom parse: nothing here trusts the sanitiser's own view).
 * Used by the sanitiser suite and by scripts/hospital-information-purify-fixtures.ts.
 */
import { JSDOM } from 'jsdom';
import { CMS_IMAGE_SOURCE, CMS_SANITISE_CONFIG, isSitePath } from '../../../src/api/contracts/index.ts';

const TAGS = new Set(CMS_SANITISE_CONFIG.ALLOWED_TAGS);
const ATTRIBUTES = new Set(CMS_SANITISE_CONFIG.ALLOWED_ATTR);
/** Schemes that run script or carry a document when followed. */
const DANGEROUS_URL = /^(javascript|vbscript|data|blob|file):/i;
// Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:").
// eslint-disable-next-line no-control-regex
const IGNORED = /[\u0000-\u0020\u007f-\u009f]/g;

let parser: JSDOM | undefined;

/** The violations of one sanitised fragment (empty when it is safe). */
export function violations(html: string): string[] {
  const found: string[] = [];
  if (/<\s*script/i.test(html)) found.push('a script element');
  parser ??= new JSDOM('<!DOCTYPE html><body></body>');
  const doc = parser.window.document;
  const host = doc.createElement('div');
  host.innerHTML = html;
  for (const el of host.querySelectorAll('*')) {
    const tag = el.localName;
    if (el.namespaceURI !== 'http://www.w3.org/1999/xhtml') found.push(`foreign element <${tag}>`);
    if (!TAGS.has(tag)) found.push(`element <${tag}> off the allow-list`);
    for (const { name, value } of Array.from(el.attributes)) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on')) found.push(`handler ${name} on <${tag}>`);
      // DOMPurify empties an `is` it refuses rather than removing it: serialising an element
      // created with one writes it back, so an empty one is how "none" survives. It names nothing.
      if (lower === 'is' && value === '') continue;
      if (!ATTRIBUTES.has(lower)) found.push(`attribute ${name} off the allow-list on <${tag}>`);
      const address = value.replace(IGNORED, '');
      if ((lower === 'href' || lower === 'src') && DANGEROUS_URL.test(address))
        found.push(`${name}="${value}" on <${tag}>`);
      if (lower === 'src' && !CMS_IMAGE_SOURCE.test(value)) found.push(`image from elsewhere: ${value}`);
      if (lower === 'href' && /^[/\\]/.test(address) && !isSitePath(value))
        found.push(`link off the site: ${value}`);
    }
    if (tag === 'a' && el.getAttribute('rel') !== 'noopener noreferrer') found.push('link without rel');
    const target = el.getAttribute('target');
    if (target !== null && (tag !== 'a' || target !== '_blank')) found.push(`target=${target}`);
  }
  return found;
}
