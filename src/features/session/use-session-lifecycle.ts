import { useEffect } from 'react';
import { useStore } from 'jotai';
import { meSchema } from '../../api/contracts/index.ts';
import { ApiError, useApiClient } from '../../api/index.ts';
import { sessionAtom } from './atoms.ts';
import { RECHECK_INTERVAL_MS, needsRefresh } from './expiry.ts';
import { signOut } from './sign-out.ts';
import { isPortalType } from './portal-types.ts';

/**
 * Keeps the session valid (docs/product.md § Account statuses): on mount, every 39,000,000 ms, on reconnect and on window
 * focus it refreshes the token when its expiry is missing or near, then re-authenticates with
 * /auth/me. A failed refresh or re-authentication, or a type other than 0, 1 or 2, signs out
 * with the timed-out notice.
 */
export function useSessionLifecycle(): void {
  const store = useStore();
  const client = useApiClient();

  useEffect(() => {
    let running = false;
    const check = async () => {
      const session = store.get(sessionAtom);
      if (!session || running) return;
      running = true;
      try {
        if (needsRefresh(session.token, Date.now())) {
          const fresh = await client.tokens?.refresh();
          if (!fresh) return signOut(store, 'timeout');
        }
        const me = await client.request('/auth/me', { schema: meSchema });
        if (!isPortalType(me.type)) return signOut(store, 'timeout');
        const current = store.get(sessionAtom);
        if (current)
          store.set(sessionAtom, {
            ...current,
            user: me.user,
            organisation: current.organisation ?? me.organisation,
          });
      } catch (error) {
        // Offline or a server failure says nothing about the session: keep it and check again later.
        if (error instanceof ApiError && error.status === 401) signOut(store, 'timeout');
      } finally {
        running = false;
      }
    };
    void check();
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
