import { isStorybookPath, sitePath } from '../../api/contracts/site-path.ts';

/**
 * Where signing in returns the user: the page they were going to when a time-out or a deep link
 * sent them to /login, carried in its `next` parameter. Only a path of this site is followed, and
 * never back into the sign-in pages; anything else returns to the dashboard.
 */
const SIGNED_OUT_KEY = 'lantern.signed-out-manually';
const SIGN_IN_PAGES = ['/login', '/logout', '/auth', '/register', '/signup'];

/** A path of this site to return to, or null for anything else (another site, //host, /\host, a sign-in page). */
export function safeReturnPath(raw: string | null | undefined): string | null {
  const path = raw ? sitePath(raw) : null;
  if (path === null) return null;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (SIGN_IN_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`))) return null;
  return path;
}

/** The sign-in page's address for a visitor who was going to `path` (none after a manual sign-out). */
export function loginPathFor(path: string): string {
  const next = safeReturnPath(path);
  if (!next || next === '/' || sessionStorage.getItem(SIGNED_OUT_KEY) === '1') return '/login';
  return `/login?${new URLSearchParams({ next }).toString()}`;
}

/** Where a new session opens: the sign-in page's `next`, else the dashboard. */
export const returnPathFrom = (search: string): string =>
  safeReturnPath(new URLSearchParams(search).get('next')) ?? '/';

/**
 * Opens the page a new session returns to: a portal route through the router; the published
 * Storybook (/storybook/…, served by the server, which sent the visitor here) by loading that page,
 * a request that carries the Storybook cookie the sign-in's answer has just set.
 */
export async function openReturnPath(
  search: string,
  navigate: (path: string) => unknown,
  load: (path: string) => void = (path) => window.location.replace(path),
): Promise<void> {
  const path = returnPathFrom(search);
  if (isStorybookPath(path)) return load(path);
  await navigate(path);
}

/** A manual sign-out returns nobody to the last page (a shared ward tablet); a new session forgets it. */
export const rememberManualSignOut = (manual: boolean): void => {
  if (manual) sessionStorage.setItem(SIGNED_OUT_KEY, '1');
  else sessionStorage.removeItem(SIGNED_OUT_KEY);
};
