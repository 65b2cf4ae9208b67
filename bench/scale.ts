/**
 * A large hospital's year on PostgreSQL: grows St Mary's (bench/lib/grow.ts) to step 1 (10,000
 * guardians, 10,000 patients, 1,000,000 app events) then step 2 (50,000 + 50,000, 10,000,000 app
 * events, 1,000,000 questionnaire answers, 10,000 calendar events), starts the real server on it and
 * prints p50/p95 of every analytics call at 7/30/90/365 days (and 365 days over 30), the subscription
 * overview, the user list (its last page too, by number and by cursor), a reporting run,
 * questionnaire results (first and last page, the last by number and by cursor) and summary, a calendar month and two busy months (1,500 and 5,000 events: how many arrived),
 * each with the server's event-loop delay over its timed calls (monitorEventLoopDelay, read by the
 * probe bench/lib/loop-delay.ts) and its answer's size, and the server's memory. Prints; asserts
 * nothing. `SCALE=step3` grows a third step (500,000 + 500,000, 100,000,000 app events): only by name.
 *
 *   node bench/scale.ts                      (a throw-away PostgreSQL cluster, both steps)
 *   SCALE=step1 node bench/scale.ts          (step 1 only: a few minutes on 2 cores)
 *   SCALE=step2 DATABASE_URL=… node bench/scale.ts   (step 2 only; on a database already grown to
 *                                            it, nothing is added: the calls are measured again)
 *   DATABASE_URL=postgres://… node bench/scale.ts   (an empty database of your own)
 *   RUNS=20                                  (timed calls per figure, after two to warm up)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { organisations } from '../server/modules/organisations/schema.ts';
import { apiSignIn } from '../tests/support/second-factor.ts';
import { grow, type Step } from './lib/grow.ts';
import { startPostgres, startServer } from './lib/processes.ts';
import { BENCH_SECRET } from './lib/staff-sign-in.ts';
import { lineOf, timer, type Timing } from './lib/timed.ts';
import { seedDemo } from '../server/seed.ts';

const STEPS: Step[] = [
  {
    name: 'step1',
    guardians: 10_000,
    patients: 10_000,
    appEvents: 1_000_000,
    answers: 100_000,
    calendarEvents: 2_000,
  },
  {
    name: 'step2',
    guardians: 50_000,
    patients: 50_000,
    appEvents: 10_000_000,
    answers: 1_000_000,
    calendarEvents: 10_000,
  },
  {
    // A very large hospital (SCALE=step3 only: it needs about ten times step 2's disk and time).
    name: 'step3',
    guardians: 500_000,
    patients: 500_000,
    appEvents: 100_000_000,
    answers: 10_000_000,
    calendarEvents: 100_000,
  },
];
const RUNS = Number(process.env.RUNS ?? 15);
const ANALYTICS = ['app_usage', 'app_usage/detail', 'app_retention', 'events', 'moods'];
const DAYS = [7, 30, 90, 365];
const steps = STEPS.filter((step) =>
  process.env.SCALE ? process.env.SCALE === step.name : step.name !== 'step3',
);

const cluster = process.env.DATABASE_URL ? null : await startPostgres();
const url = process.env.DATABASE_URL ?? cluster?.databaseUrl;
if (!url) throw new Error('bench/scale.ts needs PostgreSQL: set DATABASE_URL or install it (initdb)');
const work = mkdtempSync(path.join(tmpdir(), 'lantern-scale-'));

const rssMb = (pid: number | undefined) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? Math.round(Number(line[1]) / 1024) : 0;
};

try {
  console.error(`preparing ${url.replace(/\/\/[^@]*@/, '//')} (the demo data)…`);
  // Sealed with the server's secret, the demo staff's authenticator lets the bench pass the second step.
  const seeding = await openDatabase({ url });
  try {
    // A database grown before (SCALE=step2 again) keeps its demo data.
    const seeded = await seeding.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.urlCode, 'stmarys'));
    if (seeded.length === 0) await seedDemo(seeding.db, { secondFactorSecret: BENCH_SECRET });
  } finally {
    await seeding.close();
  }
  for (const step of steps) {
    console.error(`growing St Mary's to ${step.name}…`);
    // A bulk load of a million rows takes longer than a request may: no statement timeout for it.
    const database = await openDatabase({ url, statementTimeoutMs: 0 });
    try {
      const [stMarys] = await database.db
        .select()
        .from(organisations)
        .where(eq(organisations.urlCode, 'stmarys'));
      if (!stMarys) throw new Error('the demo data has no St Mary’s');
      await grow(database.db, stMarys.id, step);
    } finally {
      await database.close();
    }
    await measure(step);
  }
} finally {
  await cluster?.stop();
  rmSync(work, { recursive: true, force: true });
}

async function measure(step: Step) {
  const loopFile = path.join(work, `${step.name}-loop.json`);
  const server = await startServer({
    dataDir: path.join(work, step.name),
    databaseUrl: url,
    nodeArgs: ['--import', './bench/lib/loop-delay.ts'],
    env: { LOOP_DELAY_FILE: loopFile },
  });
  try {
    const { access_token } = await apiSignIn(server.url, 'admin@stmarys.test', 'Lantern-demo-2026!');
    const headers = { authorization: `Bearer ${access_token}` };
    const { get, fetchOk, time } = timer({
      base: server.url,
      headers,
      pid: server.pid,
      loopFile,
      runs: RUNS,
    });
    const lines: string[] = [];
    const line = (what: string, t: Timing, extra = '') => lines.push(lineOf(what, t, extra));
    const dataOf = <T>(answer: unknown) =>
      (Array.isArray(answer) ? answer : ((answer as { data?: T[] }).data ?? [])) as T[];

    for (const call of ANALYTICS) {
      const p95: Record<number, number> = {};
      for (const days of DAYS) {
        const t = await time(`/analytics/${call}?days=${days}`);
        p95[days] = t.p95;
        line(`${call} ${days} days`, t);
      }
      lines.push(
        `${`${call} 365/30 days (ratio of p95s)`.padEnd(52)} ${((p95[365] ?? 0) / (p95[30] ?? 1)).toFixed(2)}`,
      );
    }
    line('analytics/subscription', await time('/analytics/subscription'));
    const guardians = (await get('/users?type=2&page=1&size=10')) as { total: number };
    const lastPage = Math.max(1, Math.ceil(guardians.total / 10));
    const lists = {
      'user list, first page': '/users?type=2&page=1&size=10',
      'user list, deep page (page 400)': '/users?type=2&page=400&size=10',
      [`user list, last page (page ${lastPage})`]: `/users?type=2&page=${lastPage}&size=10`,
      [`user list, last page by surname (page ${lastPage})`]: `/users?type=2&page=${lastPage}&size=10&sort=surname&order=asc`,
      'user list, search': '/users?type=2&search=patel&page=1&size=10',
      'user list, sorted by surname': '/users?type=2&page=3&size=25&sort=surname&order=asc',
      'user list, search sorted by surname': '/users?type=2&search=patel&page=3&size=25&sort=surname',
      // Read from users_listed_last_active_idx: the active, then the never active (every grown
      // guardian is never active, so the page is that group's entries in id order).
      'user list, sorted by last active': '/users?type=2&page=3&size=25&sort=last_active&order=desc',
    };
    for (const [what, p] of Object.entries(lists)) line(what, await time(p));
    // The last page again by cursor: the page before it (untimed) gives the cursor.
    const cursorAfter = async (p: string) =>
      encodeURIComponent(((await get(p)) as { next_cursor: string | null }).next_cursor ?? '');
    if (lastPage > 1)
      line(
        `user list, last page by cursor (after page ${lastPage - 1})`,
        await time(
          `/users?type=2&size=10&cursor=${await cursorAfter(`/users?type=2&page=${lastPage - 1}&size=10`)}`,
        ),
      );
    // The demo saves no report: the bench saves one an admin would (every patient, with their areas
    // and time in the app's games, sorted by first name), once.
    let report = dataOf<{ id: string }>(await get('/reporting'))[0];
    if (!report) {
      const res = await fetch(`${server.url}/api/reporting`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Every patient and their games',
          subject: 'patients',
          columns: [
            { kind: 'field', field: 'first_name' },
            { kind: 'field', field: 'patient_number' },
            { kind: 'field', field: 'created_at' },
            { kind: 'areas' },
            { kind: 'time_in_focus', state: 'game' },
          ],
          filters: {},
          sort: { field: 'first_name', order: 'asc' },
        }),
      });
      if (res.status !== 201) throw new Error(`saving a report: ${res.status} ${await res.text()}`);
      report = (await res.json()) as { id: string };
    }
    line('reporting run, first page', await time(`/reporting/${report.id}/run?page=1&size=10`));
    // The questionnaire with the most answers (the grown ones spread over the demo's versions).
    for (const questionnaire of dataOf<{ id: string }>(await get('/questionnaire/all'))) {
      const results = `/questionnaire/responses?questionnaireId=${questionnaire.id}`;
      const { total } = (await get(`${results}&size=10`)) as { total: number };
      if (total < 1000) continue;
      line(`questionnaire results (${total} answers)`, await time(results));
      line(
        'questionnaire results, last page',
        await time(`${results}&size=10&page=${Math.ceil(total / 10)}`),
      );
      const before = `${results}&size=10&page=${Math.ceil(total / 10) - 1}`;
      line(
        'questionnaire results, last page by cursor',
        await time(`${results}&size=10&cursor=${await cursorAfter(before)}`),
      );
      line(
        'questionnaire summary',
        await time(`/questionnaire/responses/summary?questionnaireId=${questionnaire.id}`),
      );
    }
    const today = new Date();
    const month = (d: number) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + d, 1)).toISOString();
    const window = (from: number) =>
      `/event?search=${encodeURIComponent(
        JSON.stringify({
          start_time: [
            { type: 'date', operator: 'gte', value: month(from) },
            { type: 'date', operator: 'lte', value: new Date(Date.parse(month(from + 1)) - 1).toISOString() },
          ],
        }),
      )}`;
    // This month, then the busy months grown ahead (1,500 and 5,000 events): every event must arrive.
    for (const [what, from] of [
      ['calendar month', 0],
      ['calendar month of 1,500 events', 2],
      ['calendar month of 5,000 events', 3],
    ] as const) {
      const answer = await fetchOk(window(from));
      const received = (JSON.parse(answer.body) as unknown[]).length;
      const total = answer.headers.get('x-total-count');
      line(what, await time(window(from)), `${received} events received of ${total}`);
    }
    lines.push(`server RSS after the calls: ${rssMb(server.pid)} MB`);
    console.log(
      `\n${step.name}: ${step.guardians} guardians, ${step.patients} patients, ${step.appEvents} app events, ` +
        `${step.answers} questionnaire answers, ${step.calendarEvents} calendar events (PostgreSQL, ${RUNS} runs; ` +
        `load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')})`,
    );
    console.log(lines.join('\n'));
  } finally {
    await server.stop();
  }
}
