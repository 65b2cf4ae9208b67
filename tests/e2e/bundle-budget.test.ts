/**
 * The bundle budget (bundle-budgets.json) on the portal as built (`vite build` writes the stats):
 * a chunk over budget fails, naming the chunk and its biggest modules. Sizes are bytes, not
 * times: the same sources always build to the same sizes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STATS_FILE, type BundleStats } from '../../scripts/build/bundle-output.ts';
import { checkBudgets, type Budgets } from '../../scripts/build/budget.ts';

const statsFile = `dist/${STATS_FILE}`;
if (!existsSync(statsFile)) throw new Error(`${statsFile} is missing: run "vite build" first`);
const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as BundleStats;
const budgets = JSON.parse(readFileSync('bundle-budgets.json', 'utf8')) as Budgets;
const lines = checkBudgets(stats, budgets);

describe('bundle budgets (brotli, as served)', () => {
  it.each(lines.map((line) => [line.what.replace(/ \(assets\/.*\)$/, ''), line] as const))(
    '%s',
    (_name, line) => {
      const why = `${line.what}: ${line.kb.toFixed(1)} kB, budget ${line.maxKb} kB\n  ${line.detail.join('\n  ')}`;
      expect(line.ok, why).toBe(true);
    },
  );
});
