/**
 * Loaded into the measured server (`node --import bench/lib/loop-delay.ts server/main.ts`): its event
 * loop's delay (monitorEventLoopDelay, 10 ms resolution) since the last signal, written to
 * LOOP_DELAY_FILE on SIGUSR2 and then reset, so that a bench reads it around each call it times.
 */
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.LOOP_DELAY_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let reads = 0;
  process.on('SIGUSR2', () => {
    reads += 1;
    const ms = (ns: number) => Math.round(ns / 1e5) / 10;
    writeFileSync(file, JSON.stringify({ reads, maxMs: ms(delay.max), p99Ms: ms(delay.percentile(99)) }));
    delay.reset();
  });
}
