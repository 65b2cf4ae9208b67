import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  appFocusTime,
  appMoods,
  appSessions,
  eventPatients,
  events,
  organisationAreaVideos,
  organisationAreas,
  organisationVideos,
  userOrganisationAreas,
} from '../../db/schema.ts';
import { createTestApp, databaseTargets, first, type TestApp } from '../../test/harness.ts';
import { appSignIn, createAppPatient } from '../../test/app-patients.ts';

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe.each(databaseTargets)("the patients' app activity on $name", (target) => {
  let t: TestApp;
  const tokens: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' };
  const ids: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' };
  let areaEvent = '';
  let infantilEvent = '';

  beforeAll(async () => {
    t = await createTestApp(target);
    const { db } = t.database;
    const a = await createAppPatient(db, 'stmarys', 'AAAAAA', 4);
    const b = await createAppPatient(db, 'stmarys', 'CCCCCC', 4);
    const c = await createAppPatient(db, 'infantil', 'AAAAAA', 4);
    Object.assign(ids, { a: a.id, b: b.id, c: c.id });
    const oncology = first(
      await db.select().from(organisationAreas).where(eq(organisationAreas.name, 'Oncology ward')),
    );
    await db.insert(userOrganisationAreas).values({ userId: a.id, areaId: oncology.id });
    const [ev] = await db
      .insert(events)
      .values({
        organisationId: a.organisationId,
        authorType: 1,
        title: 'Play therapy',
        kind: 'activity',
        startTime: new Date(Date.now() - 60 * MINUTE),
        endTime: new Date(Date.now() - 30 * MINUTE),
        areaId: oncology.id,
      })
      .returning();
    const [other] = await db
      .insert(events)
      .values({
        organisationId: c.organisationId,
        authorType: 1,
        title: 'Consulta',
        kind: 'appointment',
        startTime: new Date(Date.now() - 60 * MINUTE),
        endTime: new Date(Date.now() - 30 * MINUTE),
      })
      .returning();
    await db.insert(eventPatients).values({ eventId: (other as { id: string }).id, userId: c.id });
    areaEvent = (ev as { id: string }).id;
    infantilEvent = (other as { id: string }).id;
    tokens.a = (await appSignIn(t, 'stmarys', 'AAAAAA')).access_token;
    tokens.b = (await appSignIn(t, 'stmarys', 'CCCCCC')).access_token;
    tokens.c = (await appSignIn(t, 'infantil', 'AAAAAA')).access_token;
  });
  afterAll(() => t.close());

  const post = (who: 'a' | 'b' | 'c', url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/app${url}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      payload,
    });
  const rows = async <T>(
    table: Parameters<ReturnType<TestApp['database']['db']['select']>['from']>[0],
    user: string,
  ) =>
    (await t.database.db
      .select()
      .from(table)
      .where(eq((table as typeof appMoods).userId, user))) as T[];

  describe('app sessions', () => {
    it('starts once per client_id: a retried post answers the same session and stores nothing more', async () => {
      const body = {
        client_id: randomUUID(),
        started_at: ago(5 * MINUTE),
        platform: 'ios',
        app_version: '2.1.0',
      };
      const first = await post('a', '/sessions/start', body);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ client_id: body.client_id, ended_at: null, platform: 'ios' });
      const again = await post('a', '/sessions/start', { ...body, started_at: ago(MINUTE) });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const stored = await rows<typeof appSessions.$inferSelect>(appSessions, ids.a);
      expect(stored.filter((s) => s.clientId === body.client_id)).toHaveLength(1);
      // Ends once; a second end changes nothing.
      const end = await post('a', '/sessions/end', { client_id: body.client_id, ended_at: ago(MINUTE) });
      expect(end.statusCode).toBe(200);
      expect(end.json().ended_at).not.toBeNull();
      const later = await post('a', '/sessions/end', { client_id: body.client_id, ended_at: ago(0) });
      expect(later.json().ended_at).toBe(end.json().ended_at);
    });

    it("refuses bad times with 400, and another patient's session with 404, changing nothing", async () => {
      const own = { client_id: randomUUID(), started_at: ago(10 * MINUTE) };
      expect((await post('a', '/sessions/start', own)).statusCode).toBe(201);
      for (const body of [
        { client_id: randomUUID(), started_at: new Date(Date.now() + 60 * MINUTE).toISOString() },
        { client_id: randomUUID(), started_at: 'yesterday' },
        { client_id: 'not-a-uuid', started_at: ago(MINUTE) },
        { client_id: randomUUID(), started_at: ago(MINUTE), platform: 'palm' },
      ]) {
        const res = await post('a', '/sessions/start', body);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('ValidationError');
      }
      const before = await post('a', '/sessions/end', {
        client_id: own.client_id,
        ended_at: ago(20 * MINUTE),
      });
      expect(before.statusCode).toBe(400);
      for (const who of ['b', 'c'] as const) {
        const res = await post(who, '/sessions/end', { client_id: own.client_id, ended_at: ago(MINUTE) });
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('ResourceNotFound');
      }
      const stored = first(
        (await rows<typeof appSessions.$inferSelect>(appSessions, ids.a)).filter(
          (s) => s.clientId === own.client_id,
        ),
      );
      expect(stored.endedAt).toBeNull();
      expect(await rows(appSessions, ids.b)).toHaveLength(0);
    });
  });

  describe('time in focus', () => {
    it('stores a batch once, however often it is posted, per patient', async () => {
      const session = { client_id: randomUUID(), started_at: ago(30 * MINUTE) };
      await post('a', '/sessions/start', session);
      const entries = [
        {
          client_id: randomUUID(),
          app_session_id: session.client_id,
          state: 'game',
          code: 'game-bubble-breathing',
          started_at: ago(20 * MINUTE),
          seconds: 240,
        },
        {
          client_id: randomUUID(),
          state: 'environment',
          code: 'env-night-sky',
          started_at: ago(15 * MINUTE),
          seconds: 90,
        },
        { client_id: randomUUID(), state: 'home', code: 'menu', started_at: ago(10 * MINUTE), seconds: 12 },
      ];
      const res = await post('a', '/focus', { entries });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ created: 3, existing: 0 });
      expect((await post('a', '/focus', { entries })).json()).toEqual({ created: 0, existing: 3 });
      const stored = await rows<typeof appFocusTime.$inferSelect>(appFocusTime, ids.a);
      expect(stored.map((s) => s.seconds).sort((x, y) => x - y)).toEqual([12, 90, 240]);
      expect(stored.find((s) => s.seconds === 240)?.appSessionId).not.toBeNull();
      // Another patient's ids are their own: the same client ids count for them separately.
      expect((await post('b', '/focus', { entries: entries.slice(1) })).json()).toEqual({
        created: 2,
        existing: 0,
      });
    });

    it('refuses a whole batch with an unknown code, a foreign video, bad seconds or another patient’s session', async () => {
      const theirs = { client_id: randomUUID(), started_at: ago(30 * MINUTE) };
      await post('b', '/sessions/start', theirs);
      const good = {
        client_id: randomUUID(),
        state: 'home',
        code: 'menu',
        started_at: ago(MINUTE),
        seconds: 5,
      };
      const cases: [object, number][] = [
        [{ ...good, client_id: randomUUID(), state: 'game', code: 'env-night-sky' }, 400],
        [{ ...good, client_id: randomUUID(), state: 'video', code: randomUUID() }, 400],
        [{ ...good, client_id: randomUUID(), seconds: 0 }, 400],
        [{ ...good, client_id: randomUUID(), seconds: 86_401 }, 400],
        [{ ...good, client_id: randomUUID(), code: 'drop table;' }, 400],
        [{ ...good, client_id: randomUUID(), state: 'sleeping' }, 400],
        [{ ...good, client_id: randomUUID(), app_session_id: theirs.client_id }, 404],
      ];
      const before = (await rows(appFocusTime, ids.a)).length;
      for (const [bad, status] of cases) {
        const res = await post('a', '/focus', { entries: [good, bad] });
        expect(res.statusCode, JSON.stringify(bad)).toBe(status);
      }
      expect((await post('a', '/focus', { entries: [] })).statusCode).toBe(400);
      expect((await rows(appFocusTime, ids.a)).length).toBe(before);
    });
  });

  describe('moods and events', () => {
    it('records a mood once, about an event of the patient’s area', async () => {
      const body = { client_id: randomUUID(), mood: 'calm', recorded_at: ago(MINUTE), event_id: areaEvent };
      const res = await post('a', '/moods', body);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ ...body, recorded_at: new Date(body.recorded_at).toISOString() });
      expect((await post('a', '/moods', body)).statusCode).toBe(200);
      expect(
        (await rows(appMoods, ids.a)).filter((m) => (m as { clientId: string }).clientId === body.client_id),
      ).toHaveLength(1);
      expect(
        (await post('a', '/moods', { client_id: randomUUID(), mood: 'happy', recorded_at: ago(0) }))
          .statusCode,
      ).toBe(201);
    });

    it('answers 404 for an event of another area, patient or organisation, and 400 for a bad mood; nothing stored', async () => {
      const before = { b: (await rows(appMoods, ids.b)).length, c: (await rows(appMoods, ids.c)).length };
      // B is in no area: the oncology event is not theirs. C is in Infantil.
      const toB = await post('b', '/moods', {
        client_id: randomUUID(),
        mood: 'sad',
        recorded_at: ago(0),
        event_id: areaEvent,
      });
      const toC = await post('c', '/moods', {
        client_id: randomUUID(),
        mood: 'sad',
        recorded_at: ago(0),
        event_id: areaEvent,
      });
      const missing = await post('c', '/moods', {
        client_id: randomUUID(),
        mood: 'sad',
        recorded_at: ago(0),
        event_id: randomUUID(),
      });
      for (const res of [toB, toC]) expect(res.json()).toEqual(missing.json());
      expect(missing.statusCode).toBe(404);
      expect(
        (await post('b', '/moods', { client_id: randomUUID(), mood: 'ecstatic', recorded_at: ago(0) }))
          .statusCode,
      ).toBe(400);
      expect(
        (
          await post('b', '/moods', {
            client_id: randomUUID(),
            mood: 'sad',
            recorded_at: ago(0),
            event_id: infantilEvent,
          })
        ).statusCode,
      ).toBe(404);
      expect((await rows(appMoods, ids.b)).length).toBe(before.b);
      expect((await rows(appMoods, ids.c)).length).toBe(before.c);
    });

    it("adds the patient's own events once, and lists what each patient may see", async () => {
      const body = {
        client_id: randomUUID(),
        title: 'Breathing practice',
        kind: 'reminder',
        start_time: new Date(Date.now() + 60 * MINUTE).toISOString(),
        end_time: new Date(Date.now() + 70 * MINUTE).toISOString(),
      };
      const created = await post('a', '/events', body);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        title: 'Breathing practice',
        own: true,
        all_day: false,
        client_id: body.client_id,
      });
      const again = await post('a', '/events', { ...body, title: 'Changed' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(created.json());
      expect(
        (await post('a', '/events', { ...body, client_id: randomUUID(), end_time: ago(0) })).statusCode,
      ).toBe(400);
      const range = `from=${encodeURIComponent(ago(24 * 60 * MINUTE))}&to=${encodeURIComponent(new Date(Date.now() + 24 * 60 * MINUTE).toISOString())}`;
      const list = (who: 'a' | 'b' | 'c') =>
        t.app.inject({
          url: `/api/app/events?${range}`,
          headers: { authorization: `Bearer ${tokens[who]}` },
        });
      const titles = async (who: 'a' | 'b' | 'c') =>
        (await list(who)).json().events.map((e: { title: string }) => e.title);
      expect(await titles('a')).toEqual(['Play therapy', 'Breathing practice']);
      expect(await titles('b')).toEqual([]);
      expect(await titles('c')).toEqual(['Consulta']);
      const bad = await t.app.inject({
        url: '/api/app/events?from=soon&to=later',
        headers: { authorization: `Bearer ${tokens.a}` },
      });
      expect(bad.statusCode).toBe(400);
    });
  });

  it("shows the patient's areas with their carousel items and the videos they may watch", async () => {
    const { db } = t.database;
    const oncology = first(
      await db.select().from(organisationAreas).where(eq(organisationAreas.name, 'Oncology ward')),
    );
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
      headers: { authorization: `Bearer ${tokens.a}` },
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
      headers: { authorization: `Bearer ${tokens.b}` },
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
