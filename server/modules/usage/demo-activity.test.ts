import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { appFocusTime, appMoods, appSessions } from './schema.ts';
import { eventPatients, events } from '../calendar/schema.ts';
import { users } from '../users/schema.ts';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness.ts';
import { appSignIn } from '../../test/app-patients.ts';
import { seedAppActivity } from './demo-activity.ts';

const DAY = 86_400_000;

describe.each(databaseTargets)("the demo's ninety days of app use on $name", (target) => {
  let t: TestApp;
  const now = Date.now();
  beforeAll(async () => {
    t = await createTestApp(target);
    await seedAppActivity(t.database.db, now);
  });
  afterAll(() => t.close());

  it("spreads sessions, focus and moods of St Mary's app patients over the last ninety days", async () => {
    const { db } = t.database;
    const sessions = await db.select().from(appSessions);
    const patients = new Set(sessions.map((s) => s.userId));
    expect(patients.size).toBeGreaterThanOrEqual(10);
    const days = new Set(sessions.map((s) => Math.floor((now - s.startedAt.getTime()) / DAY)));
    expect(days.size).toBeGreaterThan(60);
    for (const s of sessions) {
      expect(s.startedAt.getTime()).toBeGreaterThan(now - 91 * DAY);
      expect(s.endedAt?.getTime()).toBeLessThanOrEqual(now);
      expect(s.endedAt?.getTime()).toBeGreaterThan(s.startedAt.getTime());
    }
    const owners = await db
      .select({ id: users.id, type: users.type, code: users.appCode })
      .from(users)
      .where(and(eq(users.type, 3), isNotNull(users.appCode)));
    const appPatients = new Set(owners.map((o) => o.id));
    expect([...patients].every((p) => appPatients.has(p))).toBe(true);
    // Every focus entry lies inside its session.
    const focus = await db.select().from(appFocusTime);
    expect(focus.length).toBeGreaterThan(sessions.length);
    const byId = new Map(sessions.map((s) => [s.id, s]));
    for (const f of focus) {
      const s = byId.get(f.appSessionId ?? '');
      expect(s).toBeDefined();
      expect(f.startedAt.getTime() + f.seconds * 1000).toBeLessThanOrEqual(s?.endedAt?.getTime() ?? 0);
    }
    // Moods about events are about the patient's own.
    const moods = await db.select().from(appMoods);
    expect(new Set(moods.map((m) => m.mood)).size).toBeGreaterThanOrEqual(5);
    const aboutEvents = moods.filter((m) => m.eventId);
    expect(aboutEvents.length).toBeGreaterThan(0);
    const links = await db.select().from(eventPatients);
    for (const m of aboutEvents) expect(links).toContainEqual({ eventId: m.eventId, userId: m.userId });
    // The demo also holds the hospital's events (no client id); those the app made are the patients'.
    const made = (await db.select().from(events)).filter((e) => e.clientId !== null);
    expect(made.length).toBeGreaterThan(0);
    expect(made.every((e) => e.authorType === 3)).toBe(true);
  });

  it("lets a demo patient sign in and see their area's content", async () => {
    const [demo] = await t.database.db
      .select()
      .from(appSessions)
      .innerJoin(users, eq(users.id, appSessions.userId))
      .limit(1);
    const session = await appSignIn(t, 'stmarys', demo?.users.appCode ?? '');
    const res = await t.app.inject({
      url: '/api/app/content',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    const areas = res.json().areas as { carousels: unknown[] }[];
    expect(areas.length).toBeGreaterThan(0);
    expect(areas.some((a) => a.carousels.length > 0)).toBe(true);
  });
});
