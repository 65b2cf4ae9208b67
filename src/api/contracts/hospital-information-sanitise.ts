/**
 * The allow-list of hospital-information HTML, shared by the server (which sanitises every save with
 * DOMPurify on jsdom) and the portal (which sanitises again before rendering with DOMPurify in the
 * browser), so both keep exactly the same markup. Nothing here imports DOMPurify: each side passes
 * its own instance to `installCmsHooks`.
 */
import { CMS_IMAGE_SOURCE } from './hospital-information.ts';
import { isSitePath } from './site-path.ts';

const TAGS = [
  // text structure
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'span',
  'div',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'mark',
  'small',
  'ul',
  'ol',
  'li',
  // links and images (checked by the hooks below)
  'a',
  'img',
  'figure',
  'figcaption',
  // tables
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

const ATTRIBUTES = [
  'href',
  'target',
  'rel',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'dir',
  'lang',
  'colspan',
  'rowspan',
  'scope',
  'start',
  'reversed',
];

/**
 * Links: web, mail and phone addresses, our own paths (not `//host` nor `/\host`, which browsers read as another site) and
 * fragments. Everything else (javascript:, data:, vbscript:, relative paths) is dropped.
 */
const URI = /^(?:(?:https?|mailto|tel):|\/(?![/\\])|#)/i;

/** A DOMPurify configuration (structurally; both sides' instances accept it). */
export const CMS_SANITISE_CONFIG = {
  ALLOWED_TAGS: TAGS,
  ALLOWED_ATTR: ATTRIBUTES,
  ALLOWED_URI_REGEXP: URI,
  // DOMPurify checks every attribute not named here against ALLOWED_URI_REGEXP: these hold no address.
  ADD_URI_SAFE_ATTR: [
    'dir',
    'lang',
    'target',
    'rel',
    'width',
    'height',
    'colspan',
    'rowspan',
    'scope',
    'start',
    'reversed',
  ],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Keeps the children of a dropped element (its text) rather than the element.
  KEEP_CONTENT: true,
  // A page is a fragment of a body: never a whole document, never a template.
  WHOLE_DOCUMENT: false,
  SAFE_FOR_TEMPLATES: false,
  RETURN_TRUSTED_TYPE: false,
};

/** The image addresses we serve ourselves: the only `src` an image may have. */
export const isCmsImageSource = (src: string): boolean => CMS_IMAGE_SOURCE.test(src);

const DIRECTIONS = new Set(['ltr', 'rtl', 'auto']);

/** The part of DOMPurify's API the hooks use (both dompurify builds have it). */
export interface CmsPurifier {
  addHook(entryPoint: 'afterSanitizeAttributes', hook: (node: Element) => void): void;
}

/**
 * Rules an allow-list cannot say: a link's `rel` is always `noopener noreferrer` and its `target`
 * is kept only as `_blank`; an image whose source is not ours goes; `dir` keeps only real
 * directions. Call once per DOMPurify instance.
 */
export function installCmsHooks(purify: CmsPurifier): void {
  purify.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    if (tag === 'a') {
      // A link to our own path passes only the site's one check (no /\host, /..//host, %2f%2f…).
      const href = node.getAttribute('href');
      // eslint-disable-next-line no-control-regex
      if (href !== null && /^[\u0000-\u0020]*[/\\]/.test(href) && !isSitePath(href))
        node.removeAttribute('href');
      if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.hasAttribute('rel')) {
      node.removeAttribute('rel');
    }
    if (node.hasAttribute('target') && tag !== 'a') node.removeAttribute('target');
    if (tag === 'img' && !isCmsImageSource(node.getAttribute('src') ?? '')) {
      node.remove();
      return;
    }
    if (tag !== 'img' && node.hasAttribute('src')) node.removeAttribute('src');
    if (tag !== 'a' && node.hasAttribute('href')) node.removeAttribute('href');
    // DOMPurify empties an `is` it refuses (an element created with one would serialise it back if
    // removed) and puts it last; putting it last here too makes a second pass change nothing.
    if (node.hasAttribute('is')) {
      node.removeAttribute('is');
      node.setAttribute('is', '');
    }
    const dir = node.getAttribute('dir');
    if (dir !== null && !DIRECTIONS.has(dir.toLowerCase())) node.removeAttribute('dir');
  });
}
