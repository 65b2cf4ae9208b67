import { useEffect } from 'react';
import { useStore } from 'jotai';
import { authEndpoints } from '../../api/contracts/index.ts';
import { ApiError, useApiClient } from '../../api/index.ts';
import { sessionAtom, sessionConfirmedAtAtom } from './atoms.ts';
import { RECHECK_INTERVAL_MS, needsRefresh } from './expiry.ts';
import { signOut } from './sign-out.ts';
import { isPortalType } from './portal-types.ts';

const JUST_CONFIRMED_MS = 60_000;
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps the session valid (docs/product.md § Account statuses): on mount (unless a sign-in or the
 * page load's restore named the user within the last minute), every 39,000,000 ms, on reconnect and on window
 * focus it refreshes the token when its expiry is missing or near, then re-authenticates with
 * /auth/me. A failed refresh or re-authentication, or a type other than 0, 1 or 2, signs out
 * with the timed-out notice.
 */
export function useSessionLifecycle(): void {
  const store = useStore();
  const client = useApiClient();

  useEffect(() => {
    let running = false;
    const check = async (onMount = false) => {
      const session = store.get(sessionAtom);
      if (!session || running) return;
      // The sign-in or the page load's restore named the user a moment ago: asking again as the
      // signed-in frame mounts would cost a phone a request and a second render of every screen.
      const justConfirmed = Date.now() - store.get(sessionConfirmedAtAtom) < JUST_CONFIRMED_MS;
      if (onMount && justConfirmed && !needsRefresh(session.token, Date.now())) return;
      running = true;
      try {
        if (needsRefresh(session.token, Date.now())) {
          const fresh = await client.tokens?.refresh();
          // A session opened offline (no token) waits for the network; a refused refresh has signed out.
          if (!fresh) return session.token === '' ? undefined : signOut(store, 'timeout');
        }
        const me = await client.call(authEndpoints.me);
        if (!isPortalType(me.type)) return signOut(store, 'timeout');
        store.set(sessionConfirmedAtAtom, Date.now());
        const current = store.get(sessionAtom);
        const organisation = current?.organisation ?? me.organisation;
        // Unchanged, the session stays the same object: nothing that reads it renders again.
        if (current && !(sameJson(current.user, me.user) && sameJson(current.organisation, organisation)))
          store.set(sessionAtom, { ...current, user: me.user, organisation });
      } catch (error) {
        // Offline or a server failure says nothing about the session: keep it and check again later.
        if (error instanceof ApiError && error.status === 401) signOut(store, 'timeout');
      } finally {
        running = false;
      }
    };
    void check(true);
    const timer = setInterval(() => void check(), RECHECK_INTERVAL_MS);
    const onEvent = () => void check();
    window.addEventListener('focus', onEvent);
    window.addEventListener('online', onEvent);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onEvent);
      window.removeEventListener('online', onEvent);
    };
  }, [store, client]);
}
