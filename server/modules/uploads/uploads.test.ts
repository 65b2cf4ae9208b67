import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { organisationVideos } from '../videos/schema.ts';
import { organisations } from '../organisations/schema.ts';
import { callerOf, createTestApp, databaseTargets, signInAll, type TestApp } from '../../test/harness.ts';

const ADMIN = 'admin@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';
const GUARDIAN = 'guardian@stmarys.test';
const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (s: string) => Buffer.from(s).toString('base64');
const MP4_HEAD = Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex');
const HOUR = 3_600_000;
const httpDate = (ms: number) => new Date(ms).toUTCString();

describe.each(databaseTargets)('tus uploads on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let tokens: Record<string, string>;
  const dir = mkdtempSync(path.join(tmpdir(), 'lantern-uploads-test-'));
  // The uploads' clock: tests move it on by hours (sign-ins and tokens keep the real one).
  let clock = Date.now();
  beforeAll(async () => {
    t = await createTestApp(target, {
      uploads: { dir, maxBytes: 10_000, expiryMs: 24 * HOUR, now: () => clock },
    });
    tokens = await signInAll(t, [ADMIN, OTHER_ADMIN, GUARDIAN]);
    call = callerOf(t, tokens);
  });
  afterAll(() => t.close());

  const announce = async (title: string, size: number, who = ADMIN) => {
    const res = await call(who, 'POST', '/organisation-videos', { title, size, filetype: 'video/mp4' });
    expect(res.statusCode).toBe(201);
    return res.json() as {
      data: { id: string };
      upload: { endpoint: string; metadata: Record<string, string> };
    };
  };
  const tus = (
    who: string,
    method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string> = {},
    payload?: Buffer,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...TUS, authorization: `Bearer ${tokens[who]}`, ...headers },
      ...(payload && { payload }),
    });
  const metadata = (m: Record<string, string>) =>
    Object.entries(m)
      .map(([k, v]) => `${k} ${b64(v)}`)
      .join(',');
  const create = (
    who: string,
    video: string,
    length: number | null,
    extra: Record<string, string> = {},
    type = 'video/mp4',
  ) =>
    tus(who, 'POST', '/api/uploads', {
      ...(length === null ? {} : { 'upload-length': String(length) }),
      'upload-metadata': metadata({ video_id: video, filetype: type, filename: 'clip.mp4' }),
      ...extra,
    });
  const patch = (who: string, url: string, offset: number, bytes: Buffer) =>
    tus(
      who,
      'PATCH',
      url,
      { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      bytes,
    );

  it('creates, reports offsets, takes chunks, and finishes the video', async () => {
    // An MP4 file type box first: the finished upload must look like the video it was announced as.
    const bytes = Buffer.concat([MP4_HEAD, Buffer.from('0123456789'.repeat(100))]).subarray(0, 1000);
    const { data, upload } = await announce('Welcome to the ward', bytes.length);
    expect(upload).toMatchObject({
      endpoint: '/api/uploads',
      upload_link: null,
      metadata: { video_id: data.id },
    });
    const created = await create(ADMIN, data.id, bytes.length);
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    expect(location).toBe(`/api/uploads/${data.id}`);

    const head = await tus(ADMIN, 'HEAD', location);
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({
      'upload-offset': '0',
      'upload-length': String(bytes.length),
      'cache-control': 'no-store',
    });

    expect((await patch(ADMIN, location, 0, bytes.subarray(0, 400))).headers['upload-offset']).toBe('400');
    // A chunk at the wrong offset is refused with 409, and the offset stays.
    expect((await patch(ADMIN, location, 100, bytes.subarray(100, 200))).statusCode).toBe(409);
    expect((await tus(ADMIN, 'HEAD', location)).headers['upload-offset']).toBe('400');
    const last = await patch(ADMIN, location, 400, bytes.subarray(400));
    expect(last.statusCode).toBe(204);
    expect(last.headers['upload-offset']).toBe(String(bytes.length));

    const video = (await call(ADMIN, 'GET', `/organisation-videos/${data.id}`)).json();
    expect(video.status).toBe('ready');
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    expect(sha(readFileSync(path.join(dir, data.id)))).toBe(sha(bytes));

    // Played back through its signed address, with ranges.
    const range = await t.app.inject({ url: video.playback_url, headers: { range: 'bytes=24-33' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 24-33/${bytes.length}`);
    expect(range.body).toBe('0123456789');
    const forged = video.playback_url.replace(/sig=[^&]+/, 'sig=forged');
    expect((await t.app.inject({ url: forged })).statusCode).toBe(403);
  });

  it('creation-with-upload takes the first bytes in the POST', async () => {
    const { data } = await announce('Creation with upload', 20);
    const res = await create(ADMIN, data.id, 20, { 'content-type': 'application/offset+octet-stream' });
    expect(res.statusCode).toBe(201);
    const withBody = await announce('Creation with body', 20);
    const res2 = await tus(
      ADMIN,
      'POST',
      '/api/uploads',
      {
        'upload-length': '20',
        'upload-metadata': metadata({ video_id: withBody.data.id, filetype: 'video/mp4' }),
        'content-type': 'application/offset+octet-stream',
      },
      Buffer.from('0123456789'),
    );
    expect(res2.statusCode).toBe(201);
    expect(res2.headers['upload-offset']).toBe('10');
  });

  it('refuses bad creations with a clear error and creates nothing', async () => {
    const { data } = await announce('Refusals', 100);
    expect((await create(ADMIN, data.id, null)).json()).toMatchObject({
      status: 400,
      fields: [{ path: 'Upload-Length' }],
    });
    expect((await create(ADMIN, data.id, 20_000)).json()).toMatchObject({
      status: 413,
      code: 'PayloadTooLarge',
    });
    expect((await create(ADMIN, data.id, 100, {}, 'application/pdf')).json()).toMatchObject({
      status: 415,
      code: 'UnsupportedMediaType',
    });
    expect((await create(ADMIN, data.id, 99)).json()).toMatchObject({
      status: 400,
      fields: [{ path: 'Upload-Length' }],
    });
    expect((await create(GUARDIAN, data.id, 100)).statusCode).toBe(403);
    expect((await create(OTHER_ADMIN, data.id, 100)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/uploads',
          headers: { ...TUS, 'upload-length': '100' },
        })
      ).statusCode,
    ).toBe(401);
    expect(existsSync(path.join(dir, data.id))).toBe(false);
    // The second creation for one video is refused: resume the first instead.
    expect((await create(ADMIN, data.id, 100)).statusCode).toBe(201);
    expect((await create(ADMIN, data.id, 100)).json()).toMatchObject({ status: 409, code: 'Conflict' });
  });

  it("another organisation's upload reads as missing and is left alone", async () => {
    const { data } = await announce('Private clip', 10);
    const url = String((await create(ADMIN, data.id, 10)).headers.location);
    expect((await tus(OTHER_ADMIN, 'HEAD', url)).statusCode).toBe(404);
    expect((await patch(OTHER_ADMIN, url, 0, Buffer.from('xxxxxxxxxx'))).statusCode).toBe(404);
    expect((await tus(OTHER_ADMIN, 'DELETE', url)).statusCode).toBe(404);
    expect((await tus(ADMIN, 'HEAD', url)).headers['upload-offset']).toBe('0');
  });

  it('terminates an upload: 204, then it is gone', async () => {
    const { data } = await announce('Terminated', 10);
    const url = String((await create(ADMIN, data.id, 10)).headers.location);
    expect((await tus(ADMIN, 'DELETE', url)).statusCode).toBe(204);
    expect([404, 410]).toContain((await tus(ADMIN, 'HEAD', url)).statusCode);
    expect([404, 410]).toContain((await patch(ADMIN, url, 0, Buffer.from('0123456789'))).statusCode);
  });

  it('a feature switched off refuses uploads', async () => {
    const { data } = await announce('Feature off', 10);
    const [org] = await t.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.urlCode, 'stmarys'));
    await t.database.db
      .update(organisations)
      .set({ features: [] })
      .where(eq(organisations.urlCode, 'stmarys'));
    try {
      expect((await create(ADMIN, data.id, 10)).json()).toMatchObject({ status: 403, code: 'Forbidden' });
    } finally {
      await t.database.db
        .update(organisations)
        .set({ features: org?.features ?? [] })
        .where(eq(organisations.urlCode, 'stmarys'));
    }
  });

  it('deleting a video that is still uploading removes its partial file', async () => {
    const { data } = await announce('Deleted half way', 10);
    const url = String((await create(ADMIN, data.id, 10)).headers.location);
    await patch(ADMIN, url, 0, Buffer.from('01234'));
    expect(existsSync(path.join(dir, data.id))).toBe(true);
    expect((await call(ADMIN, 'DELETE', `/organisation-videos/${data.id}`)).statusCode).toBe(204);
    expect(existsSync(path.join(dir, data.id))).toBe(false);
    expect([404, 410]).toContain((await tus(ADMIN, 'HEAD', url)).statusCode);
  });

  const videoRow = async (id: string) =>
    (await t.database.db.select().from(organisationVideos).where(eq(organisationVideos.id, id)))[0];

  it('an upload resumed every 20 hours outlives three days and finishes', async () => {
    const bytes = Buffer.concat([MP4_HEAD, Buffer.from('0123456789abcdef')]);
    const { data } = await announce('Paused by a parent', bytes.length);
    const created = await create(ADMIN, data.id, bytes.length);
    expect(created.headers['upload-expires']).toBe(httpDate(clock + 24 * HOUR));
    const url = String(created.headers.location);
    for (let offset = 0; offset < bytes.length; offset += 10) {
      clock += 20 * HOUR;
      await t.app.jobs.runNow('uploads.sweep-expired');
      const head = await tus(ADMIN, 'HEAD', url);
      expect(head.statusCode).toBe(200);
      expect(head.headers['upload-offset']).toBe(String(offset));
      // The expiry shown is 24 hours after the last bytes, not after the creation.
      expect(head.headers['upload-expires']).toBe(httpDate(clock - 20 * HOUR + 24 * HOUR));
      const res = await patch(ADMIN, url, offset, bytes.subarray(offset, offset + 10));
      expect(res.statusCode).toBe(204);
      if (offset + 10 < bytes.length) expect(res.headers['upload-expires']).toBe(httpDate(clock + 24 * HOUR));
      else expect(res.headers['upload-expires']).toBeUndefined();
    }
    // 80 hours after its creation, the video is whole and ready.
    expect((await videoRow(data.id))?.status).toBe('ready');
    expect(readFileSync(path.join(dir, data.id)).equals(bytes)).toBe(true);
    // A finished upload never expires: days later the sweep leaves the video's file alone.
    clock += 100 * HOUR;
    await t.app.jobs.runNow('uploads.sweep-expired');
    expect(existsSync(path.join(dir, data.id))).toBe(true);
    expect((await tus(ADMIN, 'HEAD', url)).headers['upload-offset']).toBe(String(bytes.length));
  });

  it('an upload idle for 25 hours is gone (410) and swept with its file', async () => {
    const { data } = await announce('Abandoned', 10);
    const url = String((await create(ADMIN, data.id, 10)).headers.location);
    await patch(ADMIN, url, 0, Buffer.from('01234'));
    clock += 23 * HOUR;
    await t.app.jobs.runNow('uploads.sweep-expired');
    expect(existsSync(path.join(dir, data.id))).toBe(true);
    // Asking where it stands is not new bytes: the expiry does not move.
    expect((await tus(ADMIN, 'HEAD', url)).statusCode).toBe(200);
    clock += 2 * HOUR;
    expect((await tus(ADMIN, 'HEAD', url)).statusCode).toBe(410);
    expect((await patch(ADMIN, url, 5, Buffer.from('56789'))).statusCode).toBe(410);
    expect(existsSync(path.join(dir, data.id))).toBe(true);
    await t.app.jobs.runNow('uploads.sweep-expired');
    expect(existsSync(path.join(dir, data.id))).toBe(false);
    expect([404, 410]).toContain((await tus(ADMIN, 'HEAD', url)).statusCode);
    // The video waits for a new upload, which may start again from the first byte.
    expect((await videoRow(data.id))?.status).toBe('uploading');
    expect((await create(ADMIN, data.id, 10)).statusCode).toBe(201);
  });
});
