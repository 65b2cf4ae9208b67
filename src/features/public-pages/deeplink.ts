/** The patients' app registers this URL scheme: `lantern://open/<path>?<query>` opens it there. */
export const APP_SCHEME = 'lantern';

/** Whether the text holds a control character (a NUL, a line break…), which no real target has. */
const hasControl = (text: string) =>
  [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * The portal address a deep link leads to, or null when it would leave this site (an open
 * redirect). The target is `?to=<path and query>`, or else the path after /deeplink with the
 * link's own query: /deeplink/auth/activate?token=… leads to /auth/activate?token=….
 */
export function deeplinkTarget(pathname: string, search: string, origin: string): string | null {
  const params = new URLSearchParams(search);
  const to = params.get('to');
  const raw = to ?? `${pathname.replace(/^\/deeplink/, '') || '/'}${search}`;
  // Only a path of this site: not //host, not /\host (browsers read both as another host), no scheme.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\') || hasControl(raw)) return null;
  if (!URL.canParse(raw, origin)) return null;
  const url = new URL(raw, origin);
  if (url.origin !== origin) return null;
  // A deep link to itself would loop.
  if (url.pathname === '/deeplink' || url.pathname.startsWith('/deeplink/')) return null;
  // Dot segments may resolve to a host-relative address (/..//evil.example → //evil.example), which
  // a link would take off the site: the resolved path is checked as the raw one was.
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

/** The app's address of a portal target. */
export const appUrl = (target: string) => `${APP_SCHEME}://open${target}`;

/** The patients' app exists for phones and tablets only: elsewhere the page does not try to open it. */
export const canHaveApp = (userAgent: string) => /Android|iPhone|iPad|iPod/i.test(userAgent);
