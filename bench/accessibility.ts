/**
 * `node bench/accessibility.ts` (build first: vite build): Lighthouse accessibility on the main
 * screens in English, Arabic and Spanish, against the built portal served by the real
 * server with the demo data. Goal: 100 on every line; a line below names the failing audits.
 * `npm run bench` prints the same table (SKIP=accessibility leaves it out).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accessibilityLine, MAIN_SCREENS } from './lib/accessibility.ts';
import { accessibilityScores } from './lib/browser.ts';
import { prepareDatabase } from './lib/data.ts';
import { startServer } from './lib/processes.ts';

const work = mkdtempSync(path.join(tmpdir(), 'lantern-a11y-'));
const dataDir = path.join(work, 'data');
await prepareDatabase({ dataDir });
const server = await startServer({ dataDir });
try {
  const scores = await accessibilityScores(server.url, MAIN_SCREENS);
  for (const s of scores) console.log(accessibilityLine(s));
  const perfect = scores.filter((s) => s.score === 100).length;
  console.log(`\n${perfect} of ${scores.length} screens score 100 (goal: all)`);
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
