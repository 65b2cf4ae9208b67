import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { callerOf, createTestApp, databaseTargets, signInAll, type TestApp } from '../../test/harness.ts';

const ADMIN = 'admin@stmarys.test';
const TUS = { 'tus-resumable': '1.0.0' };
const MP4_HEAD = Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex');
const HTML = Buffer.from('<!doctype html><script>fetch("/api/users").then(r=>r.text()).then(alert)</script>');
const b64 = (s: string) => Buffer.from(s).toString('base64');

// Media are what they claim: otherwise an admin could store a page and have it served as text/html from the
// portal's origin.
describe.each(databaseTargets)('what a video or an image may hold ($name)', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let tokens: Record<string, string>;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lantern-media-test-'));
    t = await createTestApp(target, { uploads: { dir } });
    tokens = await signInAll(t, [ADMIN, 'super@lantern.test']);
    call = callerOf(t, tokens);
  });
  afterAll(() => t.close());

  const announce = (title: string, size: number, filetype = 'video/mp4') =>
    call(ADMIN, 'POST', '/organisation-videos', { title, size, filetype });

  /** Announces and uploads `bytes` (declared as video/mp4) in one creation-with-upload. */
  async function upload(title: string, bytes: Buffer) {
    const { data } = (await announce(title, bytes.length)).json() as { data: { id: string } };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        ...TUS,
        authorization: `Bearer ${tokens[ADMIN]}`,
        'upload-length': String(bytes.length),
        'upload-metadata': `video_id ${b64(data.id)},filetype ${b64('video/mp4')}`,
        'content-type': 'application/offset+octet-stream',
      },
      payload: bytes,
    });
    expect(res.statusCode).toBe(201);
    return data.id;
  }

  it('announces only the accepted video types (415 otherwise), and sizes beyond 2 GiB up to the limit', async () => {
    const html = await announce('A page', 100, 'text/html');
    expect(html.statusCode).toBe(415);
    expect(html.json()).toMatchObject({
      code: 'UnsupportedMediaType',
      message: expect.stringContaining('video/mp4'),
    });
    const large = await announce('A long operation film', 3 * 1024 ** 3);
    expect(large.statusCode).toBe(201);
    expect(large.json().data.size).toBe(3 * 1024 ** 3);
    const tooLarge = await announce('Too long', 6 * 1024 ** 3);
    expect(tooLarge.statusCode).toBe(413);
  });

  it('marks an upload whose bytes are not the announced video as failed, and never plays it', async () => {
    const id = await upload('Not a video', HTML);
    const video = (await call(ADMIN, 'GET', `/organisation-videos/${id}`)).json();
    expect(video).toMatchObject({ status: 'failed', playback_url: null });
    const confirm = await call(ADMIN, 'POST', `/organisation-videos/${id}/uploaded`);
    expect(confirm.statusCode).toBe(415);
    expect(confirm.json().message).toBe('The uploaded file is not a video/mp4 video');
    expect((await call(ADMIN, 'GET', `/organisation-videos/${id}`)).json().status).toBe('failed');
  });

  it('plays a video as its stored type, unsniffed and sandboxed', async () => {
    const id = await upload('A real video', Buffer.concat([MP4_HEAD, Buffer.alloc(200, 7)]));
    const video = (await call(ADMIN, 'GET', `/organisation-videos/${id}`)).json();
    expect(video.status).toBe('ready');
    const res = await t.app.inject({ url: video.playback_url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('refuses a thumbnail or a logo whose bytes are not the image type sent (415)', async () => {
    const { data } = (await announce('Needs a picture', 100)).json() as { data: { id: string } };
    const thumbnail = await t.app.inject({
      method: 'PUT',
      url: `/api/organisation-videos/${data.id}/thumbnail`,
      headers: { authorization: `Bearer ${tokens[ADMIN]}`, 'content-type': 'image/png' },
      payload: HTML,
    });
    expect(thumbnail.statusCode).toBe(415);
    expect(thumbnail.json().message).toBe('The file is not a PNG image');
    const organisation = (await call(ADMIN, 'GET', '/users/profile')).json().organisation.id as string;
    const logo = await t.app.inject({
      method: 'PUT',
      url: `/api/organisation/${organisation}/assets/logo`,
      headers: { authorization: `Bearer ${tokens['super@lantern.test']}`, 'content-type': 'image/webp' },
      payload: HTML,
    });
    expect(logo.statusCode).toBe(415);
  });
});
