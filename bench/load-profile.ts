/**
 * `node bench/load-profile.ts <path> [who]`: where a page load's main-thread time goes, as Lighthouse's
 * mobile preset sees it: the built portal served by the real server, the CPU slowed four times, a CPU
 * profile from navigation until the page is quiet. Each sample is mapped back through the build's source
 * maps and summed by package (or portal folder), with the long tasks (over 50 ms) listed.
 *
 *   vite build && node bench/load-profile.ts /login
 *   node bench/load-profile.ts / guardian@stmarys.test
 *   CALLER=zod node bench/load-profile.ts / guardian@stmarys.test   (one package's time, by caller)
 */
import { readFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { withChromium, signInAs } from './lib/browser.ts';
import { prepareDatabase } from './lib/data.ts';
import { startServer } from './lib/processes.ts';

const [target = '/login', who] = process.argv.slice(2);
const work = mkdtempSync(path.join(tmpdir(), 'lantern-profile-'));
const dataDir = path.join(work, 'data');
await prepareDatabase({ dataDir });
const server = await startServer({ dataDir });

interface Node {
  id: number;
  callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, TraceMap | null>();
function mapOf(url: string): TraceMap | null {
  const known = maps.get(url);
  if (known !== undefined) return known;
  const file = path.join('dist', new URL(url).pathname);
  const map = existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null;
  maps.set(url, map);
  return map;
}
function bucket(frame: Node['callFrame']): string {
  if (!frame.url) return frame.functionName || '(program)';
  if (!frame.url.includes('/assets/')) return new URL(frame.url).pathname;
  const map = mapOf(frame.url);
  const source = map
    ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }).source
    : null;
  if (!source) return path.basename(new URL(frame.url).pathname);
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope = '', name = ''] = source.slice(modules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const inRepo = source.replace(/^(\.\.\/)+/, '');
  return process.env.CALLER ? inRepo : inRepo.split('/').slice(0, 3).join('/');
}

try {
  await withChromium(async (context) => {
    if (who) await signInAs(context, server.url, who);
    const page = await context.newPage();
    await page.setViewportSize({ width: 412, height: 823 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.url}${target}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
    // CALLER=zod: that package's time by who called it — the nearest portal file up the stack, or the chunk
    // whose top level ran it (a module's schemas are built as it loads).
    const caller = process.env.CALLER;
    const callerOf = (id: number): string => {
      const chain: string[] = [];
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const frame = byId.get(at)?.callFrame;
        if (!frame) continue;
        const name = bucket(frame);
        if (name.startsWith('src/')) return `${name} ← ${frame.functionName || '(top level)'}`;
        if (name !== caller) chain.push(`${name} ${frame.functionName}`.trim());
      }
      return chain.slice(0, 2).join(' ← ') || '(unknown)';
    };
    const self = new Map<string, number>();
    let total = 0;
    profile.samples.forEach((id, i) => {
      const node = byId.get(id);
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      if (!node || node.callFrame.functionName === '(idle)') return;
      const own = bucket(node.callFrame);
      if (caller && own !== caller) return;
      const name = caller ? callerOf(id) : own;
      total += ms;
      self.set(name, (self.get(name) ?? 0) + ms);
    });
    console.log(
      `${target}${who ? ` as ${who}` : ''}: ${total.toFixed(0)} ms of main-thread samples at 4× slowdown`,
    );
    for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 30)))
      console.log(`${ms.toFixed(0).padStart(7)} ms  ${name}`);
  });
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
