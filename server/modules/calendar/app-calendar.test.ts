import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appMoods } from '../usage/schema.ts';
import { organisationAreaVideos, organisationVideos } from '../videos/schema.ts';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness.ts';
import { appSignIn, createActivityWorld } from '../../test/app-patients.ts';

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe.each(databaseTargets)("the patients' app moods, calendar and content on $name", (target) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof createActivityWorld>>;
  beforeAll(async () => {
    t = await createTestApp(target);
    w = await createActivityWorld(t);
  });
  afterAll(() => t.close());

  describe('moods and events', () => {
    it('records a mood once, about an event of the patient’s area', async () => {
      const body = { client_id: randomUUID(), mood: 'calm', recorded_at: ago(MINUTE), event_id: w.areaEvent };
      const res = await w.post('a', '/moods', body);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ ...body, recorded_at: new Date(body.recorded_at).toISOString() });
      expect((await w.post('a', '/moods', body)).statusCode).toBe(200);
      expect(
        (await w.rows(appMoods, w.ids.a)).filter(
          (m) => (m as { clientId: string }).clientId === body.client_id,
        ),
      ).toHaveLength(1);
      expect(
        (await w.post('a', '/moods', { client_id: randomUUID(), mood: 'happy', recorded_at: ago(0) }))
          .statusCode,
      ).toBe(201);
    });

    it('answers 404 for an event of another area, patient or organisation, and 400 for a bad mood; nothing stored', async () => {
      const before = {
        b: (await w.rows(appMoods, w.ids.b)).length,
        c: (await w.rows(appMoods, w.ids.c)).length,
      };
      // B is in no area: the oncology event is not theirs. C is in Infantil.
      const toB = await w.post('b', '/moods', {
        client_id: randomUUID(),
        mood: 'sad',
        recorded_at: ago(0),
        event_id: w.areaEvent,
      });
      const toC = await w.post('c', '/moods', {
        client_id: randomUUID(),
        mood: 'sad',
        recorded_at: ago(0),
        event_id: w.areaEvent,
      });
      const missing = await w.post('c', '/moods', {
        client_id: randomUUID(),
        mood: 'sad',
        recorded_at: ago(0),
        event_id: randomUUID(),
      });
      for (const res of [toB, toC]) expect(res.json()).toEqual(missing.json());
      expect(missing.statusCode).toBe(404);
      expect(
        (await w.post('b', '/moods', { client_id: randomUUID(), mood: 'ecstatic', recorded_at: ago(0) }))
          .statusCode,
      ).toBe(400);
      expect(
        (
          await w.post('b', '/moods', {
            client_id: randomUUID(),
            mood: 'sad',
            recorded_at: ago(0),
            event_id: w.infantilEvent,
          })
        ).statusCode,
      ).toBe(404);
      expect((await w.rows(appMoods, w.ids.b)).length).toBe(before.b);
      expect((await w.rows(appMoods, w.ids.c)).length).toBe(before.c);
    });

    it("adds the patient's own events once, and lists what each patient may see", async () => {
      const body = {
        client_id: randomUUID(),
        title: 'Breathing practice',
        kind: 'reminder',
        start_time: new Date(Date.now() + 60 * MINUTE).toISOString(),
        end_time: new Date(Date.now() + 70 * MINUTE).toISOString(),
      };
      const created = await w.post('a', '/events', body);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        title: 'Breathing practice',
        own: true,
        all_day: false,
        client_id: body.client_id,
      });
      const again = await w.post('a', '/events', { ...body, title: 'Changed' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(created.json());
      expect(
        (await w.post('a', '/events', { ...body, client_id: randomUUID(), end_time: ago(0) })).statusCode,
      ).toBe(400);
      const range = `from=${encodeURIComponent(ago(24 * 60 * MINUTE))}&to=${encodeURIComponent(new Date(Date.now() + 24 * 60 * MINUTE).toISOString())}`;
      const list = (who: 'a' | 'b' | 'c') =>
        t.app.inject({
          url: `/api/app/events?${range}`,
          headers: { authorization: `Bearer ${w.tokens[who]}` },
        });
      const titles = async (who: 'a' | 'b' | 'c') =>
        (await list(who)).json().events.map((e: { title: string }) => e.title);
      expect(await titles('a')).toEqual(['Play therapy', 'Breathing practice']);
      expect(await titles('b')).toEqual([]);
      expect(await titles('c')).toEqual(['Consulta']);
      const bad = await t.app.inject({
        url: '/api/app/events?from=soon&to=later',
        headers: { authorization: `Bearer ${w.tokens.a}` },
      });
      expect(bad.statusCode).toBe(400);
    });
  });

  it("shows the patient's areas with their carousel items and the videos they may watch", async () => {
    const { db } = t.database;
    const { oncology } = w;
    const video = (title: string, published: boolean) => ({
      organisationId: oncology.organisationId,
      title,
      host: 'local' as const,
      size: 10,
      filetype: 'video/mp4',
      status: 'ready' as const,
      published,
    });
    const made = await db
      .insert(organisationVideos)
      .values([video('Meet the nurses', true), video('Draft cut', false)])
      .returning();
    await db.insert(organisationAreaVideos).values(made.map((v) => ({ areaId: oncology.id, videoId: v.id })));
    const res = await t.app.inject({
      url: '/api/app/content',
      headers: { authorization: `Bearer ${w.tokens.a}` },
    });
    expect(res.statusCode).toBe(200);
    const [area, ...rest] = res.json().areas;
    expect(rest).toEqual([]);
    expect(area.name).toBe('Oncology ward');
    const codes = area.carousels.flatMap((c: { content_items: { code: string }[] }) =>
      c.content_items.map((i) => i.code),
    );
    expect(codes.sort()).toEqual(['env-night-sky', 'exp-mri-scanner', 'game-bubble-breathing']);
    expect(area.videos.map((v: { title: string }) => v.title)).toEqual(['Meet the nurses']);
    expect(area.videos[0].playback_url).toEqual(expect.any(String));
    const none = await t.app.inject({
      url: '/api/app/content',
      headers: { authorization: `Bearer ${w.tokens.b}` },
    });
    expect(none.json()).toEqual({ areas: [] });
  });

  it('refuses portal tokens and ended sessions on writes, and stores nothing', async () => {
    const admin = (await t.signIn('admin@stmarys.test')).access_token;
    const body = { client_id: randomUUID(), mood: 'happy', recorded_at: ago(0) };
    const portal = await t.app.inject({
      method: 'POST',
      url: '/api/app/moods',
      headers: { authorization: `Bearer ${admin}` },
      payload: body,
    });
    expect(portal.statusCode).toBe(403);
    const session = await appSignIn(t, 'stmarys', 'CCCCCC');
    await t.app.inject({
      method: 'POST',
      url: '/api/app/auth/logout',
      payload: { refresh_token: session.refresh_token },
    });
    const ended = await t.app.inject({
      method: 'POST',
      url: '/api/app/moods',
      headers: { authorization: `Bearer ${session.access_token}` },
      payload: body,
    });
    expect(ended.statusCode).toBe(401);
    const stored = await t.database.db.select().from(appMoods).where(eq(appMoods.clientId, body.client_id));
    expect(stored).toEqual([]);
  });
});
