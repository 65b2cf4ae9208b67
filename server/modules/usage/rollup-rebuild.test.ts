/**
 * The analytics' roll-ups rebuilt in batches end equal to a from-scratch computation
 * (`app_rollups_rebuild()`), after a stop, and with activity written between batches, about patients
 * the run has rebuilt and patients it has not reached, in either part of the run.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { batchProgress } from '../../jobs/schema.ts';
import { createAppPatient } from '../../test/app-patients.ts';
import { createTestApp, databaseTargets, first, type TestApp } from '../../test/harness.ts';
import { createUsageRollupRebuild, USAGE_ROLLUP_REBUILD } from './rollup-rebuild-queries.ts';
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
type Patient = { id: string; organisationId: string };

/** Every roll-up whole, each in a fixed order. */
const snapshot = async (db: Db) => {
  const out: Record<string, string[]> = {};
  for (const table of ROLLUPS)
    out[table] = (
      (await db.execute(sql.raw(`select t::text as row from ${table} t order by 1`))) as unknown as {
        rows: { row: string }[];
      }
    ).rows.map((r) => r.row);
  return out;
};
/** What a from-scratch computation gives (it replaces the roll-ups, which are then the same). */
const fromScratch = async (db: Db) => {
  await db.execute(sql`select app_rollups_rebuild()`);
  return snapshot(db);
};
const placeOf = async (db: Db) =>
  first(await db.select().from(batchProgress).where(eq(batchProgress.name, USAGE_ROLLUP_REBUILD)));

