import { describe, expect, it, vi } from 'vitest';
import readXlsxFile from 'read-excel-file/node';
import { read } from 'xlsx';
import type { ReportCell } from '../../../api/contracts/reporting.ts';
import { CELL_TEXT_MAX_LENGTH } from '../../../api/contracts/spreadsheet.ts';
import { createExportHandler } from './export-handler.ts';
import type { FromWorker, ToWorker } from './messages.ts';
import { exportReport } from './run-export.ts';
import { createSheetWriter } from './sheet-writer.ts';

/** The worker's own handler behind a Worker-shaped object: answers arrive later, as a worker's do. */
function fakeWorker() {
  const worker = {
    onmessage: null as ((event: MessageEvent<FromWorker>) => void) | null,
    onerror: null,
    terminated: false,
    terminate: vi.fn(() => {
      worker.terminated = true;
    }),
    postMessage: (message: ToWorker) => handle(message),
  };
  const handle = createExportHandler((message) =>
    setTimeout(() => {
      if (!worker.terminated) worker.onmessage?.({ data: message } as MessageEvent<FromWorker>);
    }, 0),
  );
  return worker;
}

const rowsOf = (n: number): ReportCell[][] =>
  Array.from({ length: n }, (_, i) => [`Patient ${i + 1}`, i + 1, i % 2 ? null : '=HYPERLINK("x")']);

const source = (rows: ReportCell[][]) =>
  vi.fn(async (page: number, size: number) => ({
    rows: rows.slice((page - 1) * size, page * size),
    total: rows.length,
  }));

describe('report export', () => {
  it('writes every row of every page in a worker, reporting progress, and the file reads back the same', async () => {
    const rows = rowsOf(9);
    const fetchPage = source(rows);
    const progress: [number, number][] = [];
    const worker = fakeWorker();
    const result = await exportReport({
      header: ['Name', 'Number', 'Note'],
      fileName: 'report.xlsx',
      fetchPage,
      pageSize: 2,
      signal: new AbortController().signal,
      onProgress: (written, total) => progress.push([written, total]),
      createWorker: () => worker as unknown as Worker,
    });
    expect(fetchPage).toHaveBeenCalledTimes(5);
    expect(progress.at(-1)).toEqual([9, 9]);
    expect(result.rows).toBe(9);
    const [sheet] = await readXlsxFile(Buffer.from(result.data));
    expect(sheet?.sheet).toBe('data');
    expect(sheet?.data).toEqual([
      ['Name', 'Number', 'Note'],
      ...rows.map(([name, n, note]) => [name, n, note]),
    ]);
    expect(worker.terminate).toHaveBeenCalled();
  });

  it('writes text that starts with = + - @ as text cells with the text format, never as formulas', async () => {
    const writer = createSheetWriter(['a'], 'x.xlsx');
    writer.add([['=1+2'], ['+44 20'], ['-3'], ['@SUM(A1)'], ['plain']]);
    const bytes = writer.finish();
    // Our own file, read back only to look at its cells: strings, no formula, the text format.
    const sheet = read(bytes, { cellStyles: true, cellNF: true }).Sheets.data;
    for (const ref of ['A2', 'A3', 'A4', 'A5']) {
      const cell = sheet?.[ref] as { t: string; f?: string; z?: string } | undefined;
      expect([ref, cell?.t, cell?.f, cell?.z]).toEqual([ref, 's', undefined, '@']);
    }
    const [read1] = await readXlsxFile(Buffer.from(bytes));
    expect(read1?.data).toEqual([['a'], ['=1+2'], ['+44 20'], ['-3'], ['@SUM(A1)'], ['plain']]);
  });

  it('refuses a cell longer than 32,767 characters, naming where it is', async () => {
    const rows: ReportCell[][] = [['ok'], ['x'.repeat(CELL_TEXT_MAX_LENGTH + 1)]];
    const failure = exportReport({
      header: ['Note'],
      fileName: 'report.xlsx',
      fetchPage: source(rows),
      signal: new AbortController().signal,
      createWorker: () => fakeWorker() as unknown as Worker,
    });
    await expect(failure).rejects.toMatchObject({
      code: 'CellTooLong',
      message: expect.stringMatching(/row 3, column 1/),
    });
  });

  it('cancelling stops fetching and ends the worker', async () => {
    const abort = new AbortController();
    const worker = fakeWorker();
    const fetchPage = vi.fn(async (page: number, size: number) => {
      if (page === 2) abort.abort();
      return { rows: rowsOf(size), total: 1000 };
    });
    const run = exportReport({
      header: ['Name', 'Number', 'Note'],
      fileName: 'report.xlsx',
      fetchPage,
      pageSize: 10,
      signal: abort.signal,
      createWorker: () => worker as unknown as Worker,
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    await new Promise((r) => setTimeout(r, 10));
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(worker.terminate).toHaveBeenCalled();
  });

  it("writes the date columns as dates (Europe/London) and a yes-or-no in the reader's words", async () => {
    const result = await exportReport({
      header: ['Name', 'Last active', 'In pain'],
      layout: { dates: [false, true, false], words: { yes: 'نعم', no: 'لا' } },
      fileName: 'report.xlsx',
      fetchPage: source([
        ['Ada', '2026-07-01T13:45:00.000Z', true],
        ['Ben', null, false],
      ]),
      signal: new AbortController().signal,
      createWorker: () => fakeWorker() as unknown as Worker,
    });
    const [sheet] = await readXlsxFile(Buffer.from(result.data));
    const [, ada, ben] = sheet?.data ?? [];
    expect(ada?.[1]).toBeInstanceOf(Date);
    // 13:45 UTC in July is 14:45 on a London clock: the cell holds that wall time.
    expect(Math.round((ada?.[1] as unknown as Date).getTime() / 60_000) * 60_000).toBe(
      Date.UTC(2026, 6, 1, 14, 45),
    );
    expect([ada?.[2], ben?.[1], ben?.[2]]).toEqual(['نعم', null, 'لا']);
  });

  it('refuses a file name that is not .xlsx', () => {
    expect(() => createSheetWriter(['a'], 'report.csv')).toThrow(
      expect.objectContaining({ code: 'UnsupportedFileType' }),
    );
  });
});
