import { useState } from 'react';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import {
  downloadFile,
  exportPagedToXlsx,
  type ExportColumn,
  type ExportResult,
  type PageOfRows,
} from '../../export/xlsx-export.ts';
import type { CellValue, CellWords } from '../../../api/contracts/spreadsheet.ts';

export interface DataTableExport<R> {
  /** Must end in .xlsx. */
  fileName: string;
  /** Fetches one 1-based page of the whole (filtered, sorted) list from the API. */
  fetchPage: (page: number, size: number) => Promise<PageOfRows<R>>;
  pageSize?: number;
  /** Defaults to the grid's columns (header name, raw field value), without action columns. */
  columns?: readonly ExportColumn<R>[];
  /** How a yes-or-no reads in the file (English by default): the reader's words. */
  words?: CellWords;
  /** Defaults to a browser download; stories and tests can observe the file instead. */
  download?: (data: Uint8Array, fileName: string) => void;
  onExported?: (result: ExportResult) => void;
  onError?: (error: unknown) => void;
}

const toCell = (value: unknown): CellValue =>
  value === null ||
  value === undefined ||
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  value instanceof Date
    ? value
    : JSON.stringify(value);

export function columnsForExport<R extends GridValidRowModel>(
  columns: readonly GridColDef<R>[],
): ExportColumn<R>[] {
  return columns
    .filter((c) => c.type !== 'actions' && !c.disableExport)
    .map((c) => ({ header: c.headerName ?? c.field, value: (row: R) => toCell(row[c.field]) }));
}

/** Runs an export of the whole list and remembers whether it is running or failed. */
export function useTableExport<R extends GridValidRowModel>(
  options: DataTableExport<R> | undefined,
  gridColumns: readonly GridColDef<R>[],
) {
  const [state, setState] = useState<'idle' | 'running' | 'failed'>('idle');
  const run = async () => {
    if (!options || state === 'running') return;
    setState('running');
    try {
      const result = await exportPagedToXlsx({
        fileName: options.fileName,
        fetchPage: options.fetchPage,
        pageSize: options.pageSize,
        columns: options.columns ?? columnsForExport(gridColumns),
        words: options.words,
      });
      (options.download ?? downloadFile)(result.data, result.fileName);
      options.onExported?.(result);
      setState('idle');
    } catch (error) {
      setState('failed');
      options.onError?.(error);
    }
  };
  return { run, running: state === 'running', failed: state === 'failed' };
}
