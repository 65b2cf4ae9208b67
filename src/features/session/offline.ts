import type { StoredSession } from './cookies.ts';

// Offline reading's device side loads when a session starts or ends, never with /login's first paint.
const offlineSession = () => import('./offline-session.ts');

/** After a sign-in, a restore or a token renewal: see offline-session.ts. */
export const rememberOfflineSession = (session: StoredSession): Promise<void> =>
  offlineSession().then((m) => m.rememberOfflineSession(session));

/** When the session ends: see offline-session.ts. */
export const forgetOfflineSession = (): Promise<void> =>
  offlineSession().then((m) => m.forgetOfflineSession());
