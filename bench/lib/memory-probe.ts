/**
 * Loaded into the measured server (`node --expose-gc --import bench/lib/memory-probe.ts
 * server/main.ts`): on SIGUSR2 it writes where the process's memory is to MEMORY_PROBE_FILE — resident
 * memory, V8's heap, the WebAssembly memories (PGlite's database engine) and the buffers outside the
 * heap, then the resident memory and heap again after a forced garbage collection (what is live).
 */
import { writeFileSync } from 'node:fs';

const file = process.env.MEMORY_PROBE_FILE;
if (file) {
  // Every WebAssembly memory the process makes (PGlite makes one, and one more while it creates a
  // database), held weakly: one that was let go is not counted.
  const memories = new Set<WeakRef<WebAssembly.Memory>>();
  const Native = WebAssembly.Memory;
  class Tracked extends Native {
    constructor(descriptor: WebAssembly.MemoryDescriptor) {
      super(descriptor);
      memories.add(new WeakRef(this));
    }
  }
  WebAssembly.Memory = Tracked;
  let reads = 0;
  process.on('SIGUSR2', () => {
    reads += 1;
    let wasm = 0;
    for (const ref of memories) {
      const memory = ref.deref();
      if (memory) wasm += memory.buffer.byteLength;
      else memories.delete(ref);
    }
    const m = process.memoryUsage();
    (globalThis as { gc?: () => void }).gc?.();
    const collected = process.memoryUsage();
    writeFileSync(
      file,
      JSON.stringify({
        reads,
        rss: m.rss,
        heapUsed: m.heapUsed,
        heapTotal: m.heapTotal,
        arrayBuffers: m.arrayBuffers,
        wasm,
        collected: { rss: collected.rss, heapUsed: collected.heapUsed, heapTotal: collected.heapTotal },
      }),
    );
  });
}
