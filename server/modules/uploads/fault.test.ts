import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, databaseTargets, signInAll, type TestApp } from '../../test/harness.ts';

const ADMIN = 'admin@stmarys.test';
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** One raw HTTP request; resolves with the status and headers, or rejects when the socket dies. */
function request(port: number, method: string, url: string, headers: Record<string, string>, body?: Buffer) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A TCP proxy in front of the server that cuts each connection after a random number of bytes
 * sent towards the server: never fewer than 64 KB, so that requests get under way, and never more
 * than about 1.5 MB, so that the 25 cuts a test asks for always come before a 50 MB upload is
 * through (with cuts of up to 4 MB, a lucky run finished after 19).
 */
function cuttingProxy(target: number, cutsWanted: () => boolean) {
  let cuts = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1');
    let budget = cutsWanted() ? 64_000 + Math.floor(Math.random() * 1_440_000) : Infinity;
    client.on('data', (chunk) => {
      budget -= chunk.length;
      if (budget <= 0) {
        cuts += 1;
        client.destroy();
        upstream.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
    client.on('close', close);
    upstream.on('close', close);
  });
  return { server, cuts: () => cuts };
}

describe.each(databaseTargets.slice(0, 1))('uploads over an unreliable network ($name)', (target) => {
  let t: TestApp;
  let token: string;
  let port: number;
  const dir = mkdtempSync(path.join(tmpdir(), 'lantern-fault-'));
  beforeAll(async () => {
    t = await createTestApp(target, { uploads: { dir, maxBytes: 100_000_000 } });
    token = (await signInAll(t, [ADMIN]))[ADMIN] as string;
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  const announce = async (title: string, size: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/organisation-videos',
      headers: { authorization: `Bearer ${token}` },
      payload: { title, size, filetype: 'video/mp4' },
    });
    return res.json().data.id as string;
  };
  const tusHeaders = (extra: Record<string, string> = {}) => ({
    'tus-resumable': '1.0.0',
    authorization: `Bearer ${token}`,
    ...extra,
  });
  const meta = (id: string) =>
    `video_id ${Buffer.from(id).toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')}`;

  it('a 50 MB upload cut at random points at least 20 times resumes each time and arrives intact', async () => {
    const source = randomBytes(50 * 1024 * 1024);
    const id = await announce('Fault test', source.length);
    const created = await request(
      port,
      'POST',
      '/api/uploads',
      tusHeaders({ 'upload-length': String(source.length), 'upload-metadata': meta(id) }),
    );
    expect(created.status).toBe(201);
    const url = String(created.headers.location);

    const proxy = cuttingProxy(port, () => proxy.cuts() < 25);
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    const via = (proxy.server.address() as net.AddressInfo).port;
    let resumes = 0;
    try {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const head = await request(via, 'HEAD', url, tusHeaders()).catch(() => null);
        if (!head) continue;
        if (head.status === 423) continue; // the cut request still holds the lock for a moment
        const offset = Number(head.headers['upload-offset']);
        if (offset === source.length) break;
        resumes += 1;
        // The rest in one PATCH, as a client does after a cut; the proxy may cut it again.
        await request(
          via,
          'PATCH',
          url,
          tusHeaders({ 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }),
          source.subarray(offset),
        ).catch(() => null);
      }
    } finally {
      proxy.server.close();
    }
    expect(proxy.cuts()).toBeGreaterThanOrEqual(20);
    expect(resumes).toBeGreaterThan(proxy.cuts() - 5);
    const head = await request(port, 'HEAD', url, tusHeaders());
    expect(head.headers['upload-offset']).toBe(String(source.length));
    expect(sha(readFileSync(path.join(dir, id)))).toBe(sha(source));
  }, 120_000);

  it('a second writer of the same upload gets 423 while the first is writing', async () => {
    const id = await announce('Lock test', 1_000_000);
    const created = await request(
      port,
      'POST',
      '/api/uploads',
      tusHeaders({ 'upload-length': '1000000', 'upload-metadata': meta(id) }),
    );
    const url = String(created.headers.location);
    // The first writer sends half its chunk and pauses, holding the lock.
    const first = http.request({
      host: '127.0.0.1',
      port,
      method: 'PATCH',
      path: url,
      agent: false,
      headers: tusHeaders({
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': '1000000',
      }),
    });
    const firstDone = new Promise<number>((resolve, reject) => {
      first.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      first.on('error', reject);
    });
    first.write(Buffer.alloc(500_000, 1));
    await new Promise((r) => setTimeout(r, 200));
    const second = await request(
      port,
      'PATCH',
      url,
      tusHeaders({ 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }),
      Buffer.alloc(10, 2),
    );
    expect(second.status).toBe(423);
    first.end(Buffer.alloc(500_000, 1));
    expect(await firstDone).toBe(204);
  });
});
