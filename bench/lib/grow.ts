/**
 * Grows St Mary's to a large hospital's year with generate_series, in place: guardians and patients,
 * app activity (a few heavy users, busier recent days), questionnaire answers and calendar events.
 * Each call adds what is missing to reach its step, so step 2 builds on step 1.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { createUsageRollupRebuild } from '../../server/modules/usage/rollup-rebuild-queries.ts';

export interface Step {
  name: string;
  guardians: number;
  patients: number;
  appEvents: number;
  answers: number;
  calendarEvents: number;
}

const CHUNK = 1_000_000;
const ACTIVITY = ['app_sessions', 'app_focus_time', 'app_moods'];
const count = async (db: Db, query: SQL) =>
  Number(((await db.execute(query)) as unknown as { rows: { n: unknown }[] }).rows[0]?.n ?? 0);
const timed = async (what: string, work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  console.error(`  ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
};

export async function grow(db: Db, organisationId: string, step: Step): Promise<void> {
  const org = sql`${organisationId}::uuid`;
  const users = async (type: number, prefix: string, target: number) => {
    const have = await count(db, sql`select count(*) as n from users where email like ${`${prefix}%`}`);
    if (have >= target) return;
    await timed(`${target - have} ${prefix} accounts`, () =>
      db.execute(sql`insert into users (type, status, email, first_name, surname, patient_number, organisation_id, created_at)
        select ${type}::int, 4, ${prefix}::text || i || '@example.test', (array['Amelia','Oliver','Isla','Noah','Ava','Leo','Mia','Arthur'])[1 + i % 8],
          (array['Patel','Jones','Williams','Khan','Brown','Taylor','Nowak','Davies'])[1 + (i * 7) % 8] || '-' || i,
          case when ${type}::int = 3 then 'S' || (1000000 + i) end, ${org}, now() - (i % 700) * interval '1 day'
        from generate_series(${have + 1}::int, ${target}::int) as g(i)`),
    );
  };
  await users(2, 'scale-guardian-', step.guardians);
  await users(3, 'scale-patient-', step.patients);

  // Patients by number, 0 the heaviest app user: power(random(), 3) picks low numbers far more often.
  await db.execute(sql`drop table if exists scale_patients`);
  await db.execute(sql`create unlogged table scale_patients as
    select (row_number() over (order by email) - 1)::int as i, id from users where email like 'scale-patient-%'`);
  await db.execute(sql`create unique index on scale_patients (i)`);
  const patients = step.patients;
  const have = await count(
    db,
    sql`select (select count(*) from app_sessions) + (select count(*) from app_focus_time) + (select count(*) from app_moods) as n`,
  );
  if (have < step.appEvents) {
    // A bulk load: the roll-ups are rebuilt once at the end rather than per statement.
    for (const table of ACTIVITY) await db.execute(sql.raw(`alter table ${table} disable trigger user`));
    // Half sessions, a third time in focus, the rest moods; days back from today, busier recently.
    // Each row draws its patient (a join: a subquery of random() alone would be drawn once) and its day.
    // (random() in a subquery's select list keeps it from being merged into the join's condition.)
    const draws = (n: number) => sql`(select p.id as u, d.at, d.i from (
        select g.i, least(${patients - 1}::int, floor(${patients}::int * power(random(), 3))::int) as k,
          now() - floor(365 * power(random(), 1.6)) * interval '1 day' - random() * interval '16 hours' as at
        from generate_series(1, ${n}::int) g(i)) d
      join scale_patients p on p.i = d.k)`;
    for (let done = have; done < step.appEvents; done += CHUNK) {
      const n = Math.min(CHUNK, step.appEvents - done);
      const [s, f] = [Math.round(n * 0.5), Math.round(n * 0.33)];
      await timed(`app events ${done + n}/${step.appEvents}`, async () => {
        await db.execute(sql`insert into app_sessions (user_id, organisation_id, client_id, started_at, ended_at)
          select x.u, ${org}, gen_random_uuid(), x.at, x.at + interval '12 minutes' from ${draws(s)} x`);
        await db.execute(sql`insert into app_focus_time (user_id, organisation_id, client_id, state, code, started_at, seconds)
          select x.u, ${org}, gen_random_uuid(), c.state, c.code, x.at, 30 + floor(random() * 600)::int
          from ${draws(f)} x
          join (select (row_number() over () - 1)::int as k, * from (values ('game', 'game-bubble-breathing'),
            ('environment', 'env-beach'), ('experience', 'exp-mri'), ('quiz', 'quiz-1'), ('mission', 'mission-1'),
            ('home', 'home'), ('calendar', 'calendar')) v(state, code)) c on c.k = x.i % 7`);
        await db.execute(sql`insert into app_moods (user_id, organisation_id, client_id, mood, recorded_at)
          select x.u, ${org}, gen_random_uuid(),
            (array['happy','calm','okay','tired','sad','worried','angry'])[1 + floor(power(random(), 2) * 7)::int], x.at
          from ${draws(n - s - f)} x`);
      });
    }
    // Statistics first: the rebuild's statements are planned from them, and a database grown from the
    // demo in one go still has the demo's (a few rows a table). Grown straight to step 2 that way, the
    // rebuild once ran for over an hour; grown to step 1 and analysed first, it took 190 s at step 2 (in one
    // statement block, app_rollups_rebuild(); bench/rollup-rebuild.ts times both).
    await timed('activity analysed', () => db.execute(sql.raw(`analyze ${ACTIVITY.join(', ')}`)));
    // The triggers back on first: the batched rebuild runs beside live writes, as the job does.
    for (const table of ACTIVITY) await db.execute(sql.raw(`alter table ${table} enable trigger user`));
    await timed('roll-ups rebuilt from the raw rows, in batches', () => createUsageRollupRebuild(db).run());
  }

  const answers = await count(db, sql`select count(*) as n from questionnaire_responses`);
  // Spread over the organisation's questionnaire versions, however many the demo has (a modulo larger
  // than their number left two answers in three without a version, and so unwritten).
  const versions = await count(
    db,
    sql`select count(*) as n from questionnaire_versions qv join questionnaires q on q.id = qv.questionnaire_id
      where q.organisation_id = ${org}`,
  );
  if (answers < step.answers && versions > 0)
    await timed(`${step.answers - answers} questionnaire answers`, () =>
      db.execute(sql`insert into questionnaire_responses (questionnaire_id, version_id, organisation_id, user_id, status,
          answers, score, assigned_at, answered_at)
        select v.questionnaire_id, v.id, ${org}, p.id, 'completed', '[]'::jsonb, floor(random() * 20),
          now() - g.i % 365 * interval '1 day', now() - g.i % 365 * interval '1 day' + interval '2 hours'
        from generate_series(1, ${step.answers - answers}::int) g(i)
        join scale_patients p on p.i = g.i % ${patients}::int
        join lateral (select qv.id, qv.questionnaire_id from questionnaire_versions qv
          join questionnaires q on q.id = qv.questionnaire_id where q.organisation_id = ${org}
          order by qv.id offset g.i % ${versions}::int limit 1) v on true`),
    );
  const calendar = await count(db, sql`select count(*) as n from events where title like 'Scale %'`);
  if (calendar < step.calendarEvents)
    await timed(`${step.calendarEvents - calendar} calendar events`, () =>
      db.execute(sql`insert into events (organisation_id, author_type, title, kind, start_time, end_time)
        select ${org}, 1, 'Scale ' || i, (array['appointment','procedure','activity','reminder','other'])[1 + i % 5],
          now() - (i % 365) * interval '1 day' + (i % 10) * interval '1 hour',
          now() - (i % 365) * interval '1 day' + (i % 10) * interval '1 hour' + interval '45 minutes'
        from generate_series(${calendar + 1}::int, ${step.calendarEvents}::int) as g(i)`),
    );
  // Two busy months ahead (whole London months): 1,500 events in one, 5,000 in the next, for the
  // calendar's month that must answer every one of them.
  for (const [months, events] of [
    [2, 1_500],
    [3, 5_000],
  ] as const) {
    const title = `Busy ${events} `;
    const have = await count(db, sql`select count(*) as n from events where title like ${`${title}%`}`);
    if (have < events)
      await timed(`${events - have} events in a busy month`, () =>
        db.execute(sql`insert into events (organisation_id, author_type, title, kind, start_time, end_time)
          select ${org}, 1, ${title} || i, 'appointment',
            date_trunc('month', now() at time zone 'Europe/London') at time zone 'Europe/London'
              + ${months}::int * interval '1 month' + (i % 27) * interval '1 day' + (8 + i % 10) * interval '1 hour',
            date_trunc('month', now() at time zone 'Europe/London') at time zone 'Europe/London'
              + ${months}::int * interval '1 month' + (i % 27) * interval '1 day' + (9 + i % 10) * interval '1 hour'
          from generate_series(${have + 1}::int, ${events}::int) as g(i)`),
      );
  }
  await timed('vacuum analyze', () => db.execute(sql`vacuum analyze`));
}
