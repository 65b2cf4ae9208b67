/// <reference lib="webworker" />
// The service worker (docs/architecture.md § The service worker): the portal's shell from the precache, a
// signed-in person's hospital information and upcoming events kept for reading offline, and push notices.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  CACHED_AT_HEADER,
  CURRENT_USER_KEY,
  SESSION_CACHE,
  bearerSubject,
  inOrder,
  isOfflineReadable,
  isUserCache,
  userCacheName,
  type ServiceWorkerMessage,
} from './api/offline.ts';
import { notificationOf } from './sw-push.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Read without opening the cache: opening would make it again after a sign-out deleted it.
const currentUser = async (): Promise<string | null> => {
  const stored = await caches.match(CURRENT_USER_KEY, { cacheName: SESSION_CACHE });
  return stored ? stored.text() : null;
};
const setCurrentUser = async (userId: string) =>
  (await caches.open(SESSION_CACHE)).put(CURRENT_USER_KEY, new Response(userId));

// A sign-in and the sign-out after it are handled in the order they came: their cache work interleaved,
// the sign-out's deletions could run before the sign-in's write, which then kept the person named.
const inTurn = inOrder();

/** The signed-in reads under way, each until its answer is kept or known not to be: a sign-out waits for them. */
const underWay = new Set<Promise<unknown>>();

/**
 * Signing out, or a 401: the name of who signed in goes first, so that no read asking from then on is
 * kept; then the reads that asked before it finish writing; then every person's kept reads go. Deleting a
 * cache while a read was still writing to it would let the write make it again, after the sign-out.
 */
async function forgetEveryone(): Promise<void> {
  await caches.delete(SESSION_CACHE);
  await Promise.allSettled([...underWay]);
  const names = await caches.keys();
  await Promise.all(names.filter(isUserCache).map((n) => caches.delete(n)));
}

/** The stored copy says when it was stored; served from the cache, the portal shows "last updated". */
const stamped = async (response: Response): Promise<Response> => {
  const headers = new Headers(response.headers);
  headers.set(CACHED_AT_HEADER, new Date().toISOString());
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
};
/** Is `userId` still the one signed in? A sign-out while their read was on its way forgets them first. */
const stillSignedIn = async (userId: string) => (await currentUser()) === userId;
const strategies = new Map<string, NetworkFirst>();
const networkFirst = (userId: string, cacheName: string) => {
  let strategy = strategies.get(cacheName);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName,
      matchOptions: { ignoreVary: true },
      plugins: [
        {
          // Only a 200 is kept, stamped with the time; the served copy keeps that stamp. Nothing is kept
          // for someone who signed out while it was on its way.
          cacheWillUpdate: async ({ response }) =>
            response.status === 200 && (await stillSignedIn(userId)) ? stamped(response) : null,
          // Not awaited here: the sign-out waits for this very read to finish.
          fetchDidSucceed: async ({ response, event }) => {
            if (response.status === 401) event.waitUntil(inTurn(forgetEveryone));
            return response;
          },
        },
      ],
    });
    strategies.set(cacheName, strategy);
  }
  return strategy;
};

registerRoute(
  ({ request }) => isOfflineReadable(request, self.location.origin),
  async ({ request, event }) => {
    const userId = bearerSubject(request.headers.get('authorization'));
    const cacheName = userId ? userCacheName(userId) : null;
    if (userId && cacheName) {
      // Signed in: the network first, its answer kept in this person's own cache. Only the page names who
      // is signed in (its 'signed-in' message): a read still on its way after a sign-out is fetched, never
      // kept, and does not make the person signed in again.
      const read = (async () => {
        if ((await currentUser()) !== userId) return { answer: fetch(request), kept: Promise.resolve() };
        const [answer, kept] = networkFirst(userId, cacheName).handleAll({ request, event });
        return { answer, kept };
      })();
      const settled = read.then(({ kept }) => kept).catch(() => undefined);
      underWay.add(settled);
      void settled.then(() => underWay.delete(settled));
      return (await read).answer;
    }
    // Without the session (a reload offline): never kept; offline, the last signed-in person's copy.
    try {
      return await fetch(request);
    } catch (error) {
      const owner = await currentUser();
      const ownCache = owner ? userCacheName(owner) : null;
      // Read without opening the cache, as the signed-in name is: a sign-out between reading the name and
      // this read would otherwise make the person's cache again, empty, after it was deleted.
      const kept = ownCache
        ? await caches.match(request, { cacheName: ownCache, ignoreVary: true })
        : undefined;
      if (kept) return kept;
      throw error;
    }
  },
);

// Pages: from the network (its headers and the prerendered /login); offline, the precached shell. The
// published Storybook under /storybook/ is a site of its own: never answered with the portal's shell.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    !url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/storybook/'),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const shell = await matchPrecache('index.html');
      if (shell) return shell;
      throw error;
    }
  },
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as ServiceWorkerMessage | undefined;
  if (message?.type === 'lantern:signed-in' && userCacheName(message.userId)) {
    const userId = message.userId.toLowerCase();
    event.waitUntil(inTurn(() => setCurrentUser(userId)));
  } else if (message?.type === 'lantern:signed-out') {
    event.waitUntil(inTurn(forgetEveryone));
  }
});

self.addEventListener('push', (event: PushEvent) => {
  const notice = notificationOf(event.data?.text());
  if (!notice) return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      icon: '/icons/lantern-192.png',
      badge: '/icons/lantern-192.png',
      data: { link: notice.link },
    }),
  );
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const link = new URL(
    String((event.notification.data as { link?: string } | null)?.link ?? '/'),
    self.location.origin,
  );
  // Only the portal's own pages: a notice never opens another site.
  const target = link.origin === self.location.origin ? link.href : self.location.origin;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      // A window this worker does not control cannot be navigated by it: a new one opens instead.
      const navigated = open
        ? await open
            .focus()
            .then((focused) => focused.navigate(target))
            .catch(() => null)
        : null;
      if (!navigated) await self.clients.openWindow(target);
    })(),
  );
});
