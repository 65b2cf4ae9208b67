import { SSF, utils, write, type WorkSheet } from 'xlsx';
import {
  assertCells,
  assertSheetNames,
  assertXlsxFileName,
  DEFAULT_SHEET_NAME,
} from '../../../design-system/export/spreadsheet-rules.ts';
import {
  addDateFormat,
  sheetCell,
  type CellWords,
  type SheetValue,
} from '../../../design-system/export/sheet-cells.ts';
import type { ReportCell } from '../../../api/contracts/reporting.ts';

/** What the sheet needs to know of the report's columns: which hold dates, and how a yes-or-no reads. */
export interface SheetLayout {
  /** One per column: true where the cells are instants (ISO text from the API), written as dates. */
  dates: readonly boolean[];
  words: CellWords;
}

const valueOf = (cell: ReportCell, date: boolean | undefined): SheetValue =>
  date && typeof cell === 'string' ? new Date(cell) : cell;

/**
 * One sheet built page by page (xlsx, write-only: its parser is never used on untrusted files).
 * The spec §5 rules hold: an .xlsx name, a valid sheet name, no cell over 32,767 characters.
 */
export function createSheetWriter(
  header: readonly string[],
  fileName: string,
  layout?: SheetLayout,
  sheetName = DEFAULT_SHEET_NAME,
) {
  assertXlsxFileName(fileName);
  assertSheetNames([sheetName]);
  assertCells([header]);
  const sheet: WorkSheet = utils.aoa_to_sheet([[...header]]);
  let rows = 0;
  return {
    get rows() {
      return rows;
    },
    add(page: readonly (readonly ReportCell[])[]): void {
      assertCells(page, rows + 2);
      if (page.length === 0) return;
      utils.sheet_add_aoa(
        sheet,
        page.map((row) => row.map((cell, i) => sheetCell(valueOf(cell, layout?.dates[i]), layout?.words))),
        { origin: -1 },
      );
      rows += page.length;
    },
    finish(): Uint8Array {
      const workbook = utils.book_new();
      addDateFormat(workbook, SSF);
      utils.book_append_sheet(workbook, sheet, sheetName);
      return new Uint8Array(
        write(workbook, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer,
      );
    },
  };
}
