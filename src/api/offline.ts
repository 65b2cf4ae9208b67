import { useSyncExternalStore } from 'react';

/**
 * What the service worker keeps for reading offline, and for whom (docs/security.md § Offline reading).
 * Shared by the worker (src/sw.ts) and the portal: the rules here are pure, so that they are unit-tested.
 */

/** The header the service worker adds to an answer it serves from its cache: when it was stored (ISO). */
export const CACHED_AT_HEADER = 'x-lantern-cached-at';

/**
 * The API reads kept for offline reading, and no other: the hospital information a guardian reads, their
 * children with their upcoming events (the dashboard) and a child's calendar.
 */
const OFFLINE_API_PATHS = [
  /^\/api\/organisation-cms\/published$/,
  /^\/api\/families\/children$/,
  /^\/api\/families\/children\/[0-9a-f-]{36}\/events$/,
];

const USER_CACHE_PREFIX = 'lantern-user-';
/** The cache naming who the kept reads belong to (the last person signed in on this device). */
export const SESSION_CACHE = 'lantern-session';
/** In SESSION_CACHE: the signed-in user's id. */
export const CURRENT_USER_KEY = '/__lantern/current-user';
/** In the user's cache: who they are and their organisation, so that a reload offline opens their screens. */
export const OFFLINE_SESSION_KEY = '/__lantern/session';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One cache per person: one person's reads are never looked up for another. */
export const userCacheName = (userId: string): string | null =>
  UUID.test(userId) ? `${USER_CACHE_PREFIX}${userId.toLowerCase()}` : null;

export const isUserCache = (name: string): boolean => name.startsWith(USER_CACHE_PREFIX);

/** Whether the service worker may keep (and serve offline) the answer to this request: same-origin GETs of the list. */
export function isOfflineReadable(request: { method: string; url: string }, origin: string): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  return url.origin === origin && OFFLINE_API_PATHS.some((path) => path.test(url.pathname));
}

/**
 * The user a request's bearer token names (its `sub`), or null without a well-formed one. The worker reads
 * it only to choose the cache: the server checks the token itself, and only its 200 answer is kept.
 */
export function bearerSubject(authorization: string | null): string | null {
  const token = /^Bearer ([\w-]+)\.([\w-]+)\.([\w-]+)$/.exec(authorization ?? '')?.[2];
  if (!token) return null;
  try {
    const json = atob(token.replace(/-/g, '+').replace(/_/g, '/'));
    const { sub } = JSON.parse(json) as { sub?: unknown };
    return typeof sub === 'string' && UUID.test(sub) ? sub.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** What the portal tells its service worker. */
/**
 * The page's and the worker's cache work about who is signed in, one piece after the other in the order
 * asked: a sign-in's write and the sign-out after it, interleaved, could leave the person's caches behind.
 */
export function inOrder(): (work: () => Promise<void>) => Promise<void> {
  let turn: Promise<void> = Promise.resolve();
  return (work) => (turn = turn.then(work, work));
}

export type ServiceWorkerMessage =
  { type: 'lantern:signed-in'; userId: string } | { type: 'lantern:signed-out' };

// When each read was stored, for the answers the service worker served from its cache (null: from the network).
const cachedAt = new Map<string, string | null>();
const listeners = new Set<() => void>();

/** The API client notes each answer's cache time by path (without the query). */
export function noteCachedAt(path: string, headers: Headers): void {
  const key = path.split('?')[0] ?? path;
  const value = headers.get(CACHED_AT_HEADER);
  if ((cachedAt.get(key) ?? null) === value) return;
  cachedAt.set(key, value);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** When the last answer to `path` was stored, if it came from the offline cache; null when from the network. */
export const cachedAtOf = (path: string): string | null => cachedAt.get(path) ?? null;

/** cachedAtOf as a screen reads it: the screen renders again when it changes. */
export const useCachedAt = (path: string): string | null =>
  useSyncExternalStore(
    subscribe,
    () => cachedAtOf(path),
    () => null,
  );
