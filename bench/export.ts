/**
 * Exporting a report of 100,000 rows in the portal's Web Worker, in Chromium: prints how long the
 * whole export takes and the longest task the main thread ran meanwhile (goal ≤ 200 ms: the page
 * stays responsive). The rows come from a local endpoint shaped as GET /api/reporting/{id}/run.
 *
 *   node bench/export.ts            (ROWS=20000 for a quicker run)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Plugin } from 'vite';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../tests/support/chromium.ts';
import { freePort } from './lib/processes.ts';

const ROWS = Number(process.env.ROWS ?? 100_000);
const GOAL_MS = 200;

const COLUMNS = [
  { kind: 'field', field: 'first_name' },
  { kind: 'field', field: 'surname' },
  { kind: 'field', field: 'patient_number' },
  { kind: 'field', field: 'created_at' },
  { kind: 'field', field: 'app_code' },
  { kind: 'areas' },
  { kind: 'time_in_focus', state: 'game', codes: [] },
];

/** Row i of the synthetic report; one in fifty holds text a spreadsheet would take for a formula. */
const row = (i: number) => [
  `First ${i}`,
  `Surname ${i}`,
  i % 50 === 0 ? `=HYPERLINK("${i}")` : `P-${String(i).padStart(6, '0')}`,
  new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  'ACDEFG',
  i % 3 ? 'Oncology ward, Outpatients' : null,
  (i * 37) % 7200,
];

const rowsEndpoint: Plugin = {
  name: 'bench-rows',
  configureServer(server) {
    server.middlewares.use('/bench-rows', (req: IncomingMessage, res: ServerResponse) => {
      const q = new URL(req.url ?? '', 'http://bench').searchParams;
      const page = Number(q.get('page'));
      const size = Number(q.get('size'));
      const total = Number(q.get('rows'));
      const from = (page - 1) * size;
      const rows = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, k) => row(from + k));
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ columns: COLUMNS, rows, page, size, total }));
    });
  },
};

const port = await freePort();
const vite = await createServer({
  configFile: false,
  root: process.cwd(),
  logLevel: 'warn',
  plugins: [rowsEndpoint],
  server: { port, strictPort: true, host: '127.0.0.1' },
});
await vite.listen();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/bench/export-page/index.html`);
  await page.waitForFunction(() => 'runBench' in window);
  // A small run first, so that Vite's first transform of the worker is not counted.
  await page.evaluate(() =>
    (window as unknown as { runBench: (n: number) => Promise<unknown> }).runBench(2000),
  );
  const result = (await page.evaluate(
    (n) => (window as unknown as { runBench: (n: number) => Promise<unknown> }).runBench(n),
    ROWS,
  )) as {
    ms: number;
    rows: number;
    bytes: number;
    progressEvents: number;
    longestTask: number;
    longTasks: number;
  };
  const ok = result.longestTask <= GOAL_MS;
  console.log(
    [
      `report export, ${result.rows.toLocaleString('en')} rows × ${COLUMNS.length} columns (xlsx in a Web Worker)`,
      `  total time            ${(result.ms / 1000).toFixed(2)} s`,
      `  file                  ${(result.bytes / 1024 / 1024).toFixed(1)} MB`,
      `  progress reports      ${result.progressEvents}`,
      `  long main-thread tasks ${result.longTasks}`,
      `  longest main-thread task ${result.longestTask.toFixed(0)} ms   goal ≤ ${GOAL_MS} ms ${ok ? '✓' : '✗'}`,
    ].join('\n'),
  );
} finally {
  await browser.close();
  await vite.close();
}
