import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appFocusTime, appSessions } from './schema.ts';
import { createTestApp, databaseTargets, first, type TestApp } from '../../test/harness.ts';
import { createActivityWorld } from '../../test/app-patients.ts';

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe.each(databaseTargets)("the patients' app sessions and time in focus on $name", (target) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof createActivityWorld>>;
  beforeAll(async () => {
    t = await createTestApp(target);
    w = await createActivityWorld(t);
  });
  afterAll(() => t.close());

  describe('app sessions', () => {
    it('starts once per client_id: a retried post answers the same session and stores nothing more', async () => {
      const body = {
        client_id: randomUUID(),
        started_at: ago(5 * MINUTE),
        platform: 'ios',
        app_version: '2.1.0',
      };
      const first = await w.post('a', '/sessions/start', body);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ client_id: body.client_id, ended_at: null, platform: 'ios' });
      const again = await w.post('a', '/sessions/start', { ...body, started_at: ago(MINUTE) });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const stored = await w.rows(appSessions, w.ids.a);
      expect(stored.filter((s) => s.clientId === body.client_id)).toHaveLength(1);
      // Ends once; a second end changes nothing.
      const end = await w.post('a', '/sessions/end', { client_id: body.client_id, ended_at: ago(MINUTE) });
      expect(end.statusCode).toBe(200);
      expect(end.json().ended_at).not.toBeNull();
      const later = await w.post('a', '/sessions/end', { client_id: body.client_id, ended_at: ago(0) });
      expect(later.json().ended_at).toBe(end.json().ended_at);
      // An app back online posts a finished session in one call.
      const whole = { client_id: randomUUID(), started_at: ago(90 * MINUTE), ended_at: ago(80 * MINUTE) };
      const offline = await w.post('a', '/sessions/start', whole);
      expect(offline.statusCode).toBe(201);
      expect(offline.json().ended_at).toBe(new Date(whole.ended_at).toISOString());
    });

    it("refuses bad times with 400, and another patient's session with 404, changing nothing", async () => {
      const own = { client_id: randomUUID(), started_at: ago(10 * MINUTE) };
      expect((await w.post('a', '/sessions/start', own)).statusCode).toBe(201);
      for (const body of [
        { client_id: randomUUID(), started_at: new Date(Date.now() + 60 * MINUTE).toISOString() },
        { client_id: randomUUID(), started_at: 'yesterday' },
        { client_id: 'not-a-uuid', started_at: ago(MINUTE) },
        { client_id: randomUUID(), started_at: ago(MINUTE), platform: 'palm' },
        { client_id: randomUUID(), started_at: ago(MINUTE), ended_at: ago(10 * MINUTE) },
      ]) {
        const res = await w.post('a', '/sessions/start', body);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('ValidationError');
      }
      const before = await w.post('a', '/sessions/end', {
        client_id: own.client_id,
        ended_at: ago(20 * MINUTE),
      });
      expect(before.statusCode).toBe(400);
      for (const who of ['b', 'c'] as const) {
        const res = await w.post(who, '/sessions/end', { client_id: own.client_id, ended_at: ago(MINUTE) });
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('ResourceNotFound');
      }
      const stored = first((await w.rows(appSessions, w.ids.a)).filter((s) => s.clientId === own.client_id));
      expect(stored.endedAt).toBeNull();
      expect(await w.rows(appSessions, w.ids.b)).toHaveLength(0);
    });
  });

  describe('time in focus', () => {
    it('stores a batch once, however often it is posted, per patient', async () => {
      const session = { client_id: randomUUID(), started_at: ago(30 * MINUTE) };
      await w.post('a', '/sessions/start', session);
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
      const res = await w.post('a', '/focus', { entries });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ created: 3, existing: 0 });
      expect((await w.post('a', '/focus', { entries })).json()).toEqual({ created: 0, existing: 3 });
      const stored = await w.rows(appFocusTime, w.ids.a);
      expect(stored.map((s) => s.seconds).sort((x, y) => x - y)).toEqual([12, 90, 240]);
      expect(stored.find((s) => s.seconds === 240)?.appSessionId).not.toBeNull();
      // Another patient's ids are their own: the same client ids count for them separately.
      expect((await w.post('b', '/focus', { entries: entries.slice(1) })).json()).toEqual({
        created: 2,
        existing: 0,
      });
    });

    it('refuses a whole batch with an unknown code, a foreign video, bad seconds or another patient’s session', async () => {
      const theirs = { client_id: randomUUID(), started_at: ago(30 * MINUTE) };
      await w.post('b', '/sessions/start', theirs);
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
      const before = (await w.rows(appFocusTime, w.ids.a)).length;
      for (const [bad, status] of cases) {
        const res = await w.post('a', '/focus', { entries: [good, bad] });
        expect(res.statusCode, JSON.stringify(bad)).toBe(status);
      }
      expect((await w.post('a', '/focus', { entries: [] })).statusCode).toBe(400);
      expect((await w.rows(appFocusTime, w.ids.a)).length).toBe(before);
    });
  });
});
