/**
 * `node bench/lighthouse.ts`: Lighthouse alone, RUNS times (3), against the built portal served by
 * the real server (production mode, demo data): on the mobile preset a first visit to /login (the
 * cookie banner showing) and every guardian screen (tests/support/guardian-screens.ts); on the
 * desktop preset the admin's main screens. Prints every run with the load average it ran under,
 * the median per page, and the audits that cost the score in the median run. Scores on a shared
 * machine are noisy (the simulated mobile CPU multiplies what it observes): compare medians, and the
 * load average printed beside them.
 *
 * Each run first scores the stack's floor (bench/floor: React and MUI drawing one sign-in card, nothing
 * of the portal) under the same load, and every page's median is printed beside the floor's.
 *
 *   node bench/lighthouse.ts              (RUNS=5; build first: vite build; ONLY=login to run one page)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { audit, signInAs, withChromium, type Scores } from './lib/browser.ts';
import { prepareDatabase } from './lib/data.ts';
import { serveFloor } from './lib/floor.ts';
import { startServer } from './lib/processes.ts';
import { GUARDIAN_SCREENS } from '../tests/support/guardian-screens.ts';

interface Page {
  name: string;
  /** A path on the portal, or the floor page's own address. */
  path: string;
  floor?: true;
  who: 'visitor' | 'guardian@stmarys.test' | 'admin@stmarys.test';
  preset: 'mobile' | 'desktop';
}

const FLOOR = 'floor: one MUI card, no portal';
const PAGES: Page[] = [
  { name: FLOOR, path: '', floor: true, who: 'visitor', preset: 'mobile' },
  { name: 'login', path: '/login', who: 'visitor', preset: 'mobile' },
  ...GUARDIAN_SCREENS.map((screen): Page => ({
    name: `guardian ${screen}`,
    path: screen,
    who: 'guardian@stmarys.test',
    preset: 'mobile',
  })),
  { name: 'admin / (desktop)', path: '/', who: 'admin@stmarys.test', preset: 'desktop' },
  { name: 'admin /app-users (desktop)', path: '/app-users', who: 'admin@stmarys.test', preset: 'desktop' },
  {
    name: 'admin /questionnaires (desktop)',
    path: '/questionnaires',
    who: 'admin@stmarys.test',
    preset: 'desktop',
  },
];
const only = process.env.ONLY;
const pages = PAGES.filter((p) => p.floor || !only || p.name.includes(only));

const runs = Number(process.env.RUNS ?? 3);
const work = mkdtempSync(path.join(tmpdir(), 'lantern-lighthouse-'));
const dataDir = path.join(work, 'data');
await prepareDatabase({ dataDir });
const server = await startServer({ dataDir });
const floor = await serveFloor(path.join(work, 'floor'));
const results = new Map<string, Scores[]>();
const line = (s: Scores) =>
  `${s.performance}/${s.accessibility} (FCP ${s.fcp} ms, LCP ${s.lcp} ms, TBT ${s.tbt} ms, CLS ${s.cls.toFixed(3)}, SI ${s.si} ms)`;
try {
  for (let i = 0; i < runs; i += 1) {
    // A fresh browser each run: the visitor's first visit has no cookie, no cache.
    await withChromium(async (context, port) => {
      let signedIn: Page['who'] = 'visitor';
      for (const page of pages) {
        if (page.who !== signedIn && page.who !== 'visitor') {
          // Signed in, /login sends a person on: the next one starts from no session.
          if (signedIn !== 'visitor') await context.clearCookies();
          await signInAs(context, server.url, page.who);
          signedIn = page.who;
        }
        const load = loadavg()[0]?.toFixed(2);
        const address = page.floor ? floor.url : `${server.url}${page.path}`;
        const scores = await audit(address, port, undefined, page.preset);
        results.set(page.name, [...(results.get(page.name) ?? []), scores]);
        console.log(`run ${i + 1} (load ${load}): ${page.name} ${line(scores)}`);
      }
    });
  }
} finally {
  await server.stop();
  await floor.stop();
  rmSync(work, { recursive: true, force: true });
}

const median = (name: string): Scores | undefined => {
  const sorted = (results.get(name) ?? []).sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)];
};
const base = median(FLOOR);
for (const page of pages) {
  const s = median(page.name);
  if (!s) continue;
  const beside =
    base && !page.floor
      ? ` — floor ${base.performance}, TBT ${s.tbt - base.tbt >= 0 ? '+' : ''}${s.tbt - base.tbt} ms`
      : '';
  console.log(`\nmedian ${page.name} (${page.preset}): performance ${s.performance}, ${line(s)}${beside}`);
  for (const finding of s.findings) console.log(`  ${finding}`);
}
