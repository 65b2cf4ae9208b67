import type { StoredSession } from './cookies.ts';
import { inOrder } from '../../api/offline.ts';

// Offline reading's device side loads when a session starts or ends, never with /login's first paint.
const offlineSession = () => import('./offline-session.ts');

/**
 * In the order asked, from the first call: a restore and the sign-out at once after it (/logout) each wait
 * for the module, and two imports under way need not resolve in the order they were made; the sign-out's
 * deletions then ran before the restore's writes, which kept the person's cache after signing out.
 */
const inTurn = inOrder();

/** After a sign-in, a restore or a token renewal: see offline-session.ts. */
export const rememberOfflineSession = (session: StoredSession): Promise<void> =>
  inTurn(() => offlineSession().then((m) => m.rememberOfflineSession(session)));

/** When the session ends: see offline-session.ts. */
export const forgetOfflineSession = (): Promise<void> =>
  inTurn(() => offlineSession().then((m) => m.forgetOfflineSession()));
