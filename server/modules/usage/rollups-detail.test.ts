/**
 * Distinct patients over a period from the first and last days the roll-ups keep (app_content_spans,
 * app_first_sessions): a patient whose days span a period without one inside it is not counted, one
 * with a day inside is, and deleting a patient's first or last day moves their span. Each figure is
 * also held to the raw rows' (raw-figures-queries.ts); rollups.test.ts covers generated activity.
 */
import { randomUUID } from 'node:crypto';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import type { DayRange } from '../../db/london.ts';
import { createAppPatient } from '../../test/app-patients.ts';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness.ts';
import { createRawFigures, type Row } from './raw-figures-queries.ts';
import { createRollupFigures } from './rollup-figures-queries.ts';
import { appFocusTime, appSessions } from './schema.ts';

// A quarter and a week between the first patient's days, and the months of their first and last.
const SUMMER: DayRange = { from: '2026-04-01', to: '2026-06-30' };
const WEEK: DayRange = { from: '2026-05-04', to: '2026-05-10' };
const MARCH: DayRange = { from: '2026-03-01', to: '2026-03-31' };
const AUGUST: DayRange = { from: '2026-08-01', to: '2026-08-31' };

describe.each(databaseTargets)('distinct patients from first and last days on $name', (target) => {
  let t: TestApp;
  let db: Db;
  let org: string;
  let spanning: string;
  let inside: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    db = t.database.db;
    const a = await createAppPatient(db, 'stmarys', 'RSPANA', 4);
    const b = await createAppPatient(db, 'stmarys', 'RSPANB', 4);
    [org, spanning, inside] = [a.organisationId, a.id, b.id];
  });
  afterAll(() => t.close());

  const rows = async (q: SQL) => ((await db.execute(q)) as unknown as { rows: Row[] }).rows;
  const rolled = () => createRollupFigures(rows);
  const scope = () => ({ organisationId: org, guardianId: null });
  const focus = (userId: string, at: string, seconds: number, code = 'c1') => ({
    userId,
    organisationId: org,
    clientId: randomUUID(),
    state: 'game',
    code,
    startedAt: new Date(`${at}T12:00:00Z`),
    seconds,
  });
  const session = (userId: string, at: string) => ({
    userId,
    organisationId: org,
    clientId: randomUUID(),
    startedAt: new Date(`${at}T12:00:00Z`),
  });
  /** Patients per state and per code, and active patients, as the detail and the usage chart give them. */
  const patients = async (r: DayRange) => {
    const [byState, byCode, usage] = [
      await rolled().focusByState(scope(), r),
      await rolled().focusByCode(scope(), r, 50),
      await rolled().appUsage(scope(), r),
    ];
    const raw = createRawFigures(rows);
    expect(byState, `${r.from}..${r.to}`).toEqual(await raw.focusByState(scope(), r));
    expect(byCode, `${r.from}..${r.to}`).toEqual(await raw.focusByCode(scope(), r, 50));
    expect(usage, `${r.from}..${r.to}`).toEqual(await raw.appUsage(scope(), r));
    return {
      state: byState.map((s) => [s.state, s.seconds, s.patients]),
      code: byCode.map((c) => [c.code, c.seconds, c.patients]),
      active: usage.active_patients,
    };
  };

  it('counts a patient whose days span a range only if one of their days falls inside it', async () => {
    // The first patient used the app in March and in August; the second in May only.
    await db
      .insert(appFocusTime)
      .values([
        focus(spanning, '2026-03-10', 100),
        focus(spanning, '2026-08-20', 200),
        focus(inside, '2026-05-06', 50),
      ]);
    await db
      .insert(appSessions)
      .values([
        session(spanning, '2026-03-10'),
        session(spanning, '2026-08-20'),
        session(inside, '2026-05-06'),
      ]);
    const alone = { state: [['game', 50, 1]], code: [['c1', 50, 1]], active: 1 };
    expect(await patients(SUMMER)).toEqual(alone);
    expect(await patients(WEEK)).toEqual(alone);

    // A day of the first patient's inside the ranges, on another code: both count for the state.
    await db.insert(appFocusTime).values(focus(spanning, '2026-05-08', 30, 'c2'));
    await db.insert(appSessions).values(session(spanning, '2026-05-08'));
    const both = {
      state: [['game', 80, 2]],
      code: [
        ['c1', 50, 1],
        ['c2', 30, 1],
      ],
      active: 2,
    };
    expect(await patients(SUMMER)).toEqual(both);
    expect(await patients(WEEK)).toEqual(both);
  });

  it('moves a patient’s first or last day when the day is deleted', async () => {
    expect(await patients(MARCH)).toEqual({ state: [['game', 100, 1]], code: [['c1', 100, 1]], active: 1 });
    expect(await patients(AUGUST)).toEqual({ state: [['game', 200, 1]], code: [['c1', 200, 1]], active: 1 });
    // The retention sweep deletes March; an erasure of one entry takes August.
    const march = new Date('2026-03-10T12:00:00Z');
    const august = new Date('2026-08-20T12:00:00Z');
    await db.delete(appFocusTime).where(inArray(appFocusTime.startedAt, [march, august]));
    await db.delete(appSessions).where(inArray(appSessions.startedAt, [march, august]));
    const none = { state: [], code: [], active: 0 };
    expect(await patients(MARCH)).toEqual(none);
    expect(await patients(AUGUST)).toEqual(none);
    // Left: the first patient's code c1 has no day at all, so no one counts for it in the summer.
    expect(await patients(SUMMER)).toEqual({
      state: [['game', 80, 2]],
      code: [
        ['c1', 50, 1],
        ['c2', 30, 1],
      ],
      active: 2,
    });
    const spans = await rows(sql`select code, to_char(first_day, 'YYYY-MM-DD') as first_day,
        to_char(last_day, 'YYYY-MM-DD') as last_day from app_content_spans
      where user_id = ${spanning} order by code`);
    expect(spans).toEqual([{ code: 'c2', first_day: '2026-05-08', last_day: '2026-05-08' }]);
  });
});
