/**
 * The exports at a large hospital's size, on PostgreSQL: grows St Mary's with bench/lib/grow.ts (as
 * bench/scale.ts grows step 2: patients, guardians, questionnaire answers) and, for the questionnaire
 * with the most answers (its xlsx, FHIR and NDJSON files), the audit log's export and a saved report of
 * every patient (its xlsx),
 * prints the first byte's time, the whole file's time and size, the server's memory growth (RSS,
 * sampled every 100 ms, over the start), /api/health's slowest answer while the export runs (asked
 * every 100 ms) and the event loop's longest delay (monitorEventLoopDelay, bench/lib/loop-delay.ts).
 * Prints; asserts nothing.
 *
 *   node bench/exports.ts                                  (a throw-away cluster: 50,000 + 50,000, 1 M answers)
 *   PATIENTS=10000 ANSWERS=100000 node bench/exports.ts    (a smaller hospital)
 *   DATABASE_URL=postgres://… node bench/exports.ts        (a database of your own, grown in place)
 *   ONLY=report                                            (only the exports whose name starts so)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { organisations } from '../server/modules/organisations/schema.ts';
import { seedDemo } from '../server/seed.ts';
import { apiSignIn } from '../tests/support/second-factor.ts';
import { grow } from './lib/grow.ts';
import { startPostgres, startServer } from './lib/processes.ts';
import { BENCH_SECRET } from './lib/staff-sign-in.ts';

const patients = Number(process.env.PATIENTS ?? 50_000);
const answers = Number(process.env.ANSWERS ?? 1_000_000);
const cluster = process.env.DATABASE_URL ? null : await startPostgres();
const url = process.env.DATABASE_URL ?? cluster?.databaseUrl;
if (!url) throw new Error('bench/exports.ts needs PostgreSQL: set DATABASE_URL or install it (initdb)');
const work = mkdtempSync(path.join(tmpdir(), 'lantern-exports-'));
const rssMb = (pid: number | undefined) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? Math.round(Number(line[1]) / 1024) : 0;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  const database = await openDatabase({ url, statementTimeoutMs: 0 });
  try {
    const find = () => database.db.select().from(organisations).where(eq(organisations.urlCode, 'stmarys'));
    if ((await find()).length === 0) await seedDemo(database.db, { secondFactorSecret: BENCH_SECRET });
    const [stMarys] = await find();
    if (!stMarys) throw new Error('the demo data has no St Mary’s');
    console.error(`growing St Mary's to ${patients} patients and ${answers} answers…`);
    await grow(database.db, stMarys.id, {
      name: 'exports',
      guardians: patients,
      patients,
      appEvents: 0,
      answers,
      calendarEvents: 0,
    });
  } finally {
    await database.close();
  }
  await measure();
} finally {
  await cluster?.stop();
  rmSync(work, { recursive: true, force: true });
}

async function measure() {
  const loopFile = path.join(work, 'loop.json');
  const server = await startServer({
    dataDir: path.join(work, 'server'),
    databaseUrl: url,
    nodeArgs: ['--import', './bench/lib/loop-delay.ts'],
    env: { LOOP_DELAY_FILE: loopFile },
  });
  const loopMax = async () => {
    process.kill(server.pid as number, 'SIGUSR2');
    await sleep(200);
    return (JSON.parse(readFileSync(loopFile, 'utf8')) as { maxMs: number }).maxMs;
  };
  try {
    const { access_token } = await apiSignIn(server.url, 'admin@stmarys.test', 'Lantern-demo-2026!');
    const headers = { authorization: `Bearer ${access_token}` };
    const get = async (p: string) => (await fetch(`${server.url}/api${p}`, { headers })).json();
    const lines: string[] = [];

    async function exported(what: string, p: string) {
      if (process.env.ONLY && !what.startsWith(process.env.ONLY)) return;
      await loopMax(); // resets the probe
      const before = rssMb(server.pid);
      let peak = before;
      let health = 0;
      let running = true;
      const probes = (async () => {
        while (running) {
          const started = performance.now();
          await fetch(`${server.url}/api/health`).then((r) => r.arrayBuffer());
          health = Math.max(health, performance.now() - started);
          peak = Math.max(peak, rssMb(server.pid));
          await sleep(100);
        }
      })();
      const started = performance.now();
      const res = await fetch(`${server.url}/api${p}`, { headers });
      if (!res.ok || !res.body) throw new Error(`${p}: ${res.status} ${await res.text()}`);
      let first = 0;
      let bytes = 0;
      for await (const chunk of res.body) {
        if (!first) first = performance.now() - started;
        bytes += (chunk as Uint8Array).byteLength;
      }
      const total = performance.now() - started;
      running = false;
      await probes;
      lines.push(
        `${what.padEnd(40)} first byte ${(first / 1000).toFixed(2)} s, total ${(total / 1000).toFixed(1)} s, ` +
          `${(bytes / 1e6).toFixed(1)} MB, memory +${peak - before} MB, /api/health max ${Math.round(health)} ms, ` +
          `event loop max ${await loopMax()} ms`,
      );
    }

    type Listed = { data: { id: string }[] };
    let most = { id: '', total: 0 };
    for (const { id } of ((await get('/questionnaire/all')) as Listed).data) {
      const { total } = (await get(`/questionnaire/responses?questionnaireId=${id}&size=10`)) as {
        total: number;
      };
      if (total > most.total) most = { id, total };
    }
    await exported(
      `questionnaire xlsx (${most.total} asked)`,
      `/questionnaire/responses/xlsx?questionnaireId=${most.id}`,
    );
    await exported(
      `questionnaire FHIR (${most.total} asked)`,
      `/questionnaire/responses/fhir?questionnaireId=${most.id}`,
    );
    await exported(
      `questionnaire NDJSON (${most.total} asked)`,
      `/questionnaire/responses/ndjson?questionnaireId=${most.id}`,
    );
    const { total: audited } = (await get('/audit?page_size=10')) as { total: number };
    await exported(`audit export (${audited} entries)`, '/audit/export');
    const saved = await fetch(`${server.url}/api/reporting`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Every patient and their areas',
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
    if (saved.status !== 201) throw new Error(`saving a report: ${saved.status} ${await saved.text()}`);
    const report = (await saved.json()) as { id: string };
    await exported(`report export (${patients} + demo patients)`, `/reporting/${report.id}/export`);
    console.log(
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}, server RSS ${rssMb(server.pid)} MB`,
    );
    for (const l of lines) console.log(l);
  } finally {
    await server.stop();
  }
}
