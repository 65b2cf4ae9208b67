/**
 * The bench page (bench/export.ts serves it with Vite): the portal's own export, page fetching on
 * the main thread and the workbook in the worker, over 100,000 rows that a local endpoint answers
 * as the server would, while a PerformanceObserver records every long main-thread task.
 */
import { reportRunSchema } from '../../src/api/contracts/reporting.ts';
import { exportReport } from '../../src/features/reporting/export/run-export.ts';

const tasks: number[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) tasks.push(entry.duration);
}).observe({ type: 'longtask' });

const HEADER = ['First name', 'Surname', 'Patient number', 'Created', 'App code', 'Areas', 'Time in game'];

async function run(rows: number) {
  const started = performance.now();
  let progressEvents = 0;
  tasks.length = 0;
  const result = await exportReport({
    header: HEADER,
    fileName: 'bench.xlsx',
    signal: new AbortController().signal,
    // As the portal's client does: fetch, parse the JSON, check it against the contract.
    fetchPage: async (page, size, signal) => {
      const res = await fetch(`/bench-rows?page=${page}&size=${size}&rows=${rows}`, { signal });
      const body = reportRunSchema.parse(await res.json());
      return { rows: body.rows, total: body.total };
    },
    onProgress: () => {
      progressEvents += 1;
    },
  });
  return {
    ms: performance.now() - started,
    rows: result.rows,
    bytes: result.data.byteLength,
    progressEvents,
    longestTask: Math.max(0, ...tasks),
    longTasks: tasks.length,
  };
}

(window as unknown as { runBench: typeof run }).runBench = run;
