import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../audit/schema.ts';
import { organisationAreas } from '../areas/schema.ts';
import { organisations } from '../organisations/schema.ts';
import { organisationAreaVideos, organisationVideos, videoCaptions } from './schema.ts';
import { callerOf, createTestApp, databaseTargets, signInAll, type TestApp } from '../../test/harness.ts';

const ADMIN = 'admin@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';
const GUARDIAN = 'guardian@stmarys.test';
const OTHER_GUARDIAN = 'guardian@infantil.test';
const VTT =
  'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nHello, Tobi.\n\n00:00:05.000 --> 00:00:09.500\nThis is the MRI scanner.\n';

describe.each(databaseTargets)('video captions on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let oncology: string;
  let radiology: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    call = callerOf(t, await signInAll(t, [ADMIN, OTHER_ADMIN, GUARDIAN, OTHER_GUARDIAN]));
    const areas = await t.database.db.select().from(organisationAreas);
    const own = areas.filter((a) => a.organisationId === areas[0]?.organisationId);
    [oncology, radiology] = [own[0]?.id as string, own[1]?.id as string];
  });
  afterAll(() => t.close());

  /** A ready video of St Mary's, `durationMs` long, published in `area` when given. */
  const video = async (title: string, durationMs: number | null, area?: string) => {
    const id = (
      await call(ADMIN, 'POST', '/organisation-videos', { title, size: 1000, filetype: 'video/mp4' })
    ).json().data.id as string;
    await t.database.db
      .update(organisationVideos)
      .set({ status: 'ready', durationMs, published: area !== undefined })
      .where(eq(organisationVideos.id, id));
    if (area) await t.database.db.insert(organisationAreaVideos).values({ areaId: area, videoId: id });
    return id;
  };
  const stored = async () =>
    JSON.stringify(await t.database.db.select().from(videoCaptions).orderBy(videoCaptions.videoId));
  const put = (who: string, id: string, language: string, vtt: string) =>
    call(who, 'PUT', `/videos/${id}/captions/${language}`, { vtt });

  it('stores a file normalised, lists its track and serves it as text/vtt through the signed address', async () => {
    const id = await video('Meet the MRI scanner', 60_000);
    const res = await put(ADMIN, id, 'ar', `\uFEFF${VTT.replaceAll('\n', '\r\n')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ language: 'ar', cue_count: 2, url: expect.stringContaining('sig=') });
    await put(ADMIN, id, 'en', VTT);
    const list = (await call(ADMIN, 'GET', `/videos/${id}/captions`)).json();
    expect(list.map((l: { language: string }) => l.language)).toEqual(['en', 'ar']);
    expect((await call(ADMIN, 'GET', `/organisation-videos/${id}`)).json().caption_languages).toEqual([
      'en',
      'ar',
    ]);

    const file = await t.app.inject({ method: 'GET', url: list[1].url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.body).toBe(VTT);
    const again = await t.app.inject({
      method: 'GET',
      url: list[1].url,
      headers: { 'if-none-match': String(file.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const forged = list[1].url.replace(/sig=[^&]+/, 'sig=forged');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.subject, id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'video.captions.add',
      'video.captions.add',
      'video.create',
    ]);
  });

  it.each([
    ['not WebVTT', 'Hello there\n', 1, /^Line 1: a WebVTT file starts with the word WEBVTT$/],
    ['broken cue timing', 'WEBVTT\n\n00:00:01.000 -> 00:00:02.000\nHi\n', 3, /^Line 3: /],
    [
      'a cue ending before it starts',
      'WEBVTT\n\n00:00:05.000 --> 00:00:02.000\nHi\n',
      3,
      /^Line 3: a caption must end after it starts$/,
    ],
    [
      'cues out of order',
      'WEBVTT\n\n00:00:05.000 --> 00:00:06.000\nB\n\n00:00:01.000 --> 00:00:02.000\nA\n',
      6,
      /^Line 6: captions must be in time order/,
    ],
    [
      'a cue past the end of the video',
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nA\n\nlast\n00:00:59.000 --> 00:01:00.500\nB\n',
      7,
      /^Line 7: this caption ends at 00:01:00\.500, after the end of the video \(00:01:00\.000\)$/,
    ],
  ])('refuses %s naming the line, and changes nothing', async (_what, vtt, line, message) => {
    const id = await video(`Refused ${line} ${vtt.length}`, 60_000);
    await put(ADMIN, id, 'en', VTT);
    const before = await stored();
    const res = await put(ADMIN, id, 'en', vtt);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'InvalidCaptions', field: 'vtt', line });
    expect(res.json().message).toMatch(message);
    expect(await stored()).toBe(before);
  });

  it('refuses an empty file and one over 512 kB; skips the length check while the length is unknown', async () => {
    const id = await video('Length unknown', null);
    const empty = (await put(ADMIN, id, 'en', 'WEBVTT\n')).json();
    expect(empty).toMatchObject({
      code: 'InvalidCaptions',
      field: 'vtt',
      message: expect.stringContaining('no captions'),
    });
    const cue = '00:00:01.000 --> 00:00:02.000\nA line of captions\n\n';
    const big = (
      await put(ADMIN, id, 'en', `WEBVTT\n\n${cue.repeat(Math.ceil((512 * 1024) / cue.length))}`)
    ).json();
    expect(big).toMatchObject({
      status: 400,
      code: 'InvalidCaptions',
      message: 'The file is larger than 512 kB',
    });
    const late = await put(ADMIN, id, 'es', 'WEBVTT\n\n10:00:00.000 --> 10:00:01.000\nTarde\n');
    expect(late.statusCode).toBe(200);
  });

  it('another organisation reads it as missing; a guardian may not write; deleting removes the track', async () => {
    const id = await video('Private captions', 60_000);
    await put(ADMIN, id, 'en', VTT);
    const before = await stored();
    expect((await put(OTHER_ADMIN, id, 'en', VTT)).statusCode).toBe(404);
    expect((await call(OTHER_ADMIN, 'GET', `/videos/${id}/captions`)).statusCode).toBe(404);
    expect((await call(OTHER_ADMIN, 'DELETE', `/videos/${id}/captions/en`)).statusCode).toBe(404);
    expect((await put(GUARDIAN, id, 'en', 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nx\n')).statusCode).toBe(
      403,
    );
    expect((await call(GUARDIAN, 'DELETE', `/videos/${id}/captions/en`)).statusCode).toBe(403);
    expect(await stored()).toBe(before);
    expect((await call(ADMIN, 'DELETE', `/videos/${id}/captions/en`)).statusCode).toBe(204);
    expect((await call(ADMIN, 'GET', `/videos/${id}/captions`)).json()).toEqual([]);
    expect((await call(ADMIN, 'DELETE', `/videos/${id}/captions/en`)).statusCode).toBe(404);
  });

  it("a guardian reads the captions of a video their area shows, not another area's", async () => {
    const shown = await video('Shown to the oncology ward', 60_000, oncology);
    const elsewhere = await video('Shown to another ward', 60_000, radiology);
    await put(ADMIN, shown, 'es', VTT);
    await put(ADMIN, elsewhere, 'es', VTT);
    const mine = await call(GUARDIAN, 'GET', `/videos/${shown}/captions`);
    expect(mine.statusCode).toBe(200);
    const [track] = mine.json();
    const file = await t.app.inject({ method: 'GET', url: track.url });
    expect(file.body).toBe(VTT);
    expect((await call(GUARDIAN, 'GET', `/videos/${elsewhere}/captions`)).statusCode).toBe(404);
    expect((await call(OTHER_GUARDIAN, 'GET', `/videos/${shown}/captions`)).statusCode).not.toBe(200);
    // Switched off for the area: no longer theirs to watch.
    await t.database.db
      .update(organisationAreaVideos)
      .set({ disabled: true })
      .where(eq(organisationAreaVideos.videoId, shown));
    expect((await call(GUARDIAN, 'GET', `/videos/${shown}/captions`)).statusCode).toBe(404);
  });

  it('with require_captions, publishing without captions in the organisation language answers 409', async () => {
    const id = await video('Needs captions', 60_000);
    const setting = await call(ADMIN, 'PUT', '/videos/caption-settings', { require_captions: true });
    expect(setting.json()).toEqual({ require_captions: true });
    expect(
      (await call(GUARDIAN, 'PUT', '/videos/caption-settings', { require_captions: false })).statusCode,
    ).toBe(403);
    await put(ADMIN, id, 'es', VTT);
    const refused = await call(ADMIN, 'PUT', `/organisation-videos/${id}`, { published: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: 409,
      code: 'CaptionsRequired',
      message: 'Add English captions before publishing',
      field: 'published',
    });
    expect((await call(ADMIN, 'GET', `/organisation-videos/${id}`)).json().published).toBe(false);
    await put(ADMIN, id, 'en', VTT);
    expect(
      (await call(ADMIN, 'PUT', `/organisation-videos/${id}`, { published: true })).json().published,
    ).toBe(true);
    const [org] = await t.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.urlCode, 'stmarys'));
    expect(org?.requireCaptions).toBe(true);
    await call(ADMIN, 'PUT', '/videos/caption-settings', { require_captions: false });
  });
});
