import {
  assertSheets,
  assertSheetStart,
  createSheet,
  writeSheets,
  type SheetSpec,
} from '../../api/contracts/sheet-writer.ts';
import {
  DEFAULT_SHEET_NAME,
  ENGLISH_WORDS,
  type CellValue,
  type CellWords,
} from '../../api/contracts/spreadsheet.ts';

/** xlsx loads with the first export, not with the screen (write-only: see the contracts' sheet-writer). */
const loadWriter = () => import('xlsx');

/** Writes sheets given in memory as an .xlsx file's bytes, after checking the spreadsheet rules. */
export async function writeXlsx(
  sheets: readonly SheetSpec[],
  fileName: string,
  words: CellWords = ENGLISH_WORDS,
): Promise<Uint8Array> {
  // Checked before loading xlsx: a wrong name fails at once, offline too.
  assertSheets(sheets, fileName);
  return writeSheets(await loadWriter(), sheets, fileName, words);
}

export interface ExportColumn<R> {
  header: string;
  value: (row: R) => CellValue;
}

export interface PageOfRows<R> {
  rows: readonly R[];
  /** Total rows across all pages, when the API says. */
  total?: number;
}

export interface PagedExportOptions<R> {
  fileName: string;
  columns: readonly ExportColumn<R>[];
  /** Fetches one page (1-based, like the API) of `size` rows. */
  fetchPage: (page: number, size: number) => Promise<PageOfRows<R>>;
  pageSize?: number;
  sheetName?: string;
  signal?: AbortSignal;
  onProgress?: (rowsWritten: number, total: number | undefined) => void;
  /** How a yes-or-no reads, in the reader's language. */
  words?: CellWords;
}

export interface ExportResult {
  fileName: string;
  data: Uint8Array;
  rows: number;
}

/**
 * Exports a whole server-side list, not just the visible page: pages are fetched one after another and
 * appended to the sheet as they arrive, so only one page of source objects is held at a time.
 */
export async function exportPagedToXlsx<R>(options: PagedExportOptions<R>): Promise<ExportResult> {
  const {
    fileName,
    columns,
    fetchPage,
    // APIs cap a page (Lantern's at 100 rows): a larger default fails the first request.
    pageSize = 100,
    sheetName = DEFAULT_SHEET_NAME,
    signal,
    onProgress,
    words = ENGLISH_WORDS,
  } = options;
  const header = columns.map((c) => c.header);
  assertSheetStart(header, { fileName, sheetName });
  const sheet = createSheet(await loadWriter(), header, { fileName, sheetName, words });
  for (let page = 1; ; page += 1) {
    signal?.throwIfAborted();
    const { rows, total } = await fetchPage(page, pageSize);
    sheet.add(rows.map((row) => columns.map((c) => c.value(row))));
    onProgress?.(sheet.rows, total);
    const done = rows.length < pageSize || (total !== undefined && sheet.rows >= total);
    if (done) break;
  }
  return { fileName, data: sheet.finish(), rows: sheet.rows };
}

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Hands the bytes to the browser as a download. */
export function downloadFile(data: Uint8Array, fileName: string, type = XLSX_MIME_TYPE): void {
  const url = URL.createObjectURL(new Blob([data as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
