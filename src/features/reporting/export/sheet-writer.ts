import { utils, write, type CellObject, type WorkSheet } from 'xlsx';
import {
  assertCells,
  assertSheetNames,
  assertXlsxFileName,
  DEFAULT_SHEET_NAME,
} from '../../../design-system/export/spreadsheet-rules.ts';
import type { ReportCell } from '../../../api/contracts/reporting.ts';

/**
 * Text a spreadsheet app could take for a formula (or, pasted elsewhere, a command): it is written
 * as a text cell with the text number format, so it shows as typed and never runs.
 */
const FORMULA_LEAD = /^[=+\-@]/;

const cellOf = (value: ReportCell): CellObject | string | number | null =>
  typeof value === 'string' && FORMULA_LEAD.test(value) ? { t: 's', v: value, z: '@' } : value;

/**
 * One sheet built page by page (xlsx, write-only: its parser is never used on untrusted files).
 * The spec §5 rules hold: an .xlsx name, a valid sheet name, no cell over 32,767 characters.
 */
export function createSheetWriter(
  header: readonly string[],
  fileName: string,
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
        page.map((row) => row.map(cellOf)),
        { origin: -1 },
      );
      rows += page.length;
    },
    finish(): Uint8Array {
      const workbook = utils.book_new();
      utils.book_append_sheet(workbook, sheet, sheetName);
      return new Uint8Array(
        write(workbook, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer,
      );
    },
  };
}
