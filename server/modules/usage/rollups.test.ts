/**
 * The roll-ups give the figures the raw rows give: raw-figures-queries.ts (the queries the analytics read
 * before the roll-ups, and still read for a family) is the oracle, compared call by call with
 * rollup-figures-queries.ts on generated activity, written late, out of order, in batches, then partly
 * deleted, around both clock changes of Europe/London, with a patient who moves organisation.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOODS } from '../../../src/api/contracts/index.ts';
import type { Db } from '../../db/client.ts';
import type { DayRange } from '../../db/london.ts';
import { createAppPatient } from '../../test/app-patients.ts';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness.ts';
import { users } from '../users/schema.ts';
import { createRawFigures, type AnalyticsScope, type Row } from './raw-figures-queries.ts';
import { createRollupFigures } from './rollup-figures-queries.ts';
import { appFocusTime, appMoods, appSessions } from './schema.ts';

const ROLLUPS = [
  'app_usage_days',
  'app_usage_totals',
  'app_first_sessions',
  'app_retention_counts',
  'app_content_days',
  'app_content_totals',
  'app_content_spans',
  'app_state_spans',
  'app_content_last_days',
  'app_state_last_days',
  'app_mood_days',
];
// Around London's clock changes of 2026 (29 March, 25 October) and the hours either side of their midnights.
const EDGES = [
  '2026-03-28T23:30:00Z',
  '2026-03-29T00:30:00Z',
  '2026-03-29T22:59:00Z',
  '2026-03-29T23:00:00Z',
  '2026-10-24T22:59:00Z',
  '2026-10-24T23:00:00Z',
  '2026-10-25T23:30:00Z',
  '2026-10-26T00:00:00Z',
];
const WINDOWS = [
  { start: Date.parse('2026-03-16T00:00:00Z'), days: 24 },
  { start: Date.parse('2026-10-12T00:00:00Z'), days: 24 },
];
const RANGES: DayRange[] = [
  { from: '2026-03-29', to: '2026-03-29' },
  { from: '2026-10-25', to: '2026-10-25' },
  { from: '2026-03-16', to: '2026-04-08' },
  { from: '2026-03-25', to: '2026-04-01' },
  { from: '2026-10-14', to: '2026-10-28' },
  { from: '2026-10-21', to: '2026-11-04' },
  { from: '2025-11-05', to: '2026-11-04' },
  // Between the windows: a patient active in both spans them without a day inside (long and short).
  { from: '2026-04-09', to: '2026-10-11' },
  { from: '2026-06-01', to: '2026-06-07' },
];
const FIRST_DAY = Date.parse('2026-03-14');
const dayOf = (n: number) => new Date(FIRST_DAY + n * 86_400_000).toISOString().slice(0, 10);
/** Any range from mid-March to mid-November, short or long: some start or end inside a patient's days. */
const range = fc
  .tuple(fc.integer({ min: 0, max: 240 }), fc.integer({ min: 0, max: 240 }))
  .map(([a, b]) => ({ from: dayOf(Math.min(a, b)), to: dayOf(Math.max(a, b)) }));
const norm = (list: Row[]) => list.map((r) => ({ ...r, count: Number(r.count) }));

/** Every analytics figure of one organisation and range, from the raw rows and from the roll-ups. */
async function compare(db: Db, organisationId: string, r: DayRange) {
  const rows = async (q: SQL) => ((await db.execute(q)) as unknown as { rows: Row[] }).rows;
  const raw = createRawFigures(rows);
  const rolled = createRollupFigures(rows);
  const s: AnalyticsScope = { organisationId, guardianId: null };
  const at = `${organisationId} ${r.from}..${r.to}`;
  expect(await rolled.appUsage(s, r), at).toEqual(await raw.appUsage(s, r));
  expect(await rolled.focusByState(s, r), at).toEqual(await raw.focusByState(s, r));
  expect(await rolled.focusByCode(s, r, 50), at).toEqual(await raw.focusByCode(s, r, 50));
  expect(await rolled.retention(s, r), at).toEqual(await raw.retention(s, r));
  expect(norm(await rolled.eventMoods(s, r)), at).toEqual(norm(await raw.eventMoods(s, r)));
  const [a, b] = [await rolled.moods(s, r, MOODS), await raw.moods(s, r, MOODS)];
  expect(norm(a.daily), at).toEqual(norm(b.daily));
  expect(norm(a.common), at).toEqual(norm(b.common));
}

