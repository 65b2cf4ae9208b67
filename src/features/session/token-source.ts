import type { createStore } from 'jotai';
import { tokensSchema } from '../../api/contracts/index.ts';
import type { TokenSource } from '../../api/index.ts';
import { sessionAtom } from './atoms.ts';
import { signOut } from './sign-out.ts';

type Store = ReturnType<typeof createStore>;

/**
 * Access tokens for the API client from the session atom; on TokenExpired it spends the refresh
 * token once (concurrent callers share one refresh) and signs out when that fails. A network
 * failure is not a failed refresh: the session stays for a later try.
 */
export function createSessionTokenSource(store: Store, baseUrl: string): TokenSource {
  let pending: Promise<string | null> | null = null;
  const refresh = async (): Promise<string | null> => {
    const session = store.get(sessionAtom);
    if (!session) return null;
    try {
      const response = await fetch(`${baseUrl}/auth/refresh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: session.refreshToken }),
      });
      const parsed = tokensSchema.safeParse(response.ok ? await response.json() : null);
      if (!parsed.success) {
        // Spec §4: a failed refresh clears the refresh token (with the whole session) and the
        // user meets the timed-out notice on /login.
        signOut(store, 'timeout');
        return null;
      }
      store.set(sessionAtom, { ...session, token: parsed.data.access_token, refreshToken: parsed.data.refresh_token });
      return parsed.data.access_token;
    } catch {
      return null;
    }
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
