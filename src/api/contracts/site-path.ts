/**
 * The one check of an address that must stay on this site: a deep link's target, the page signing
 * in returns to, a link in hospital information. Browsers forgive much in an address — `\` read
 * as `/`, tabs and line breaks dropped, dot segments resolved, `//host` read as another site — so
 * anything a browser could read as leaving the site is refused rather than repaired.
 */

/** The patients' app registers this URL scheme: `lantern://open/<path>?<query>` opens it there. */
export const APP_SCHEME = 'lantern';
const APP_PREFIX = `${APP_SCHEME}://open/`;

const BASE = 'https://site-path.invalid';

/** Controls and whitespace: no real target holds one raw, and browsers drop some of them silently. */
const CONTROL_OR_SPACE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]/;

/**
 * In the path (not the query or fragment): a backslash, an encoded slash, backslash or percent
 * (double encoding), or a dot segment, raw or encoded. None is needed by a real page of the site,
 * and each is a way to make `/` mean another host once something decodes or resolves it.
 */
const PATH_TRICKS = /\\|%(?:2f|5c|25)|(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

export interface SitePathOptions {
  /** Also accept the patients' app's own link (`lantern://open/…`), read as the same path of the site. */
  app?: boolean;
}

/**
 * The path (with its query and fragment) of this site that `value` names, or null when a browser
 * could take it anywhere else: another scheme (`javascript:`, `data:`, `https:`), another host
 * (`//host`, `/\host`, `/..//host`, `/%2e%2e//host`), or a control character or whitespace anywhere.
 */
export function sitePath(value: string, options: SitePathOptions = {}): string | null {
  let raw = value;
  if (options.app && raw.toLowerCase().startsWith(APP_PREFIX)) raw = raw.slice(APP_PREFIX.length - 1);
  if (CONTROL_OR_SPACE.test(raw)) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  const path = raw.split(/[?#]/, 1)[0] ?? '';
  if (PATH_TRICKS.test(path)) return null;
  if (!URL.canParse(raw, BASE)) return null;
  const url = new URL(raw, BASE);
  if (url.origin !== BASE || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whether `value` is a path of this site (see `sitePath`). */
export const isSitePath = (value: string, options: SitePathOptions = {}): boolean =>
  sitePath(value, options) !== null;

/**
 * The published Storybook (server/http/storybook.ts): a site of its own that the server serves under
 * this path, not a route of the portal. Signing in from it returns there with a full page load.
 */
export const STORYBOOK_PATH = '/storybook';

/** Whether a path (with or without its query) is /storybook or under it; never /storybook-x. */
export const isStorybookPath = (value: string): boolean => {
  const pathname = value.split(/[?#]/, 1)[0] ?? '';
  return pathname === STORYBOOK_PATH || pathname.startsWith(`${STORYBOOK_PATH}/`);
};
