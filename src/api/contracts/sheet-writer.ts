import type * as Xlsx from 'xlsx';
import {
  addDateFormat,
  assertCells,
  assertSheetNames,
  assertXlsxFileName,
  DEFAULT_SHEET_NAME,
  ENGLISH_WORDS,
  sheetCell,
  type CellValue,
  type CellWords,
} from './spreadsheet.ts';

/**
 * What of SheetJS the writer uses, handed in by the caller: the portal loads it on first use, the
 * server imports it. Only ever used to write: its parser has known
 * vulnerabilities, and Lantern never reads untrusted files with it.
 */
export type XlsxWriter = Pick<typeof Xlsx, 'utils' | 'write' | 'SSF'>;

export interface SheetOptions {
  /** The file's name: checked to end in .xlsx. */
  fileName: string;
  sheetName?: string;
  /** How a yes-or-no reads, in the reader's language. */
  words?: CellWords;
}

/** The checks a sheet passes before its first row: worth making before loading xlsx at all. */
export function assertSheetStart(header: readonly string[], options: SheetOptions): void {
  assertXlsxFileName(options.fileName);
  assertSheetNames([options.sheetName ?? DEFAULT_SHEET_NAME]);
  assertCells([header]);
}

/**
 * One sheet built row by row under its header, by the rules of ./spreadsheet.ts; `rows` counts what
 * was added, and a failing row names its row number in the sheet.
 */
export function createSheet(xlsx: XlsxWriter, header: readonly string[], options: SheetOptions) {
  const { sheetName = DEFAULT_SHEET_NAME, words = ENGLISH_WORDS } = options;
  assertSheetStart(header, options);
  const sheet = xlsx.utils.aoa_to_sheet([[...header]]);
  let rows = 0;
  return {
    name: sheetName,
    sheet,
    get rows() {
      return rows;
    },
    add(page: readonly (readonly CellValue[])[]): void {
      assertCells(page, rows + 2);
      if (page.length === 0) return;
      xlsx.utils.sheet_add_aoa(
        sheet,
        page.map((row) => row.map((value) => sheetCell(value, words))),
        { origin: -1 },
      );
      rows += page.length;
    },
    /** The workbook of this one sheet, as an .xlsx file's bytes. */
    finish(): Uint8Array {
      return writeWorkbook(xlsx, [{ name: sheetName, sheet }]);
    },
  };
}

export interface SheetSpec {
  name: string;
  rows: readonly (readonly CellValue[])[];
}

/** The checks sheets given in memory pass: worth making before loading xlsx at all. */
export function assertSheets(sheets: readonly SheetSpec[], fileName: string): void {
  assertXlsxFileName(fileName);
  assertSheetNames(sheets.map((s) => s.name));
  for (const sheet of sheets) assertCells(sheet.rows);
}

/** Several sheets given in memory (the first row of each is written like any other) as an .xlsx file's bytes. */
export function writeSheets(
  xlsx: XlsxWriter,
  sheets: readonly SheetSpec[],
  fileName: string,
  words: CellWords = ENGLISH_WORDS,
): Uint8Array {
  assertSheets(sheets, fileName);
  return writeWorkbook(
    xlsx,
    sheets.map(({ name, rows }) => ({
      name,
      sheet: xlsx.utils.aoa_to_sheet(rows.map((r) => r.map((v) => sheetCell(v, words)))),
    })),
  );
}

function writeWorkbook(xlsx: XlsxWriter, sheets: readonly { name: string; sheet: Xlsx.WorkSheet }[]) {
  const workbook = xlsx.utils.book_new();
  addDateFormat(workbook, xlsx.SSF);
  for (const { name, sheet } of sheets) xlsx.utils.book_append_sheet(workbook, sheet, name);
  return new Uint8Array(
    xlsx.write(workbook, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer,
  );
}
