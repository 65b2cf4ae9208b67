import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  signInAll,
  type DatabaseTarget,
  type TestApp,
} from './test/harness.ts';

const [pglite] = databaseTargets as [DatabaseTarget, ...DatabaseTarget[]];
const ADMIN = 'admin@stmarys.test';
const BROWSER = { 'accept-encoding': 'br, gzip, deflate' };
const script = 'export const hello = "world";\n'.repeat(100);

describe('compressed answers', () => {
  let dir: string;
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let tokens: Record<string, string>;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lantern-public-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(
      path.join(dir, 'index.html.br'),
      brotliCompressSync('<!doctype html><div id="root"></div>'),
    );
    await writeFile(path.join(dir, 'assets', 'app-abc123.js'), script);
    await writeFile(path.join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
    await writeFile(path.join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(script));
    t = await createTestApp(pglite, { publicDir: dir, uploads: { dir: path.join(dir, 'uploads') } });
    tokens = await signInAll(t, [ADMIN]);
    call = callerOf(t, tokens);
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('sends the build’s brotli copy of an asset to a browser that takes brotli, cached for a year', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js', headers: BROWSER });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a client that takes only gzip, and the file itself to one that takes neither', async () => {
    const gzip = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the portal’s compressed page for a client-side route, never cached', async () => {
    const res = await t.app.inject({ url: '/app-users', headers: BROWSER });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
  });

  it('compresses a JSON answer of 1 kB or more, and leaves a smaller one as it is', async () => {
    const list = await call(ADMIN, 'GET', '/users?type=2&page=1&size=25', undefined, BROWSER);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    const rows = JSON.parse(brotliDecompressSync(list.rawPayload).toString()) as { data: unknown[] };
    expect(rows.data.length).toBeGreaterThan(0);
    const health = await t.app.inject({ url: '/api/health', headers: BROWSER });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });

  it('leaves tus uploads and ranged video playback uncompressed', async () => {
    // An MP4's first bytes: a finished upload that is not the video it claims is refused.
    const mp4Head = Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex');
    const bytes = Buffer.concat([mp4Head, Buffer.from('0123456789'.repeat(300))]);
    const announced = await call(ADMIN, 'POST', '/organisation-videos', {
      title: 'Ward tour',
      size: bytes.length,
      filetype: 'video/mp4',
    });
    const id = announced.json().data.id as string;
    const tus = { ...BROWSER, 'tus-resumable': '1.0.0', authorization: `Bearer ${tokens[ADMIN]}` };
    const meta = `video_id ${Buffer.from(id).toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')}`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...tus, 'upload-length': String(bytes.length), 'upload-metadata': meta },
    });
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: location,
      headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: bytes,
    });
    expect(patched.statusCode).toBe(204);
    expect(patched.headers['upload-offset']).toBe(String(bytes.length));
    const head = await t.app.inject({ method: 'HEAD', url: location, headers: tus });
    expect(head.headers['upload-offset']).toBe(String(bytes.length));
    expect(head.headers['content-encoding']).toBeUndefined();

    const video = (await call(ADMIN, 'GET', `/organisation-videos/${id}`)).json();
    const range = await t.app.inject({
      url: video.playback_url,
      headers: { ...BROWSER, range: `bytes=${mp4Head.length + 10}-${mp4Head.length + 19}` },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body).toBe('0123456789');
    const whole = await t.app.inject({ url: video.playback_url, headers: BROWSER });
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.rawPayload.equals(bytes)).toBe(true);
  });
});
