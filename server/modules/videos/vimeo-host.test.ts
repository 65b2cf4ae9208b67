import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationVideos } from './schema.ts';
import { callerOf, createTestApp, databaseTargets, signInAll, type TestApp } from '../../test/harness.ts';
import { VIMEO_TOKEN, startVimeoStandIn } from '../../test/vimeo-stand-in.ts';
import { createVimeoHost } from './vimeo-host.ts';

const ADMIN = 'admin@stmarys.test';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(databaseTargets.slice(0, 1))('Vimeo video host against its stand-in ($name)', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let tokens: Record<string, string>;
  let vimeo: Awaited<ReturnType<typeof startVimeoStandIn>>;
  beforeAll(async () => {
    vimeo = await startVimeoStandIn();
    t = await createTestApp(target, {
      videoHost: () => createVimeoHost({ token: VIMEO_TOKEN, apiUrl: vimeo.url }),
    });
    tokens = await signInAll(t, [ADMIN]);
    call = callerOf(t, tokens);
  });
  afterAll(async () => {
    await t.close();
    await vimeo.close();
  });
  const rows = async () =>
    JSON.stringify(await t.database.db.select().from(organisationVideos).orderBy(organisationVideos.id));

  it('creates the video at Vimeo with the tus approach and hands the browser only the upload link', async () => {
    const res = await call(ADMIN, 'POST', '/organisation-videos', {
      title: 'Vimeo clip',
      size: 123_456,
      filetype: 'video/mp4',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.upload).toEqual({
      endpoint: null,
      upload_link: expect.stringMatching(/^https:\/\/files\.tus\.vimeo\.com\/files\/\d+$/),
      metadata: {},
    });
    expect(body.data).toMatchObject({ host: 'vimeo', vimeo_id: expect.stringMatching(/^\d+$/) });
    expect(JSON.stringify(body)).not.toContain(VIMEO_TOKEN);
    expect(vimeo.requests.at(-1)).toMatchObject({ method: 'POST', path: '/me/videos' });
    expect(JSON.parse(vimeo.requests.at(-1)?.body ?? '{}')).toMatchObject({
      upload: { approach: 'tus', size: 123_456 },
      name: 'Vimeo clip',
    });

    // Ready only once Vimeo has the whole file.
    const early = await call(ADMIN, 'POST', `/organisation-videos/${body.data.id}/uploaded`);
    expect(early.json()).toMatchObject({ status: 409, code: 'Conflict' });
    vimeo.complete(body.data.vimeo_id);
    const ready = await call(ADMIN, 'POST', `/organisation-videos/${body.data.id}/uploaded`);
    expect(ready.json()).toMatchObject({
      status: 'ready',
      playback_url: `https://player.vimeo.com/video/${body.data.vimeo_id}`,
    });
  });

  it('uploads a new thumbnail through the pictures connection and activates it', async () => {
    const { data } = (
      await call(ADMIN, 'POST', '/organisation-videos', {
        title: 'With a picture',
        size: 10,
        filetype: 'video/mp4',
      })
    ).json();
    const before = vimeo.requests.length;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/organisation-videos/${data.id}/thumbnail`,
      headers: { authorization: `Bearer ${tokens[ADMIN]}`, 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(res.statusCode).toBe(200);
    expect(vimeo.requests.slice(before).map((r) => `${r.method} ${r.path.replace(/\d+/g, 'N')}`)).toEqual([
      'GET /videos/N?fields=metadata.connections.pictures.uri',
      'POST /videos/N/pictures',
      'PUT /upload-picture/N/N',
      'PATCH /videos/N/pictures/N',
    ]);
    expect(vimeo.videos.get(data.vimeo_id)?.active).toBe('1');
    expect(res.json().thumbnail_url).toBe(`https://i.vimeocdn.com/video/${data.vimeo_id}-1`);
  });

  it('a host failure reaches the client as one generic error and leaves nothing behind', async () => {
    const before = await rows();
    vimeo.failNext(1);
    const res = await call(ADMIN, 'POST', '/organisation-videos', {
      title: 'Vimeo is down',
      size: 10,
      filetype: 'video/mp4',
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      status: 502,
      code: 'NonApiError',
      message: 'The video host could not complete the request. Please try again later.',
    });
    expect(await rows()).toBe(before);
  });

  it('deleting a video deletes it at Vimeo', async () => {
    const { data } = (
      await call(ADMIN, 'POST', '/organisation-videos', {
        title: 'Short-lived',
        size: 10,
        filetype: 'video/mp4',
      })
    ).json();
    expect((await call(ADMIN, 'DELETE', `/organisation-videos/${data.id}`)).statusCode).toBe(204);
    expect(vimeo.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/videos/${data.vimeo_id}` });
    expect(vimeo.videos.has(data.vimeo_id)).toBe(false);
  });

  it('refuses requests without the token, as Vimeo does', async () => {
    const wrong = createVimeoHost({ token: 'wrong', apiUrl: vimeo.url });
    await expect(
      wrong.createUpload({ videoId: 'v', organisationId: 'o', size: 1, filetype: 'video/mp4', title: 'x' }),
    ).rejects.toMatchObject({ code: 'NonApiError' });
  });

  it('sends captions as Vimeo text tracks: create, upload the file, activate; replacing and deleting remove the old track', async () => {
    const { data } = (
      await call(ADMIN, 'POST', '/organisation-videos', {
        title: 'Captioned',
        size: 10,
        filetype: 'video/mp4',
      })
    ).json();
    const vtt = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHola\n';
    const before = vimeo.requests.length;
    const put = await call(ADMIN, 'PUT', `/videos/${data.id}/captions/es`, { vtt });
    expect(put.statusCode).toBe(200);
    expect(vimeo.requests.slice(before).map((r) => `${r.method} ${r.path.replace(/\d+/g, 'N')}`)).toEqual([
      'POST /videos/N/texttracks',
      'PUT /upload-texttrack/N/N',
      'PATCH /videos/N/texttracks/N',
    ]);
    expect(JSON.parse(Buffer.from(vimeo.requests[before]?.body ?? '{}', 'latin1').toString('utf8'))).toEqual({
      type: 'captions',
      language: 'es',
      name: 'Español',
    });
    const tracks = () => [...(vimeo.texttracks.get(data.vimeo_id)?.values() ?? [])];
    expect(tracks()).toEqual([{ language: 'es', file: vtt, active: true }]);

    const replaced = 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nHola otra vez\n';
    await call(ADMIN, 'PUT', `/videos/${data.id}/captions/es`, { vtt: replaced });
    expect(tracks()).toEqual([{ language: 'es', file: replaced, active: true }]);

    expect((await call(ADMIN, 'DELETE', `/videos/${data.id}/captions/es`)).statusCode).toBe(204);
    expect(vimeo.requests.at(-1)?.method).toBe('DELETE');
    expect(tracks()).toEqual([]);
  });

  it('a refused captions file never reaches Vimeo', async () => {
    const { data } = (
      await call(ADMIN, 'POST', '/organisation-videos', {
        title: 'Bad captions',
        size: 10,
        filetype: 'video/mp4',
      })
    ).json();
    const before = vimeo.requests.length;
    expect((await call(ADMIN, 'PUT', `/videos/${data.id}/captions/en`, { vtt: 'nope' })).statusCode).toBe(
      400,
    );
    expect(vimeo.requests.length).toBe(before);
  });
});
