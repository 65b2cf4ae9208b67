import { APP_SCHEME, sitePath } from '../../api/contracts/site-path.ts';

/**
 * The portal address a deep link leads to, or null when it would leave this site (an open
 * redirect). The target is `?to=<path and query>` (or the app's own link to it,
 * `lantern://open/<path>`), or else the path after /deeplink with the link's own query:
 * /deeplink/auth/activate?token=… leads to /auth/activate?token=….
 */
export function deeplinkTarget(pathname: string, search: string): string | null {
  const params = new URLSearchParams(search);
  const to = params.get('to');
  const raw = to ?? `${pathname.replace(/^\/deeplink/, '') || '/'}${search}`;
  const target = sitePath(raw, { app: true });
  // A deep link to itself would loop.
  if (target === null || /^\/deeplink(?:[/?#]|$)/.test(target)) return null;
  return target;
}

/** The app's address of a portal target. */
export const appUrl = (target: string) => `${APP_SCHEME}://open${target}`;

/** The patients' app exists for phones and tablets only: elsewhere the page does not try to open it. */
export const canHaveApp = (userAgent: string) => /Android|iPhone|iPad|iPod/i.test(userAgent);
