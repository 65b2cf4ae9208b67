import type { ReportCell } from '../../../api/contracts/reporting.ts';
import type { SheetLayout } from './sheet-writer.ts';

/** What the page tells the export worker: the header first, then pages of rows, then finish. */
export type ToWorker =
  | { type: 'start'; header: string[]; fileName: string; layout?: SheetLayout }
  | { type: 'rows'; rows: ReportCell[][] }
  | { type: 'finish' };

/** What the worker answers: rows written so far, the file's bytes, or why it failed. */
export type FromWorker =
  | { type: 'written'; rows: number }
  | { type: 'done'; data: ArrayBuffer; rows: number }
  | { type: 'failed'; code: string; message: string };