describe.each(databaseTargets)('the analytics roll-ups rebuilt in batches on $name', (target) => {
  let t: TestApp;
  let db: Db;
  let patients: Patient[];

  /** A session, time in focus and a mood of one patient at `at`, in `organisationId` (theirs by default). */
  const activity = async (p: Patient, at: string, organisationId = p.organisationId) => {
    const base = { userId: p.id, organisationId, startedAt: new Date(at) };
    const [s] = await db
      .insert(appSessions)
      .values({ ...base, clientId: randomUUID() })
      .returning();
    await db.insert(appFocusTime).values({
      ...base,
      clientId: randomUUID(),
      appSessionId: s?.id,
      state: 'game',
      code: `c${at.slice(9, 10)}`,
      seconds: 60 + Number(at.slice(8, 10)),
    });
    await db.insert(appMoods).values({
      userId: p.id,
      organisationId,
      clientId: randomUUID(),
      mood: 'calm',
      recordedAt: new Date(at),
    });
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    db = t.database.db;
    patients = [];
    for (const code of ['RBATCA', 'RBATCB', 'RBATCC', 'RBATCD', 'RBATCE'])
      patients.push(await createAppPatient(db, 'stmarys', code, 4));
    patients.push(await createAppPatient(db, 'infantil', 'RBATCF', 4));
    const infantil = (patients[5] as Patient).organisationId;
    for (const [i, p] of patients.entries()) {
      await activity(p, `2026-03-${String(20 + i).padStart(2, '0')}T23:30:00Z`);
      await activity(p, `2026-10-${String(10 + i).padStart(2, '0')}T09:00:00Z`);
    }
    // One patient's activity in two organisations (they moved).
    await activity(patients[0] as Patient, '2026-10-28T10:00:00Z', infantil);
  });
  afterAll(() => t.close());

  it('resumes a stopped rebuild after its last batch and ends with the from-scratch roll-ups', async () => {
    const expected = await fromScratch(db);
    expect(expected.app_usage_days?.length).toBeGreaterThan(0);
    // Roll-ups gone wrong: rows lost, some inflated, some of an organisation that no longer exists.
    await db.execute(sql`delete from app_content_days where state = 'game'`);
    await db.execute(
      sql`delete from app_first_sessions where user_id = ${(patients[1] as Patient).id}::uuid`,
    );
    await db.execute(sql`update app_usage_totals set sessions = sessions + 5`);
    await db.execute(sql`update app_mood_days set count = count + 1`);
    await db.execute(
      sql`insert into app_retention_counts values (gen_random_uuid(), '2026-01-05', '2026-01-05', 3)`,
    );
    await db.execute(
      sql`insert into app_usage_days values (gen_random_uuid(), '2026-01-05', gen_random_uuid(), 1, 0)`,
    );

    const stopped = createUsageRollupRebuild(db, {
      batchPatients: 3,
      afterBatch: async (n) => {
        if (n === 4) throw new Error('the server stopped');
      },
    });
    await expect(stopped.run()).rejects.toThrow('the server stopped');
    expect(await placeOf(db)).toMatchObject({ batches: 4, finishedAt: null });
    const resumed = await createUsageRollupRebuild(db, { batchPatients: 3 }).run();
    const done = await placeOf(db);
    expect(done.batches).toBe(4 + resumed);
    expect(done.finishedAt).not.toBeNull();
    expect(await snapshot(db)).toEqual(expected);

    // A finished run does not stop the next from starting again, in batches of another size: St Mary's
    // totals (of March and of October) take a batch of fourteen days each, each ending later than the last.
    const stMarys = (patients[0] as Patient).organisationId;
    const places: string[] = [];
    const again = createUsageRollupRebuild(db, {
      batchPatients: 7,
      afterBatch: async () => {
        places.push((await placeOf(db)).after ?? '');
      },
    });
    expect(await again.run()).toBe(places.length);
    const days = places.filter((p) => p.startsWith(`organisations/${stMarys}/`)).map((p) => p.split('/')[2]);
    expect(days.length).toBeGreaterThan(1);
    expect(days).toEqual([...new Set(days)].sort());
    expect(await snapshot(db)).toEqual(expected);
  });

  it('counts once what is written between batches, before and after the rebuild’s place', async () => {
    await fromScratch(db);
    const written = { patients: [] as string[], organisations: 0 };
    const run = createUsageRollupRebuild(db, {
      batchPatients: 2,
      afterBatch: async () => {
        const place = (await placeOf(db)).after ?? '';
        if (place.startsWith('patients/')) {
          const upto = place.slice('patients/'.length);
          // One patient the run has rebuilt and one it has not reached, each written once.
          const done = patients.find((p) => p.id <= upto && !written.patients.includes(p.id));
          const ahead = patients.find((p) => p.id > upto && !written.patients.includes(p.id));
          if (!done || !ahead || written.patients.length >= 4) return;
          for (const p of [done, ahead]) {
            written.patients.push(p.id);
            await activity(p, '2026-10-30T08:00:00Z');
            // An event moved to another day and one taken away.
            await db
              .update(appSessions)
              .set({ startedAt: new Date('2026-11-02T08:00:00Z') })
              .where(
                and(
                  eq(appSessions.userId, p.id),
                  eq(appSessions.startedAt, new Date('2026-10-30T08:00:00Z')),
                ),
              );
            const [gone] = await db.select().from(appFocusTime).where(eq(appFocusTime.userId, p.id)).limit(1);
            await db.delete(appFocusTime).where(eq(appFocusTime.id, (gone as { id: string }).id));
          }
        } else if (written.organisations < 2) {
          // Totals recomputed or not yet: both organisations' patients, one of them moved.
          written.organisations += 1;
          await activity(patients[2] as Patient, `2026-11-0${3 + written.organisations}T12:00:00Z`);
          await activity(
            patients[5] as Patient,
            `2026-11-0${3 + written.organisations}T12:00:00Z`,
            (patients[0] as Patient).organisationId,
          );
        }
      },
    });
    expect(await run.run()).toBeGreaterThan(3);
    expect(written.patients).toHaveLength(4);
    expect(written.organisations).toBe(2);
    const rebuilt = await snapshot(db);
    expect(rebuilt).toEqual(await fromScratch(db));
    // The patients' activity is there once: each written patient's sessions as the raw rows have them.
    const sessions = (await db.execute(sql`select user_id, sum(sessions)::int as n from app_usage_days
      where user_id in (${sql.join(
        written.patients.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) group by 1`)) as unknown as { rows: { user_id: string; n: number }[] };
    for (const { user_id, n } of sessions.rows)
      expect(n).toBe(
        (
          await db
            .select()
            .from(appSessions)
            .where(inArray(appSessions.userId, [user_id]))
        ).length,
      );
  });
});
