/**
 * `node bench/lighthouse.ts`: Lighthouse alone, RUNS times (3) on /login and, signed in, on
 * /app-users, against the built portal served by the real server (production mode, demo data).
 * Prints every run and the median, and the audits that cost the score in the median run, so a
 * change can be judged without the whole of `npm run bench`. Scores on a shared machine are noisy
 * (the simulated mobile CPU multiplies what it observes): compare medians, and the load average
 * printed beside them.
 *
 *   node bench/lighthouse.ts              (RUNS=5; build first: vite build)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { lighthouseScores, type Scores } from './lib/browser.ts';
import { prepareDatabase } from './lib/data.ts';
import { startServer } from './lib/processes.ts';

const runs = Number(process.env.RUNS ?? 3);
const work = mkdtempSync(path.join(tmpdir(), 'lantern-lighthouse-'));
const dataDir = path.join(work, 'data');
await prepareDatabase({ dataDir });
const server = await startServer({ dataDir });
const results: { login: Scores; appUsers: Scores }[] = [];
try {
  for (let i = 0; i < runs; i += 1) {
    const load = loadavg()[0]?.toFixed(2);
    const r = await lighthouseScores(server.url);
    results.push(r);
    const line = (s: Scores) =>
      `${s.performance}/${s.accessibility} (FCP ${s.fcp} ms, LCP ${s.lcp} ms, TBT ${s.tbt} ms, CLS ${s.cls.toFixed(3)}, SI ${s.si} ms)`;
    console.log(`run ${i + 1} (load ${load}): /login ${line(r.login)}  /app-users ${line(r.appUsers)}`);
  }
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}

const median = (page: 'login' | 'appUsers'): Scores => {
  const sorted = results.map((r) => r[page]).sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)] as Scores;
};
for (const page of ['login', 'appUsers'] as const) {
  const s = median(page);
  console.log(
    `\nmedian ${page === 'login' ? '/login' : '/app-users'}: performance ${s.performance}, accessibility ${s.accessibility}, LCP ${s.lcp} ms, TBT ${s.tbt} ms`,
  );
  for (const finding of s.findings) console.log(`  ${finding}`);
}
