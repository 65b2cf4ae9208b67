import type { Tokens } from '../../api/contracts/index.ts';
import { PORTAL_HEADERS } from '../../api/index.ts';

/** The session's contracts (checks.ts), loaded with the first answer to check. */
export const loadSessionChecks = () => import('./checks.ts');

export type RefreshOutcome = Tokens | 'refused' | 'unreachable';

const REFRESH_LOCK = 'lantern-session-refresh';

/**
 * Runs `fn` alone among this origin's tabs. Tabs share the session cookie: two refreshing at once
 * would present one token twice, which the server renews only within a short grace (a page left
 * mid-renewal) and past it takes for theft, ending the session. In turn, the second tab's call
 * carries the cookie the first one's answer set.
 */
function alone<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(REFRESH_LOCK, fn) : fn();
}

/**
 * POST /auth/refresh with the HttpOnly session cookie (sent by the browser, never read here): a new
 * access token, 'refused' when the session has ended, 'unreachable' when the answer says nothing.
 */
export const refreshByCookie = (baseUrl: string): Promise<RefreshOutcome> =>
  alone(async () => {
    try {
      const response = await fetch(`${baseUrl}/auth/refresh`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { ...PORTAL_HEADERS, 'content-type': 'application/json' },
        body: '{}',
      });
      if (response.status === 401 || response.status === 403) {
        // Read to the end: Chromium keeps a request with an unread body open, so a signed-out
        // page (every first visit to /login) would never go network-idle for Lighthouse.
        await response.text().catch(() => '');
        return 'refused';
      }
      if (!response.ok) return 'unreachable';
      const [body, { tokensSchema }] = await Promise.all([response.json(), loadSessionChecks()]);
      const parsed = tokensSchema.safeParse(body);
      return parsed.success ? parsed.data : 'unreachable';
    } catch {
      return 'unreachable';
    }
  });

/**
 * POST /auth/logout: the server ends the session (every token of it) and clears the cookie. Sent
 * with keepalive so that it completes while the portal moves on; a failure leaves nothing to do
 * on this side (the client state is cleared regardless).
 */
export function logoutRequest(baseUrl: string): void {
  void fetch(`${baseUrl}/auth/logout`, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { ...PORTAL_HEADERS, 'content-type': 'application/json' },
    body: '{}',
  }).catch(() => undefined);
}
