/**
 * The bundle budget (bundle-budgets.json) checked against the build's bundle stats: the first
 * visit to /login, and every other chunk on its own. A chunk over budget is named with its
 * biggest modules, so that whoever grew it sees what to move out or load later.
 */
import type { BundleStats, ChunkStats } from './bundle-output.ts';

export interface Budgets {
  firstLoad: { screen: string; maxKb: number; goalKb?: number; forbiddenPackages: string[] };
  chunkMaxKb: number;
  chunkOverrides: Record<string, number>;
}

export interface BudgetLine {
  what: string;
  kb: number;
  maxKb: number;
  ok: boolean;
  /** Why it failed: the biggest modules, or a package that must not be there. */
  detail: string[];
}

export const kb = (bytes: number) => bytes / 1000;

/** The chunks a chunk needs before it runs: itself and its static imports, transitively. */
export function closure(stats: BundleStats, roots: ChunkStats[]): ChunkStats[] {
  const byFile = new Map(stats.chunks.map((c) => [c.file, c]));
  const seen = new Map<string, ChunkStats>();
  const visit = (chunk: ChunkStats) => {
    if (seen.has(chunk.file)) return;
    seen.set(chunk.file, chunk);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) visit(next);
    }
  };
  roots.forEach(visit);
  return [...seen.values()];
}

const packageOf = (id: string): string | null => {
  const at = id.lastIndexOf('node_modules/');
  if (at < 0) return null;
  const parts = id.slice(at + 'node_modules/'.length).split('/');
  return (parts[0]?.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
};

function biggest(chunks: ChunkStats[], count = 8): string[] {
  return chunks
    .flatMap((c) => c.modules.map((m) => ({ ...m, file: c.file })))
    .sort((a, b) => b.size - a.size)
    .slice(0, count)
    .map((m) => `${(m.size / 1000).toFixed(1)} kB before minifying  ${m.id}  (${m.file})`);
}

export function firstLoadChunks(stats: BundleStats, budgets: Budgets): ChunkStats[] {
  const entries = stats.chunks.filter((c) => c.isEntry);
  const screen = stats.chunks.find((c) => c.facadeModule === budgets.firstLoad.screen);
  if (!entries.length) throw new Error('the build has no entry chunk');
  if (!screen)
    throw new Error(
      `no chunk is the lazy screen ${budgets.firstLoad.screen} (bundle-budgets.json firstLoad.screen)`,
    );
  return closure(stats, [...entries, screen]);
}

export function checkBudgets(stats: BundleStats, budgets: Budgets): BudgetLine[] {
  const first = firstLoadChunks(stats, budgets);
  const firstBytes = first.reduce((sum, c) => sum + c.brotli, 0);
  const forbidden = first.flatMap((c) =>
    c.modules
      .filter((m) => budgets.firstLoad.forbiddenPackages.includes(packageOf(m.id) ?? ''))
      .map((m) => `${packageOf(m.id)} must not load on /login: ${m.id} is in ${c.file}`),
  );
  const lines: BudgetLine[] = [
    {
      what: `/login first visit (${first.length} chunks)`,
      kb: kb(firstBytes),
      maxKb: budgets.firstLoad.maxKb,
      ok: kb(firstBytes) <= budgets.firstLoad.maxKb && forbidden.length === 0,
      detail: [...forbidden.slice(0, 8), ...(kb(firstBytes) > budgets.firstLoad.maxKb ? biggest(first) : [])],
    },
  ];
  const firstFiles = new Set(first.map((c) => c.file));
  for (const chunk of stats.chunks) {
    if (firstFiles.has(chunk.file)) continue;
    const maxKb = budgets.chunkOverrides[chunk.name] ?? budgets.chunkMaxKb;
    const ok = kb(chunk.brotli) <= maxKb;
    lines.push({
      what: `chunk ${chunk.name} (${chunk.file})`,
      kb: kb(chunk.brotli),
      maxKb,
      ok,
      detail: ok ? [] : biggest([chunk]),
    });
  }
  return lines;
}
