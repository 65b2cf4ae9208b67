import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { fixtures } from '../../../stories/mocks/fixtures.ts';
import { sessionAtom } from './atoms.ts';
import { restoreSession } from './restore.tsx';
import { createSessionTokenSource } from './token-source.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refused = () =>
  json(401, { status: 401, code: 'Unauthorized', message: 'The authentication token is invalid' });
const me = { type: 1, exp: Date.UTC(2030, 0, 1), user: fixtures.admin, organisation: fixtures.stMarys };

type Call = [string, RequestInit];

describe('the session in memory, renewed through the HttpOnly cookie', () => {
  let fetch: ReturnType<typeof vi.fn>;
  const calls = () => fetch.mock.calls as unknown as Call[];
  beforeEach(() => {
    fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const storage = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
      removeItem: (k: string) => storage.delete(k),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('restores a page load from the cookie: refresh (no token in the body), then /auth/me', async () => {
    fetch
      .mockResolvedValueOnce(json(200, { access_token: 'fresh', exp: 1 }))
      .mockResolvedValueOnce(json(200, me));
    const store = createStore();
    await restoreSession(store, '/api');
    expect(store.get(sessionAtom)).toEqual({
      token: 'fresh',
      user: fixtures.admin,
      organisation: fixtures.stMarys,
    });
    const [[refreshUrl, refresh], [meUrl, meInit]] = calls() as [Call, Call];
    expect(refreshUrl).toBe('/api/auth/refresh');
    expect(refresh).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{}' });
    expect(refresh.headers).toMatchObject({ 'x-lantern-client': 'portal' });
    expect(meUrl).toBe('/api/auth/me');
    expect(meInit.headers).toMatchObject({ authorization: 'Bearer fresh' });
  });

  it('without a session cookie the page load stays signed out', async () => {
    fetch.mockResolvedValueOnce(refused());
    const store = createStore();
    await restoreSession(store, '/api');
    expect(store.get(sessionAtom)).toBeNull();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('a refresh keeps the new access token in memory only', async () => {
    fetch.mockResolvedValueOnce(json(200, { access_token: 'next', exp: 1 }));
    const store = createStore();
    const source = createSessionTokenSource(store, '/api');
    store.set(sessionAtom, { token: 'old', user: fixtures.admin, organisation: fixtures.stMarys });
    await expect(source.refresh()).resolves.toBe('next');
    expect(source.accessToken()).toBe('next');
  });

  it('a refused refresh signs out: the server is asked to end the session, the state is cleared, the notice set', async () => {
    fetch.mockResolvedValueOnce(refused()).mockResolvedValueOnce(new Response(null, { status: 204 }));
    const store = createStore();
    const source = createSessionTokenSource(store, '/api');
    store.set(sessionAtom, { token: 'old', user: fixtures.admin, organisation: fixtures.stMarys });
    await expect(source.refresh()).resolves.toBeNull();
    expect(store.get(sessionAtom)).toBeNull();
    const [url, init] = calls()[1] as Call;
    expect(url).toBe('/api/auth/logout');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', keepalive: true });
    expect(init.headers).toMatchObject({ 'x-lantern-client': 'portal' });
    expect(sessionStorage.getItem('lantern.session-timed-out')).toBe('1');
  });

  it('a network failure keeps the session for a later try', async () => {
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const store = createStore();
    const source = createSessionTokenSource(store, '/api');
    store.set(sessionAtom, { token: 'old', user: fixtures.admin, organisation: fixtures.stMarys });
    await expect(source.refresh()).resolves.toBeNull();
    expect(source.accessToken()).toBe('old');
  });
});
