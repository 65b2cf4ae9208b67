import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog } from '../../audit/schema.ts';
import { callerOf, createTestApp, databaseTargets, signInAll, type TestApp } from '../../test/harness.ts';
import { organisationVideos } from './schema.ts';
import { THUMBNAIL_WIDTH, createFrameGrabber } from './frame-grabber.ts';
import { THUMBNAIL_JOB } from './thumbnails.ts';

const ADMIN = 'admin@stmarys.test';
const TUS = { 'tus-resumable': '1.0.0' };
const MP4_HEAD = Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex');
const b64 = (s: string) => Buffer.from(s).toString('base64');
const PNG = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
  .png()
  .toBuffer();

describe.each(databaseTargets)('thumbnails made from the video ($name)', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let tokens: Record<string, string>;
  let clip: Buffer;
  beforeAll(async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'lantern-thumbnails-test-'));
    // Three seconds of a test pattern, wider than a thumbnail.
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=3:size=1280x720:rate=10'],
      ...['-pix_fmt', 'yuv420p', path.join(work, 'clip.mp4')],
    ]);
    clip = readFileSync(path.join(work, 'clip.mp4'));
    t = await createTestApp(target, { uploads: { dir: path.join(work, 'uploads') } });
    tokens = await signInAll(t, [ADMIN]);
    call = callerOf(t, tokens);
  });
  afterAll(() => t.close());

  /** Announces a video and sends its bytes through the tus endpoint (creation-with-upload). */
  async function upload(title: string, bytes: Buffer, before?: (id: string) => Promise<void>) {
    const announced = await call(ADMIN, 'POST', '/organisation-videos', {
      title,
      size: bytes.length,
      filetype: 'video/mp4',
    });
    const { id } = announced.json().data as { id: string };
    await before?.(id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        ...TUS,
        authorization: `Bearer ${tokens[ADMIN]}`,
        'upload-length': String(bytes.length),
        'upload-metadata': `video_id ${b64(id)},filetype ${b64('video/mp4')}`,
        'content-type': 'application/offset+octet-stream',
      },
      payload: bytes,
    });
    expect(res.statusCode).toBe(201);
    return id;
  }
  const row = async (id: string) =>
    (await t.database.db.select().from(organisationVideos).where(eq(organisationVideos.id, id)))[0];
  const video = async (id: string) => (await call(ADMIN, 'GET', `/organisation-videos/${id}`)).json();
  const setByHand = (id: string) =>
    call(ADMIN, 'PUT', `/organisation-videos/${id}/thumbnail`, PNG, { 'content-type': 'image/png' });

  it('a finished upload gets its length and a thumbnail from one of its frames', async () => {
    const id = await upload('Meet the ward', clip);
    expect((await video(id)).status).toBe('ready');
    // The job was sent when the upload finished: wait for it rather than running it again.
    for (let waited = 0; !(await row(id))?.thumbnailUrl && waited < 30_000; waited += 200)
      await new Promise((resolve) => setTimeout(resolve, 200));
    const shown = await video(id);
    expect(shown).toMatchObject({ status: 'ready', thumbnail_url: expect.stringContaining('/thumbnail?v=') });
    expect((await row(id))?.durationMs).toBeGreaterThan(2900);
    expect((await row(id))?.durationMs).toBeLessThan(3100);
    const image = await t.app.inject({ url: shown.thumbnail_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: THUMBNAIL_WIDTH, height: 360 });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, id), eq(auditLog.action, 'video.thumbnail')));
    expect(audited).toMatchObject([{ actorId: null, detail: { from: 'frame' } }]);

    // An admin may still choose another by hand.
    const replaced = await setByHand(id);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().thumbnail_url).not.toBe(shown.thumbnail_url);
    const mine = await t.app.inject({ url: replaced.json().thumbnail_url });
    expect(mine.headers['content-type']).toBe('image/png');
  });

  it('a thumbnail an admin set by hand is kept; the length is still read', async () => {
    let handSet = '';
    const id = await upload('Chosen picture', clip, async (videoId) => {
      const res = await setByHand(videoId);
      expect(res.statusCode).toBe(200);
      handSet = res.json().thumbnail_url;
    });
    await t.app.jobs.runNow(THUMBNAIL_JOB, { videoId: id });
    expect((await video(id)).thumbnail_url).toBe(handSet);
    expect((await row(id))?.durationMs).toBeGreaterThan(2900);
  });

  it('a file ffmpeg cannot read stays ready without a thumbnail, and the job is done with it', async () => {
    // It passes for an MP4 by its first bytes, then holds nothing a player can read.
    const id = await upload('Broken clip', Buffer.concat([MP4_HEAD, randomBytes(4000)]));
    // runNow fails on a job that fails (and would wait out a retry): this one completes.
    await t.app.jobs.runNow(THUMBNAIL_JOB, { videoId: id });
    expect(await video(id)).toMatchObject({ status: 'ready', thumbnail_url: null });
    expect((await row(id))?.durationMs).toBeNull();
  });
});

describe('without ffmpeg', () => {
  it('answers no length and no frame, and says once in the log that thumbnails need ffmpeg', async () => {
    const said: string[] = [];
    const log = { warn: (message: string) => said.push(message), info: () => undefined };
    const grabber = createFrameGrabber(log as never, {
      ffmpeg: '/nonexistent/ffmpeg',
      ffprobe: '/nonexistent/ffprobe',
    });
    expect(await grabber.durationMs('/tmp/clip.mp4')).toBeNull();
    expect(await grabber.frame('/tmp/clip.mp4', 0)).toBeNull();
    expect(await grabber.durationMs('/tmp/clip.mp4')).toBeNull();
    expect(said).toEqual([expect.stringContaining('videos get no thumbnail until ffmpeg')]);
  });
});
