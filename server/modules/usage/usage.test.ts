import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contentItems } from '../organisations/schema.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';
import { insertFixedDataSet, RANGE } from './fixed-data-set.ts';

const ADMIN = 'admin@stmarys.test';
const GUARDIAN = 'guardian@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';
const SUPER = 'super@lantern.test';

const search = (gte = RANGE.gte, lte = RANGE.lte) =>
  `search=${encodeURIComponent(
    JSON.stringify([
      { field: 'date', type: 'date', operator: 'gte', value: gte },
      { field: 'date', type: 'date', operator: 'lte', value: lte },
    ]),
  )}`;

/** The figures of the fixed data set (fixed-data-set.ts), computed by hand in its comments' terms. */
describe.each(databaseTargets)('analytics on a fixed data set on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let data: Awaited<ReturnType<typeof insertFixedDataSet>>;
  let bubbles: string;
  const get = async (who: string, path: string, headers: Record<string, string> = {}) => {
    const res = await call(who, 'GET', path, undefined, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    data = await insertFixedDataSet(t.database.db);
    call = callerOf(t, await signInAll(t, [ADMIN, GUARDIAN, OTHER_ADMIN, SUPER]));
    bubbles = first(
      await t.database.db.select().from(contentItems).where(eq(contentItems.code, 'game-bubble-breathing')),
    ).name;
  });
  afterAll(() => t.close());

  it('app usage: sessions, active patients and time in focus per London day, every day of the range', async () => {
    const body = await get(ADMIN, `/analytics/app_usage?${search()}`);
    expect(body).toMatchObject({
      from: '2026-10-19',
      to: '2026-11-08',
      scope: 'organisation',
      app_sessions: 9,
      active_patients: 5,
      focus_seconds: 820,
    });
    expect(body.daily).toHaveLength(21);
    const used = body.daily.filter(
      (d: { app_sessions: number; focus_seconds: number }) => d.app_sessions || d.focus_seconds,
    );
    expect(used).toEqual([
      { date: '2026-10-19', app_sessions: 1, active_patients: 1, focus_seconds: 340 },
      { date: '2026-10-20', app_sessions: 2, active_patients: 1, focus_seconds: 300 },
      { date: '2026-10-21', app_sessions: 1, active_patients: 1, focus_seconds: 0 },
      { date: '2026-10-25', app_sessions: 1, active_patients: 1, focus_seconds: 120 },
      { date: '2026-10-26', app_sessions: 1, active_patients: 1, focus_seconds: 60 },
      { date: '2026-10-27', app_sessions: 1, active_patients: 1, focus_seconds: 0 },
      { date: '2026-11-02', app_sessions: 1, active_patients: 1, focus_seconds: 0 },
      { date: '2026-11-03', app_sessions: 1, active_patients: 1, focus_seconds: 0 },
    ]);
  });

  it('time in focus by state and by code, with catalogue and video names', async () => {
    const body = await get(ADMIN, `/analytics/app_usage/detail?${search()}`);
    expect(body.by_state).toEqual([
      { state: 'game', seconds: 560, patients: 3 },
      { state: 'video', seconds: 120, patients: 1 },
      { state: 'environment', seconds: 100, patients: 1 },
      { state: 'home', seconds: 40, patients: 1 },
    ]);
    expect(body.by_code).toEqual([
      { state: 'game', code: 'game-bubble-breathing', name: bubbles, seconds: 560, patients: 3 },
      { state: 'video', code: data.video.id, name: 'Ward tour', seconds: 120, patients: 1 },
      { state: 'environment', code: 'env-x', name: null, seconds: 100, patients: 1 },
      { state: 'home', code: 'menu', name: null, seconds: 40, patients: 1 },
    ]);
  });

  it('retention: weekly cohorts by first use in the range, and their use in the weeks after', async () => {
    const body = await get(ADMIN, `/analytics/app_retention?${search()}`);
    expect(body.cohorts).toEqual([
      { week: '2026-10-19', patients: 2, retained: [2, 1, 1] },
      { week: '2026-10-26', patients: 1, retained: [1, 0] },
      { week: '2026-11-02', patients: 1, retained: [1] },
    ]);
  });

  it('events by author type, moods about events, and each event’s moods', async () => {
    const body = await get(ADMIN, `/analytics/events?${search()}`);
    expect(body).toMatchObject({
      total_created: 2,
      by_user_type: [
        { type: 1, count: 1 },
        { type: 3, count: 1 },
      ],
      event_moods: [
        { mood: 'happy', count: 1 },
        { mood: 'okay', count: 1 },
        { mood: 'tired', count: 1 },
      ],
    });
    expect(body.mood_per_event).toEqual([
      {
        id: data.e1.id,
        title: 'Blood test',
        start_time: '2026-10-25T09:00:00.000Z',
        moods: [
          { mood: 'happy', count: 1 },
          { mood: 'okay', count: 1 },
          { mood: 'tired', count: 1 },
        ],
      },
    ]);
  });

  it('daily moods, and each day’s most common mood (a tie goes to the happier)', async () => {
    const body = await get(ADMIN, `/analytics/moods?${search()}`);
    expect(body.daily).toEqual([
      { date: '2026-10-19', mood: 'sad', count: 2 },
      { date: '2026-10-19', mood: 'happy', count: 1 },
      { date: '2026-10-20', mood: 'calm', count: 1 },
      { date: '2026-10-20', mood: 'worried', count: 1 },
      { date: '2026-10-25', mood: 'happy', count: 1 },
      { date: '2026-10-25', mood: 'okay', count: 1 },
      { date: '2026-10-25', mood: 'tired', count: 1 },
    ]);
    expect(body.daily_most_common).toEqual([
      { date: '2026-10-19', mood: 'sad', count: 2 },
      { date: '2026-10-20', mood: 'calm', count: 1 },
      { date: '2026-10-25', mood: 'happy', count: 1 },
    ]);
  });

  it("a guardian gets their family's figures only", async () => {
    const usage = await get(GUARDIAN, `/analytics/app_usage?${search()}`);
    expect(usage).toMatchObject({ scope: 'family', app_sessions: 1, active_patients: 1, focus_seconds: 60 });
    const detail = await get(GUARDIAN, `/analytics/app_usage/detail?${search()}`);
    expect(detail.by_state).toEqual([{ state: 'game', seconds: 60, patients: 1 }]);
    const retention = await get(GUARDIAN, `/analytics/app_retention?${search()}`);
    expect(retention.cohorts).toEqual([{ week: '2026-10-26', patients: 1, retained: [1, 0] }]);
    const ev = await get(GUARDIAN, `/analytics/events?${search()}`);
    expect(ev).toMatchObject({
      total_created: 1,
      by_user_type: [{ type: 1, count: 1 }],
      event_moods: [{ mood: 'okay', count: 1 }],
    });
    expect(ev.mood_per_event).toEqual([expect.objectContaining({ moods: [{ mood: 'okay', count: 1 }] })]);
    const moods = await get(GUARDIAN, `/analytics/moods?${search()}`);
    expect(moods.daily).toEqual([{ date: '2026-10-25', mood: 'okay', count: 1 }]);
    const sub = await call(GUARDIAN, 'GET', '/analytics/subscription');
    expect(sub.statusCode).toBe(403);
  });

  it("another organisation's admin counts none of St Mary's activity", async () => {
    const usage = await get(OTHER_ADMIN, `/analytics/app_usage?${search()}`);
    expect(usage).toMatchObject({ app_sessions: 1, active_patients: 1, focus_seconds: 999 });
    const ev = await get(OTHER_ADMIN, `/analytics/events?${search()}`);
    expect(ev.total_created).toBe(1);
    expect(JSON.stringify(ev)).not.toContain('Blood test');
  });

  it('days counts back from today (London), today included', async () => {
    const { db } = t.database;
    const { appSessions } = await import('../../schema.ts');
    const at = (ms: number) => ({
      userId: data.p4.id,
      organisationId: data.p4.organisationId,
      clientId: crypto.randomUUID(),
      startedAt: new Date(Date.now() - ms),
    });
    await db.insert(appSessions).values([at(60_000), at(3 * 86_400_000)]);
    expect((await get(ADMIN, '/analytics/app_usage?days=2')).app_sessions).toBe(1);
    const week = await get(ADMIN, '/analytics/app_usage?days=7');
    expect(week.app_sessions).toBe(2);
    expect(week.daily).toHaveLength(7);
    expect((await get(ADMIN, '/analytics/app_usage')).daily).toHaveLength(30);
  });
});