const snapshot = async (db: Db) => {
  const out: Record<string, unknown[]> = {};
  for (const table of ROLLUPS)
    out[table] = (
      (await db.execute(sql.raw(`select * from ${table} t order by t::text`))) as unknown as { rows: Row[] }
    ).rows.map((row) => JSON.stringify(row));
  return out;
};

describe.each(databaseTargets)('analytics roll-ups on $name', (target) => {
  let t: TestApp;
  let db: Db;
  let stmarys: { id: string; organisationId: string }[];
  let infantil: string;
  let eventId: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    db = t.database.db;
    stmarys = [];
    for (const code of ['RAAAAA', 'RBBBBB', 'RCCCCC', 'RDDDDD'])
      stmarys.push(await createAppPatient(db, 'stmarys', code, 4));
    infantil = (await createAppPatient(db, 'infantil', 'RZZZZZ', 4)).organisationId;
    const [event] = ((await db.execute(sql`select id from events limit 1`)) as unknown as { rows: Row[] })
      .rows;
    eventId = String(event?.id);
  });
  afterAll(() => t.close());

  const session = (userId: string, organisationId: string, at: string) => ({
    userId,
    organisationId,
    clientId: randomUUID(),
    startedAt: new Date(at),
  });

  it('counts a London day of 23 or 25 hours whole, and a late first session moves its patient’s cohort', async () => {
    const [a, b] = stmarys as [
      { id: string; organisationId: string },
      { id: string; organisationId: string },
    ];
    const org = a.organisationId;
    // 00:30 BST and 23:30 GMT on 25 October: both London's 25th, the 25-hour day.
    await db
      .insert(appSessions)
      .values([session(a.id, org, '2026-10-24T23:30:00Z'), session(a.id, org, '2026-10-25T23:30:00Z')]);
    await db.insert(appSessions).values(session(b.id, org, '2026-10-28T10:00:00Z'));
    const rows = async (q: SQL) => ((await db.execute(q)) as unknown as { rows: Row[] }).rows;
    const rolled = createRollupFigures(rows);
    const s = { organisationId: org, guardianId: null };
    const day = await rolled.appUsage(s, { from: '2026-10-25', to: '2026-10-25' });
    expect(day).toMatchObject({ app_sessions: 2, active_patients: 1 });
    const weeks = { from: '2026-10-19', to: '2026-11-01' };
    expect(await rolled.retention(s, weeks)).toEqual([
      { week: '2026-10-19', patients: 1, retained: [1, 0] },
      { week: '2026-10-26', patients: 1, retained: [1] },
    ]);
    // b's session of 20 October arrives after the one of the 28th: b joins the first week's cohort.
    await db.insert(appSessions).values(session(b.id, org, '2026-10-20T09:00:00Z'));
    expect(await rolled.retention(s, weeks)).toEqual([{ week: '2026-10-19', patients: 2, retained: [2, 1] }]);
    await compare(db, org, weeks);
    await db.delete(appSessions).where(inArray(appSessions.userId, [a.id, b.id]));
    expect(await rolled.retention(s, weeks)).toEqual([]);
  });

  it('keeps a patient’s activity with the organisation it happened in when they move', async () => {
    const mover = stmarys[3] as { id: string; organisationId: string };
    await db.insert(appSessions).values(session(mover.id, mover.organisationId, '2026-10-20T10:00:00Z'));
    await db.update(users).set({ organisationId: infantil }).where(eq(users.id, mover.id));
    await db.insert(appSessions).values(session(mover.id, infantil, '2026-10-27T10:00:00Z'));
    const rows = async (q: SQL) => ((await db.execute(q)) as unknown as { rows: Row[] }).rows;
    const rolled = createRollupFigures(rows);
    const weeks = { from: '2026-10-19', to: '2026-11-01' };
    const before = await rolled.retention({ organisationId: mover.organisationId, guardianId: null }, weeks);
    expect(before).toEqual([{ week: '2026-10-19', patients: 1, retained: [1, 0] }]);
    const after = await rolled.retention({ organisationId: infantil, guardianId: null }, weeks);
    expect(after).toEqual([{ week: '2026-10-26', patients: 1, retained: [1] }]);
    for (const org of [mover.organisationId, infantil]) await compare(db, org, weeks);
    await db.delete(appSessions).where(eq(appSessions.userId, mover.id));
    await db.update(users).set({ organisationId: mover.organisationId }).where(eq(users.id, mover.id));
  });

  it('gives the raw rows’ figures for any activity, in any order, after deletions', async () => {
    const instant = fc.oneof(
      fc.constantFrom(...EDGES),
      fc
        .record({ w: fc.constantFrom(...WINDOWS), minute: fc.integer({ min: 0, max: 24 * 24 * 60 - 1 }) })
        .map(({ w, minute }) => new Date(w.start + minute * 60_000).toISOString()),
    );
    const activity = fc.record({
      kind: fc.constantFrom('session', 'session', 'focus', 'mood'),
      patient: fc.integer({ min: 0, max: 3 }),
      // The last patient moved to Hospital Infantil: some of their rows happened there.
      moved: fc.boolean(),
      at: instant,
      state: fc.constantFrom('game', 'video', 'mission'),
      code: fc.constantFrom('c1', 'c2', 'c3'),
      seconds: fc.integer({ min: 1, max: 900 }),
      mood: fc.constantFrom(...MOODS),
      onEvent: fc.boolean(),
      batch: fc.integer({ min: 0, max: 3 }),
      gone: fc.integer({ min: 0, max: 5 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(activity, { minLength: 1, maxLength: 40 }),
        fc.array(range, { minLength: 3, maxLength: 3 }),
        async (list, ranges) => {
          const patients = stmarys.map((p) => p.id);
          const orgOf = (a: (typeof list)[number]) =>
            a.patient === 3 && a.moved ? infantil : (stmarys[0] as { organisationId: string }).organisationId;
          // Written in batches, each batch's rows in the generated (unsorted) order.
          for (let batch = 0; batch < 4; batch++) {
            const mine = list.filter((a) => a.batch === batch);
            const base = (a: (typeof list)[number]) => ({
              userId: patients[a.patient] as string,
              organisationId: orgOf(a),
              clientId: randomUUID(),
            });
            const ss = mine.filter((a) => a.kind === 'session');
            const fs = mine.filter((a) => a.kind === 'focus');
            const ms = mine.filter((a) => a.kind === 'mood');
            if (ss.length)
              await db.insert(appSessions).values(ss.map((a) => ({ ...base(a), startedAt: new Date(a.at) })));
            if (fs.length)
              await db.insert(appFocusTime).values(
                fs.map((a) => ({
                  ...base(a),
                  state: a.state,
                  code: a.code,
                  seconds: a.seconds,
                  startedAt: new Date(a.at),
                })),
              );
            if (ms.length)
              await db.insert(appMoods).values(
                ms.map((a) => ({
                  ...base(a),
                  mood: a.mood,
                  eventId: a.onEvent ? eventId : null,
                  recordedAt: new Date(a.at),
                })),
              );
          }
          const check = async () => {
            for (const r of [...RANGES, ...ranges])
              for (const org of [(stmarys[0] as { organisationId: string }).organisationId, infantil])
                await compare(db, org, r);
          };
          await check();
          // The retention sweep and erasures delete rows; an event deleted leaves its moods without one.
          const doomed = list.filter((a) => a.gone === 0).map((a) => new Date(a.at));
          if (doomed.length) {
            await db
              .delete(appSessions)
              .where(
                sql`${inArray(appSessions.userId, patients)} and ${inArray(appSessions.startedAt, doomed)}`,
              );
            await db
              .delete(appFocusTime)
              .where(
                sql`${inArray(appFocusTime.userId, patients)} and ${inArray(appFocusTime.startedAt, doomed)}`,
              );
          }
          await db
            .update(appMoods)
            .set({ eventId: null })
            .where(sql`${inArray(appMoods.userId, patients)} and ${appMoods.mood} = 'sad'`);
          await check();
          const kept = await snapshot(db);
          await db.execute(sql`select app_rollups_rebuild()`);
          expect(await snapshot(db)).toEqual(kept);
          for (const table of [appSessions, appFocusTime, appMoods])
            await db.delete(table).where(inArray(table.userId, patients));
          const left = (await db.execute(
            sql`select count(*)::int as n from app_usage_days where user_id in (${sql.join(
              patients.map((p) => sql`${p}::uuid`),
              sql`, `,
            )})`,
          )) as unknown as { rows: Row[] };
          expect(Number(left.rows[0]?.n)).toBe(0);
        },
      ),
      { numRuns: 6 },
    );
  }, 300_000);
});
