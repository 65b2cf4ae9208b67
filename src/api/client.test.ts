import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, type TokenSource } from './client.ts';
import { ApiError } from './errors.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const expired = () => json(401, { status: 401, code: 'TokenExpired', message: 'The session has expired' });

function tokens(initial: string, refreshed: string | null): TokenSource & { current: string } {
  const source = {
    current: initial,
    accessToken: () => source.current,
    refresh: vi.fn(async () => {
      if (refreshed) source.current = refreshed;
      return refreshed;
    }),
  };
  return source;
}

describe('API client', () => {
  it('sends the bearer token and extra headers, and checks the answer against the schema', async () => {
    const fetch = vi.fn(async () => json(200, { name: 'St Mary' }));
    const client = createApiClient({
      baseUrl: '/api',
      tokens: tokens('t1', null),
      headers: () => ({ 'x-organisation-id': 'o1' }),
      fetch,
    });
    await expect(
      client.request('/organisation/o1', { schema: z.object({ name: z.string() }) }),
    ).resolves.toEqual({ name: 'St Mary' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/organisation/o1');
    expect(init.headers).toMatchObject({ authorization: 'Bearer t1', 'x-organisation-id': 'o1' });
  });

  it("hands the success answer's headers to the caller, the retried answer's after a refresh", async () => {
    const counted = (total: string) =>
      new Response('[]', {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-total-count': total },
      });
    const fetch = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(counted('7'))
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(counted('1610'));
    const client = createApiClient({ baseUrl: '/api', tokens: tokens('old', 'new'), fetch });
    const seen: (string | null)[] = [];
    const onHeaders = (headers: Headers) => seen.push(headers.get('x-total-count'));
    await client.request('/event', { schema: z.array(z.unknown()), onHeaders });
    await client.request('/event', { schema: z.array(z.unknown()), onHeaders });
    expect(seen).toEqual(['7', '1610']);
  });

  it('sends a file as it is, typed by itself, and anything else as JSON', async () => {
    const fetch = vi.fn(async () => json(200, {}));
    const client = createApiClient({ baseUrl: '/api', tokens: tokens('t1', null), fetch });
    const logo = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
    await client.request('/organisation/o1/assets/logo', { method: 'PUT', body: logo });
    await client.request('/users/bulk-subscriptions', { method: 'POST', body: { emails: ['a@b.test'] } });
    const [[, file], [, data]] = fetch.mock.calls as unknown as [
      [string, RequestInit],
      [string, RequestInit],
    ];
    expect(file.body).toBe(logo);
    expect(file.headers).toMatchObject({ 'content-type': 'image/png' });
    expect(data.body).toBe('{"emails":["a@b.test"]}');
    expect(data.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('reads a download as a file, byte for byte, and a refused download as the API error', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00]);
    const fetch = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(new Response(bytes, { status: 200 }))
      .mockResolvedValueOnce(json(403, { status: 403, code: 'Forbidden', message: 'Not yours' }));
    const client = createApiClient({ baseUrl: '/api', tokens: tokens('t1', null), fetch });
    const file = (await client.request('/questionnaire/responses/xlsx', { as: 'blob' })) as Blob;
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    await expect(client.request('/questionnaire/responses/xlsx', { as: 'blob' })).rejects.toMatchObject({
      status: 403,
      code: 'Forbidden',
    });
  });

  it('refreshes once on TokenExpired and retries with the new token', async () => {
    const source = tokens('old', 'new');
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(json(200, { ok: true }));
    const client = createApiClient({ baseUrl: '/api', tokens: source, fetch });
    await expect(client.request('/users/profile')).resolves.toEqual({ ok: true });
    expect(source.refresh).toHaveBeenCalledOnce();
    const retry = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(retry[1].headers).toMatchObject({ authorization: 'Bearer new' });
  });

  it('answers an unexpected body as an ApiError on the retry too, never a schema error', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(json(200, { name: 42 }));
    const client = createApiClient({ baseUrl: '/api', tokens: tokens('old', 'new'), fetch });
    const error = await client
      .request('/users/profile', { schema: z.object({ name: z.string() }) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 200,
      code: 'NonApiError',
      message: 'Unexpected response from the server',
    });
  });

  it('retries only once: a second TokenExpired is the caller’s', async () => {
    const source = tokens('old', 'new');
    const fetch = vi.fn().mockResolvedValueOnce(expired()).mockResolvedValueOnce(expired());
    const client = createApiClient({ baseUrl: '/api', tokens: source, fetch });
    await expect(client.request('/users/profile')).rejects.toMatchObject({
      code: 'TokenExpired',
      status: 401,
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('names the portal on every call and sends cookies to its own origin only', async () => {
    const fetch = vi.fn(async () => json(200, {}));
    const client = createApiClient({ baseUrl: '/api', fetch });
    await client.request('/auth/signin', { method: 'POST', body: {}, anonymous: true });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'x-lantern-client': 'portal' });
    expect(init.credentials).toBe('same-origin');
  });

  it('a token refused as Unauthorized (its session ended elsewhere) also refreshes once; an anonymous call never', async () => {
    const ended = () =>
      json(401, { status: 401, code: 'Unauthorized', message: 'The authentication token is invalid' });
    const source = tokens('old', null);
    const fetch = vi.fn().mockResolvedValueOnce(ended()).mockResolvedValueOnce(ended());
    const client = createApiClient({ baseUrl: '/api', tokens: source, fetch });
    await expect(client.request('/users/profile')).rejects.toMatchObject({ code: 'Unauthorized' });
    expect(source.refresh).toHaveBeenCalledOnce();
    await expect(
      client.request('/auth/signin', { method: 'POST', body: {}, anonymous: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(source.refresh).toHaveBeenCalledOnce();
  });

  it('does not retry when the refresh fails', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(expired());
    const client = createApiClient({ baseUrl: '/api', tokens: tokens('old', null), fetch });
    await expect(client.request('/users/profile')).rejects.toMatchObject({ code: 'TokenExpired' });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('normalises an answer without the API error shape to NonApiError named by the status', async () => {
    const fetch = vi.fn(
      async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const client = createApiClient({ baseUrl: '/api', fetch });
    const error = await client.request('/health').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'NonApiError', message: 'Bad Gateway' });
  });

  it('keeps the API’s own error, fields included', async () => {
    const body = {
      status: 400,
      code: 'ValidationError',
      message: 'Invalid body',
      fields: [{ path: 'email', message: 'Invalid email' }],
    };
    const client = createApiClient({ baseUrl: '/api', fetch: vi.fn(async () => json(400, body)) });
    await expect(client.request('/auth/signin', { method: 'POST', body: {} })).rejects.toMatchObject(body);
  });

  it('turns a network failure into NonApiError with status 0', async () => {
    const client = createApiClient({
      baseUrl: '/api',
      fetch: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    });
    await expect(client.request('/health')).rejects.toMatchObject({ status: 0, code: 'NonApiError' });
  });

  it('sends no bearer header on an anonymous call', async () => {
    const fetch = vi.fn(async () => json(200, {}));
    const client = createApiClient({ baseUrl: '/api', tokens: tokens('t1', null), fetch });
    await client.request('/auth/signin', { method: 'POST', body: {}, anonymous: true });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('authorization');
  });
});
