import type { createStore } from 'jotai';
import type { TokenSource } from '../../api/index.ts';
import { sessionApiAtom, sessionAtom } from './atoms.ts';
import { refreshByCookie } from './session-calls.ts';
import { signOut } from './sign-out.ts';

type Store = ReturnType<typeof createStore>;

/**
 * Access tokens for the API client from the session atom; when one is refused it refreshes once
 * through the session cookie (concurrent callers share one refresh) and signs out when the server
 * refuses. A network failure is not a failed refresh: the session stays for a later try.
 */
export function createSessionTokenSource(store: Store, baseUrl: string): TokenSource {
  store.set(sessionApiAtom, baseUrl);
  let pending: Promise<string | null> | null = null;
  const refresh = async (): Promise<string | null> => {
    if (!store.get(sessionAtom)) return null;
    const outcome = await refreshByCookie(baseUrl);
    if (outcome === 'unreachable') return null;
    if (outcome === 'refused') {
      // Spec §4: a failed refresh ends the session and the user meets the timed-out notice on /login.
      signOut(store, 'timeout');
      return null;
    }
    store.set(sessionAtom, (current) => (current ? { ...current, token: outcome.access_token } : current));
    return store.get(sessionAtom) ? outcome.access_token : null;
  };
  return {
    accessToken: () => store.get(sessionAtom)?.token ?? null,
    refresh: () => {
      pending ??= refresh().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}
