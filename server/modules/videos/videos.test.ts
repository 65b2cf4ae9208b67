import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { organisationAreas } from '../areas/schema.ts';
import { organisationVideos } from './schema.ts';
import { callerOf, createTestApp, databaseTargets, signInAll, type TestApp } from '../../test/harness.ts';

const ADMIN = 'admin@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';
const GUARDIAN = 'guardian@stmarys.test';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(databaseTargets)('video library on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let tokens: Record<string, string>;
  const area: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(target);
    tokens = await signInAll(t, [ADMIN, OTHER_ADMIN, GUARDIAN]);
    call = callerOf(t, tokens);
    for (const a of await t.database.db.select().from(organisationAreas)) area[a.name] = a.id;
  });
  afterAll(() => t.close());
  const videos = async () =>
    JSON.stringify(await t.database.db.select().from(organisationVideos).orderBy(organisationVideos.id));
  const announce = async (title: string) =>
    (await call(ADMIN, 'POST', '/organisation-videos', { title, size: 1000, filetype: 'video/mp4' })).json()
      .data.id as string;

  it('announces videos with unique titles, checked live', async () => {
    const id = await announce('Meet the MRI scanner');
    expect(
      (await call(ADMIN, 'GET', '/organisation-videos/title-check?title=meet%20the%20mri%20SCANNER')).json(),
    ).toEqual({ exists: true });
    expect(
      (
        await call(
          ADMIN,
          'GET',
          `/organisation-videos/title-check?title=Meet%20the%20MRI%20scanner&video_id=${id}`,
        )
      ).json(),
    ).toEqual({ exists: false });
    const dup = await call(ADMIN, 'POST', '/organisation-videos', {
      title: 'MEET THE MRI SCANNER',
      size: 5,
      filetype: 'video/mp4',
    });
    expect(dup.json()).toMatchObject({ status: 409, code: 'Conflict', fields: [{ path: 'title' }] });
    expect(
      (
        await call(ADMIN, 'POST', '/organisation-videos', { title: '', size: 5, filetype: 'video/mp4' })
      ).json(),
    ).toMatchObject({ status: 400, fields: [{ path: 'title' }] });
    // Another organisation may use the same title.
    expect(
      (
        await call(OTHER_ADMIN, 'POST', '/organisation-videos', {
          title: 'Meet the MRI scanner',
          size: 5,
          filetype: 'video/mp4',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('edits, publishes, assigns areas, and lists by published, area and keyword', async () => {
    const a = await announce('Theatre day');
    const b = await announce('Night sky');
    const edited = await call(ADMIN, 'PUT', `/organisation-videos/${a}`, {
      published: true,
      area_ids: [area['Day surgery']],
    });
    expect(edited.json()).toMatchObject({ published: true, areas: [{ name: 'Day surgery' }] });
    const bulk = await call(ADMIN, 'PUT', '/organisation-videos/organisation-areas', {
      video_ids: [a, b],
      area_ids: [area['Outpatients']],
    });
    expect(bulk.statusCode).toBe(200);
    const inOutpatients = (
      await call(ADMIN, 'GET', `/organisation-videos?areas=${area['Outpatients']}`)
    ).json();
    expect(inOutpatients.data.map((v: { title: string }) => v.title).sort()).toEqual([
      'Night sky',
      'Theatre day',
    ]);
    expect(
      (await call(ADMIN, 'GET', '/organisation-videos?published=true'))
        .json()
        .data.map((v: { title: string }) => v.title),
    ).toEqual(['Theatre day']);
    expect(
      (await call(ADMIN, 'GET', '/organisation-videos?published=false&keyword=night')).json().total,
    ).toBe(1);
    expect((await call(ADMIN, 'GET', '/organisation-videos?size=1&page=2')).json()).toMatchObject({
      page: 2,
      size: 1,
    });
  });

  it('area videos: strict and subscription views, disabling and removing', async () => {
    const id = await announce('Ward tour');
    await call(ADMIN, 'PUT', `/organisation-videos/${id}`, { published: true });
    await t.database.db
      .update(organisationVideos)
      .set({ status: 'ready' })
      .where(eq(organisationVideos.id, id));
    const oncology = area['Oncology ward'] as string;
    expect(
      (await call(ADMIN, 'PUT', `/organisation-areas/${oncology}/videos`, { video_ids: [id] })).statusCode,
    ).toBe(204);
    const strict = (await call(ADMIN, 'GET', `/organisation-areas/${oncology}/videos`)).json();
    expect(strict.data).toEqual([expect.objectContaining({ id, in_area: true, disabled: false })]);
    const all = (
      await call(ADMIN, 'GET', `/organisation-areas/${oncology}/videos?strict=false&size=100`)
    ).json();
    expect(all.total).toBeGreaterThan(1);
    expect((await call(ADMIN, 'GET', `/organisation-areas/${oncology}/user-videos`)).json().total).toBe(1);
    await call(ADMIN, 'PUT', `/organisation-areas/${oncology}/disable-videos`, { video_ids: [id] });
    expect((await call(ADMIN, 'GET', `/organisation-areas/${oncology}/user-videos`)).json().total).toBe(0);
    expect((await call(ADMIN, 'DELETE', `/organisation-areas/${oncology}/videos/${id}`)).statusCode).toBe(
      204,
    );
    expect((await call(ADMIN, 'DELETE', `/organisation-areas/${oncology}/videos/${id}`)).statusCode).toBe(
      404,
    );
  });

  it('stores a thumbnail and serves it at its content address', async () => {
    const id = await announce('With a picture');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/organisation-videos/${id}/thumbnail`,
      headers: { authorization: `Bearer ${tokens[ADMIN]}`, 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(res.statusCode).toBe(200);
    const image = await t.app.inject({ url: res.json().thumbnail_url });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ url: `/api/organisation-videos/${id}/thumbnail?v=0000` })).statusCode).toBe(
      404,
    );
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/organisation-videos/${id}/thumbnail`,
          headers: { authorization: `Bearer ${tokens[ADMIN]}`, 'content-type': 'image/gif' },
          payload: PNG,
        })
      ).statusCode,
    ).toBe(415);
  });

  it('deletes one and several; refuses guardians and other organisations, changing nothing', async () => {
    const a = await announce('Delete me');
    const b = await announce('Delete me too');
    const before = await videos();
    expect((await call(GUARDIAN, 'GET', '/organisation-videos')).statusCode).toBe(403);
    expect((await call(GUARDIAN, 'DELETE', `/organisation-videos/${a}`)).statusCode).toBe(403);
    expect((await call(OTHER_ADMIN, 'GET', `/organisation-videos/${a}`)).statusCode).toBe(404);
    expect(
      (await call(OTHER_ADMIN, 'PUT', `/organisation-videos/${a}`, { title: 'Hacked' })).statusCode,
    ).toBe(404);
    expect(
      (await call(OTHER_ADMIN, 'DELETE', '/organisation-videos', { video_ids: [a, b] })).statusCode,
    ).toBe(404);
    expect(
      (
        await call(OTHER_ADMIN, 'PUT', '/organisation-videos/organisation-areas', {
          video_ids: [a],
          area_ids: [],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(OTHER_ADMIN, 'GET', `/organisation-areas/${area['Oncology ward']}/videos`)).statusCode,
    ).toBe(404);
    expect(
      (
        await call(ADMIN, 'PUT', `/organisation-videos/${a}`, { area_ids: [area['Pediatría general']] })
      ).json(),
    ).toMatchObject({ status: 400, fields: [{ path: 'area_ids' }] });
    expect(await videos()).toBe(before);
    expect((await call(ADMIN, 'DELETE', `/organisation-videos/${a}`)).statusCode).toBe(204);
    expect((await call(ADMIN, 'DELETE', '/organisation-videos', { video_ids: [b] })).statusCode).toBe(204);
    expect((await call(ADMIN, 'GET', `/organisation-videos/${b}`)).statusCode).toBe(404);
  });
});
