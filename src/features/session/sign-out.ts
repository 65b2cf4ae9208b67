import type { createStore } from 'jotai';
import { sessionApiAtom, sessionAtom } from './atoms.ts';
import { logoutRequest } from './session-calls.ts';
import { rememberManualSignOut } from './return-to.ts';
import { forgetOfflineSession } from './offline.ts';

type Store = ReturnType<typeof createStore>;

/** sessionStorage key of the "your session has timed out" notice shown on /login. */
const TIMED_OUT_KEY = 'lantern.session-timed-out';

export type SignOutReason = 'manual' | 'timeout';

/**
 * Ends the session (docs/product.md § Account statuses): asks the server to end it and clear its cookie (POST /auth/logout,
 * sent before anything is cleared here), then removes the access token, user and organisation, and what the
 * device kept for reading offline. That goes even when this page holds no session (its restore refused: the
 * session had ended, or another tab's renewal spent the cookie): signing out leaves no one's reads behind.
 * An automatic sign-out leaves the timed-out notice for the login screen; a manual one leaves
 * none. Resetting the rest of the state is the app root's job: it swaps in a fresh store when the
 * session ends.
 */
export function signOut(store: Store, reason: SignOutReason): void {
  logoutRequest(store.get(sessionApiAtom));
  rememberManualSignOut(reason === 'manual');
  if (reason === 'timeout') sessionStorage.setItem(TIMED_OUT_KEY, '1');
  else sessionStorage.removeItem(TIMED_OUT_KEY);
  store.set(sessionAtom, null);
  void forgetOfflineSession();
}

/** Whether the last sign-out was automatic (never, on a page rendered at build time). */
export const sessionTimedOut = (): boolean =>
  typeof sessionStorage !== 'undefined' && sessionStorage.getItem(TIMED_OUT_KEY) === '1';
export const clearSessionTimedOut = (): void => sessionStorage.removeItem(TIMED_OUT_KEY);
