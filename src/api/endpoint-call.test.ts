import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './client.ts';
import { defineEndpoint, endpointPath } from './contracts/endpoint.ts';
import { ApiError } from './errors.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const rename = defineEndpoint({
  method: 'PUT',
  path: '/children/:childId/notes/:noteId',
  params: z.object({ childId: z.string(), noteId: z.string() }),
  query: z.object({ notify: z.boolean().optional() }),
  body: z.object({ title: z.string() }),
  ok: z.object({ id: z.string(), title: z.string() }),
  access: { permission: 'families.manage' },
});

describe('calling an endpoint by its definition', () => {
  it('fills and encodes the path, sends the query and body with its method, and checks the answer', async () => {
    const fetch = vi.fn(async () => json(200, { id: 'n/1', title: 'Ward 3' }));
    const client = createApiClient({ baseUrl: '/api', fetch });
    await expect(
      client.call(rename, {
        params: { childId: 'c 1', noteId: 'n/1' },
        query: { notify: true },
        body: { title: 'Ward 3' },
      }),
    ).resolves.toEqual({ id: 'n/1', title: 'Ward 3' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/children/c%201/notes/n%2F1?notify=true');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({ title: 'Ward 3' });
  });

  it('refuses an answer that does not match the definition, as an unexpected answer', async () => {
    const client = createApiClient({ baseUrl: '/api', fetch: vi.fn(async () => json(200, { id: 1 })) });
    const call = client.call(rename, { params: { childId: 'c', noteId: 'n' }, body: { title: 't' } });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ code: 'NonApiError' });
  });

  it('downloads the file a file endpoint answers, with its query', async () => {
    const exportEndpoint = defineEndpoint({
      method: 'GET',
      path: '/audit/export',
      query: z.object({ action: z.string().optional() }),
      file: 'text/csv',
      access: { permission: 'audit.read' },
    });
    const fetch = vi.fn(async () => new Response('a,b\n', { headers: { 'content-type': 'text/csv' } }));
    const client = createApiClient({ baseUrl: '/api', fetch });
    const file = await client.download(exportEndpoint, { query: { action: 'read' } });
    expect(await file.text()).toBe('a,b\n');
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/audit/export?action=read');
  });

  it('names a path parameter the call forgot, before anything is sent', () => {
    expect(() => endpointPath(rename, { childId: 'c' })).toThrow('needs its "noteId" parameter');
  });
});
