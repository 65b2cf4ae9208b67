import {
  CURRENT_USER_KEY,
  OFFLINE_SESSION_KEY,
  SESSION_CACHE,
  isUserCache,
  userCacheName,
  type ServiceWorkerMessage,
} from '../../api/offline.ts';
import type { StoredSession } from './cookies.ts';
import { loadSessionChecks } from './session-calls.ts';

/**
 * The device side of offline reading (docs/architecture.md § The service worker): who is signed in is told
 * to the service worker and kept, with their organisation, in their own cache, so that a reload offline
 * opens their screens on what the worker kept; signing out removes it all. Called through ./offline.ts,
 * which runs remembering and forgetting one after the other, in the order asked.
 */
const cacheStorage = (): CacheStorage | undefined => (typeof caches === 'undefined' ? undefined : caches);

function tellServiceWorker(message: ServiceWorkerMessage): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage(message);
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

/** After a sign-in or a restore: the worker learns whose reads to keep; the session (no token) is kept beside them. */
export async function rememberOfflineSession(session: StoredSession): Promise<void> {
  const storage = cacheStorage();
  const cacheName = userCacheName(session.user.id);
  if (!storage || !cacheName) return;
  tellServiceWorker({ type: 'lantern:signed-in', userId: session.user.id });
  const kept = JSON.stringify({ user: session.user, organisation: session.organisation });
  await Promise.all([
    storage.open(cacheName).then((cache) => cache.put(OFFLINE_SESSION_KEY, new Response(kept))),
    storage.open(SESSION_CACHE).then((cache) => cache.put(CURRENT_USER_KEY, new Response(session.user.id))),
  ]);
}

/** Signing out (or the session ending): the worker forgets, and the page deletes the caches itself too. */
export async function forgetOfflineSession(): Promise<void> {
  tellServiceWorker({ type: 'lantern:signed-out' });
  const storage = cacheStorage();
  if (!storage) return;
  const names = await storage.keys();
  await Promise.all(names.filter((n) => isUserCache(n) || n === SESSION_CACHE).map((n) => storage.delete(n)));
}

/** The last signed-in person's session as kept on this device (no token), for a page loaded offline. */
export async function readOfflineSession(): Promise<Omit<StoredSession, 'token'> | null> {
  const storage = cacheStorage();
  if (!storage) return null;
  try {
    const owner = await (await storage.match(CURRENT_USER_KEY, { cacheName: SESSION_CACHE }))?.text();
    const cacheName = owner ? userCacheName(owner) : null;
    if (!cacheName) return null;
    // Read without opening the cache: opening makes it again when a sign-out has just deleted it.
    const kept = await storage.match(OFFLINE_SESSION_KEY, { cacheName });
    if (!kept) return null;
    const { userSchema, organisationSchema } = await loadSessionChecks();
    const body = (await kept.json()) as { user?: unknown; organisation?: unknown };
    const user = userSchema.safeParse(body.user);
    const organisation = organisationSchema.nullable().safeParse(body.organisation);
    if (!user.success || !organisation.success || user.data.id !== owner) return null;
    return { user: user.data, organisation: organisation.data };
  } catch {
    return null;
  }
}
