import type { ReportCell } from '../../../api/contracts/reporting.ts';
import type { FromWorker, ToWorker } from './messages.ts';
import type { SheetLayout } from './sheet-writer.ts';

export interface ReportExportOptions {
  header: string[];
  /** Which columns hold dates, and the reader's yes and no. */
  layout?: SheetLayout;
  fileName: string;
  /** One 1-based page of the report's rows, and how many there are in all. */
  fetchPage: (
    page: number,
    size: number,
    signal: AbortSignal,
  ) => Promise<{ rows: ReportCell[][]; total: number }>;
  /** Rows a page: large, so that 100,000 rows take few requests; small enough that one page parses in a blink. */
  pageSize?: number;
  signal: AbortSignal;
  /** Rows the worker has written, of how many. */
  onProgress?: (written: number, total: number) => void;
  /** Tests and the bench hand their own worker. */
  createWorker?: () => Worker;
}

export const EXPORT_PAGE_SIZE = 2000;

export const createExportWorker = () =>
  new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module', name: 'report-export' });

const aborted = () => new DOMException('The export was cancelled', 'AbortError');

/**
 * Exports every row of a report to an .xlsx file: the page fetches rows page by page and hands
 * each to a Web Worker, which builds the file; cancelling stops both at once.
 */
export function exportReport(options: ReportExportOptions): Promise<{ data: Uint8Array; rows: number }> {
  const { signal, pageSize = EXPORT_PAGE_SIZE } = options;
  if (signal.aborted) return Promise.reject(aborted());
  const worker = (options.createWorker ?? createExportWorker)();
  const send = (message: ToWorker) => worker.postMessage(message);
  let total = 0;
  return new Promise<{ data: Uint8Array; rows: number }>((resolve, reject) => {
    const stop = (error: unknown) => {
      worker.terminate();
      reject(error);
    };
    signal.addEventListener('abort', () => stop(aborted()), { once: true });
    worker.onerror = (event) => stop(new Error(event.message || 'The export worker failed'));
    worker.onmessage = (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      if (message.type === 'written') options.onProgress?.(message.rows, total);
      else if (message.type === 'failed')
        stop(Object.assign(new Error(message.message), { code: message.code }));
      else {
        worker.terminate();
        resolve({ data: new Uint8Array(message.data), rows: message.rows });
      }
    };
    send({ type: 'start', header: options.header, fileName: options.fileName, layout: options.layout });
    void (async () => {
      for (let page = 1; ; page += 1) {
        const result = await options.fetchPage(page, pageSize, signal);
        if (signal.aborted) return;
        total = result.total;
        send({ type: 'rows', rows: result.rows });
        if (result.rows.length < pageSize || page * pageSize >= result.total) break;
      }
      send({ type: 'finish' });
    })().catch((error: unknown) => {
      if (!signal.aborted) stop(error);
    });
  });
}
