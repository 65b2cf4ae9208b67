/** Spreadsheet rules of the spec (§5, §9) and the typed errors they raise. */

export const DEFAULT_SHEET_NAME = 'data';
export const SHEET_NAME_MAX_LENGTH = 31;
export const CELL_TEXT_MAX_LENGTH = 32767;
const FORBIDDEN_IN_SHEET_NAME = /[:\\/?*[\]]/;

export type SpreadsheetErrorCode =
  'UnsupportedFileType' | 'EmptyWorkbook' | 'DuplicateSheetName' | 'InvalidSheetName' | 'CellTooLong';

export class SpreadsheetError extends Error {
  override readonly name = 'SpreadsheetError';
  readonly code: SpreadsheetErrorCode;

  constructor(code: SpreadsheetErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** A date is written as a date cell, a boolean as the reader's yes or no (see sheet-cells.ts). */
export type CellValue = string | number | boolean | Date | null | undefined;

export function assertXlsxFileName(fileName: string): void {
  if (!/\.xlsx$/i.test(fileName.trim())) {
    throw new SpreadsheetError(
      'UnsupportedFileType',
      `Unsupported file type: "${fileName}" (only .xlsx is written)`,
    );
  }
}

export function assertSheetName(name: string): void {
  if (name.trim() === '') throw new SpreadsheetError('InvalidSheetName', 'Sheet name cannot be blank');
  if (name.length > SHEET_NAME_MAX_LENGTH) {
    throw new SpreadsheetError(
      'InvalidSheetName',
      `Sheet name "${name}" is longer than ${SHEET_NAME_MAX_LENGTH} characters`,
    );
  }
  if (FORBIDDEN_IN_SHEET_NAME.test(name)) {
    throw new SpreadsheetError('InvalidSheetName', `Sheet name "${name}" cannot contain : \\ / ? * [ ]`);
  }
}

/** At least one sheet, every name valid, no two names equal ignoring case (as the spreadsheet apps compare). */
export function assertSheetNames(names: readonly string[]): void {
  if (names.length === 0)
    throw new SpreadsheetError('EmptyWorkbook', 'Workbook is empty: add at least one sheet');
  const seen = new Set<string>();
  for (const name of names) {
    assertSheetName(name);
    const key = name.toLowerCase();
    if (seen.has(key)) throw new SpreadsheetError('DuplicateSheetName', `Sheet name "${name}" is used twice`);
    seen.add(key);
  }
}

export function assertCells(rows: readonly (readonly CellValue[])[], firstRowNumber = 1): void {
  rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (typeof cell === 'string' && cell.length > CELL_TEXT_MAX_LENGTH) {
        throw new SpreadsheetError(
          'CellTooLong',
          `Cell in row ${firstRowNumber + r}, column ${c + 1} has ${cell.length} characters (at most ${CELL_TEXT_MAX_LENGTH})`,
        );
      }
    }),
  );
}
