import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useStore, type createStore } from 'jotai';
import { createApiClient, useApiClient } from '../../api/index.ts';
import { sessionAtom, sessionConfirmedAtAtom } from './atoms.ts';
import { readSelectedOrganisation, removeLegacySessionCookies } from './cookies.ts';
import { loadSessionChecks, logoutRequest, refreshByCookie } from './session-calls.ts';
import { roleOf } from '../../api/contracts/permissions.ts';
import { isPortalType } from './portal-types.ts';

type Store = ReturnType<typeof createStore>;

/**
 * Restores the session of a page load: the server's HttpOnly cookie buys an access token
 * (/auth/refresh), /auth/me names the user. Without a session the visitor is signed out; nothing of
 * the session was ever readable by a script. Offline, the last person signed in on this device opens
 * their screens without a token, on what the service worker kept for them; online again, the client's
 * refresh-and-retry gets a token from the cookie, or ends the session.
 */
export async function restoreSession(store: Store, baseUrl: string): Promise<void> {
  removeLegacySessionCookies();
  const outcome = await refreshByCookie(baseUrl);
  if (outcome === 'unreachable') {
    const { readOfflineSession } = await import('./offline-session.ts');
    const kept = await readOfflineSession();
    if (kept) store.set(sessionAtom, { token: '', ...kept });
    return;
  }
  if (outcome === 'refused') return;
  try {
    // Not yet the portal's client: its token source would read the session this call is restoring.
    const { authEndpoints } = await loadSessionChecks();
    const me = await createApiClient({ baseUrl }).call(authEndpoints.me, {
      anonymous: true,
      headers: { authorization: `Bearer ${outcome.access_token}` },
    });
    if (!isPortalType(me.type)) return logoutRequest(baseUrl);
    // A super admin's selection survives the reload; everyone else's organisation is their own.
    const organisation =
      roleOf(me.type) === 'superAdmin' ? await readSelectedOrganisation() : me.organisation;
    store.set(sessionAtom, { token: outcome.access_token, user: me.user, organisation });
    store.set(sessionConfirmedAtAtom, Date.now());
  } catch {
    // Offline, or refused: signed out for now; the cookie still holds the session for the next load.
  }
}

let pageLoad: Promise<void> | null = null;
let restored = false;

/** Once per page load: stores made after a sign-out start signed out. */
function restoreOnce(store: Store, baseUrl: string): Promise<void> {
  pageLoad ??= restoreSession(store, baseUrl).finally(() => {
    restored = true;
  });
  return pageLoad;
}

/**
 * Renders its children once the page load's session is restored (or known to be absent). A page
 * whose markup was rendered at build time (/login, for a visitor) renders at once, as that markup
 * did, and restores in the background: a visitor still signed in is then sent on by the route guard.
 */
export function SessionRestore({
  children,
  inBackground = false,
}: {
  children: ReactNode;
  inBackground?: boolean;
}) {
  const store = useStore();
  const { baseUrl } = useApiClient();
  const [ready, setReady] = useState(restored || inBackground);
  useEffect(() => {
    if (inBackground && !restored) {
      void restoreOnce(store, baseUrl);
      return;
    }
    if (ready) return;
    let live = true;
    void restoreOnce(store, baseUrl).then(() => {
      // The whole first screen renders now: in slices (a transition), not one long task. In a
      // transition React also waits for the cookie banner's chunk, already under way, instead of
      // painting the page without it and the banner (the largest text) at least 300 ms later.
      if (live) startTransition(() => setReady(true));
    });
    return () => {
      live = false;
    };
  }, [ready, inBackground, store, baseUrl]);
  return ready ? children : null;
}
