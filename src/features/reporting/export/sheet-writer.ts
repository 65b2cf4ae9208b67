import * as xlsx from 'xlsx';
import { createSheet } from '../../../api/contracts/sheet-writer.ts';
import type { CellValue, CellWords } from '../../../api/contracts/spreadsheet.ts';
import type { ReportCell } from '../../../api/contracts/reporting.ts';

/** What the sheet needs to know of the report's columns: which hold dates, and how a yes-or-no reads. */
export interface SheetLayout {
  /** One per column: true where the cells are instants (ISO text from the API), written as dates. */
  dates: readonly boolean[];
  words: CellWords;
}

const valueOf = (cell: ReportCell, date: boolean | undefined): CellValue =>
  date && typeof cell === 'string' ? new Date(cell) : cell;

/**
 * The report's one sheet, built page by page in the export worker by the contracts' spreadsheet
 * rules; the report's instants become date cells.
 */
export function createSheetWriter(header: readonly string[], fileName: string, layout?: SheetLayout) {
  const sheet = createSheet(xlsx, header, { fileName, words: layout?.words });
  return {
    get rows() {
      return sheet.rows;
    },
    add(page: readonly (readonly ReportCell[])[]): void {
      sheet.add(page.map((row) => row.map((cell, i) => valueOf(cell, layout?.dates[i]))));
    },
    finish: (): Uint8Array => sheet.finish(),
  };
}
