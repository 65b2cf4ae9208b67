import { describe, expect, it } from 'vitest';
import {
  bearerSubject,
  cachedAtOf,
  isOfflineReadable,
  isUserCache,
  noteCachedAt,
  userCacheName,
} from './offline.ts';

const ORIGIN = 'https://portal.example';
const A = '6f1c2a34-7b8d-4e9f-a0b1-c2d3e4f5a6b7';
const B = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const get = (path: string, origin = ORIGIN) => ({ method: 'GET', url: `${origin}${path}` });

/** A JWT-shaped token (the worker reads only its subject; the server checks the signature). */
const token = (claims: object) =>
  `Bearer eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.c2ln`;

describe('what the service worker keeps for reading offline', () => {
  it('keeps the hospital information, the children with their upcoming events and a child’s calendar', () => {
    expect(isOfflineReadable(get('/api/organisation-cms/published'), ORIGIN)).toBe(true);
    expect(isOfflineReadable(get('/api/families/children'), ORIGIN)).toBe(true);
    expect(
      isOfflineReadable(get(`/api/families/children/${A}/events?from=2026-12-01&to=2026-12-31`), ORIGIN),
    ).toBe(true);
  });

  it('keeps nothing else of the API, no write, and nothing of another origin', () => {
    for (const path of [
      '/api/auth/me',
      '/api/organisation-cms/latest',
      '/api/organisation-cms/published/extra',
      `/api/families/children/${A}/usage`,
      '/api/event',
      '/api/notifications',
      '/api/messages',
      '/api/families/children/../../auth/me',
    ]) {
      expect(isOfflineReadable(get(path), ORIGIN), path).toBe(false);
    }
    expect(isOfflineReadable({ method: 'POST', url: `${ORIGIN}/api/families/children` }, ORIGIN)).toBe(false);
    expect(
      isOfflineReadable(get('/api/organisation-cms/published', 'https://elsewhere.example'), ORIGIN),
    ).toBe(false);
  });
});

describe('whose cache a read goes to', () => {
  it('is one cache per user id, from the bearer token’s subject', () => {
    expect(userCacheName(A)).toBe(`lantern-user-${A}`);
    expect(userCacheName(A)).not.toBe(userCacheName(B));
    expect(bearerSubject(token({ sub: A, sid: 'x' }))).toBe(A);
    expect(bearerSubject(token({ sub: B }))).toBe(B);
    expect(isUserCache(userCacheName(A) as string)).toBe(true);
    expect(isUserCache('workbox-precache-v2')).toBe(false);
  });

  it('is none without the session: no header, a malformed token or a subject that is not an id', () => {
    expect(bearerSubject(null)).toBeNull();
    expect(bearerSubject('')).toBeNull();
    expect(bearerSubject(`Basic ${btoa('a:b')}`)).toBeNull();
    expect(bearerSubject('Bearer not-a-token')).toBeNull();
    expect(bearerSubject('Bearer a.%%%.c')).toBeNull();
    expect(bearerSubject(token({ sub: '../../other-cache' }))).toBeNull();
    expect(bearerSubject(token({ sub: 42 }))).toBeNull();
    expect(userCacheName('../lantern-session')).toBeNull();
  });
});

describe('the time a read was stored', () => {
  it('is noted from the header of an answer served from the cache, and cleared by a live answer', () => {
    noteCachedAt(
      '/organisation-cms/published',
      new Headers({ 'x-lantern-cached-at': '2026-12-05T11:06:00.000Z' }),
    );
    expect(cachedAtOf('/organisation-cms/published')).toBe('2026-12-05T11:06:00.000Z');
    expect(cachedAtOf('/families/children')).toBeNull();
    // The query is not part of the path the screen names.
    noteCachedAt(
      `/families/children/${A}/events?from=2026-12-01`,
      new Headers({ 'x-lantern-cached-at': 'x' }),
    );
    expect(cachedAtOf(`/families/children/${A}/events`)).toBe('x');
    noteCachedAt('/organisation-cms/published', new Headers());
    expect(cachedAtOf('/organisation-cms/published')).toBeNull();
  });
});
