import {
  assertCells,
  assertSheetNames,
  assertXlsxFileName,
  DEFAULT_SHEET_NAME,
  type CellValue,
} from './spreadsheet-rules.ts';
import { addDateFormat, ENGLISH_WORDS, sheetCell, type CellWords } from './sheet-cells.ts';

/** xlsx is only ever used to write: its parser has known vulnerabilities, and we never read untrusted files. */
const loadWriter = () => import('xlsx');

export interface SheetSpec {
  name: string;
  rows: readonly (readonly CellValue[])[];
}

/** Writes sheets given in memory as an .xlsx file's bytes, after checking the spreadsheet rules. */
export async function writeXlsx(
  sheets: readonly SheetSpec[],
  fileName: string,
  words: CellWords = ENGLISH_WORDS,
): Promise<Uint8Array> {
  assertXlsxFileName(fileName);
  assertSheetNames(sheets.map((s) => s.name));
  for (const sheet of sheets) assertCells(sheet.rows);
  const { utils, write, SSF } = await loadWriter();
  const workbook = utils.book_new();
  addDateFormat(workbook, SSF);
  for (const sheet of sheets)
    utils.book_append_sheet(
      workbook,
      utils.aoa_to_sheet(sheet.rows.map((r) => r.map((v) => sheetCell(v, words)))),
      sheet.name,
    );
  return new Uint8Array(
    write(workbook, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer,
  );
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
  assertXlsxFileName(fileName);
  assertSheetNames([sheetName]);
  const header = columns.map((c) => c.header);
  assertCells([header]);
  const { utils, write, SSF } = await loadWriter();
  const sheet = utils.aoa_to_sheet([header]);
  let written = 0;
  for (let page = 1; ; page += 1) {
    signal?.throwIfAborted();
    const { rows, total } = await fetchPage(page, pageSize);
    const cells = rows.map((row) => columns.map((c) => c.value(row)));
    assertCells(cells, written + 2);
    if (cells.length > 0)
      utils.sheet_add_aoa(
        sheet,
        cells.map((r) => r.map((v) => sheetCell(v, words))),
        { origin: -1 },
      );
    written += cells.length;
    onProgress?.(written, total);
    const done = rows.length < pageSize || (total !== undefined && written >= total);
    if (done) break;
  }
  const workbook = utils.book_new();
  addDateFormat(workbook, SSF);
  utils.book_append_sheet(workbook, sheet, sheetName);
  const data = new Uint8Array(
    write(workbook, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer,
  );
  return { fileName, data, rows: written };
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
