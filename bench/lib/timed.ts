/**
 * Timed calls of a running server for bench/scale.ts: p50/p95 of a call after two to warm up, the
 * answer's size, and the server's event-loop delay over the timed calls (max and p99, from the
 * probe bench/lib/loop-delay.ts loads into it; SIGUSR2 reads and resets it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Timing {
  p50: number;
  p95: number;
  bytes: number;
  loopMaxMs: number | null;
  loopP99Ms: number | null;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

export function timer(options: {
  base: string;
  headers: Record<string, string>;
  pid?: number;
  loopFile: string;
  runs: number;
}) {
  let reads = 0;
  /** The server's event-loop delay since the last read (null without the probe). */
  const loopDelay = async (): Promise<{ maxMs: number; p99Ms: number } | null> => {
    if (options.pid === undefined) return null;
    process.kill(options.pid, 'SIGUSR2');
    reads += 1;
    for (let i = 0; i < 100; i++) {
      await sleep(20);
      if (!existsSync(options.loopFile)) continue;
      try {
        const read = JSON.parse(readFileSync(options.loopFile, 'utf8')) as {
          reads: number;
          maxMs: number;
          p99Ms: number;
        };
        if (read.reads === reads) return read;
      } catch {
        // written as it is read: try again
      }
    }
    return null;
  };
  const fetchOk = async (p: string) => {
    const res = await fetch(`${options.base}/api${p}`, { headers: options.headers });
    const body = await res.text();
    if (!res.ok) throw new Error(`${p}: ${res.status} ${body.slice(0, 200)}`);
    return { body, headers: res.headers };
  };
  return {
    get: async (p: string) => JSON.parse((await fetchOk(p)).body) as unknown,
    fetchOk,
    async time(p: string): Promise<Timing> {
      let bytes = 0;
      for (let i = 0; i < 2; i++) bytes = Buffer.byteLength((await fetchOk(p)).body);
      await loopDelay();
      const ms: number[] = [];
      for (let i = 0; i < options.runs; i++) {
        const started = performance.now();
        await fetchOk(p);
        ms.push(performance.now() - started);
      }
      const loop = await loopDelay();
      ms.sort((a, b) => a - b);
      return {
        p50: percentile(ms, 0.5),
        p95: percentile(ms, 0.95),
        bytes,
        loopMaxMs: loop?.maxMs ?? null,
        loopP99Ms: loop?.p99Ms ?? null,
      };
    },
  };
}

export const lineOf = (what: string, t: Timing, extra = '') =>
  `${what.padEnd(52)} p50 ${t.p50.toFixed(0).padStart(6)} ms   p95 ${t.p95.toFixed(0).padStart(6)} ms` +
  `   loop max ${t.loopMaxMs === null ? '–' : t.loopMaxMs.toFixed(0).padStart(4)} ms` +
  ` p99 ${t.loopP99Ms === null ? '–' : t.loopP99Ms.toFixed(0).padStart(4)} ms   ${(t.bytes / 1024).toFixed(0).padStart(6)} kB ${extra}`;
