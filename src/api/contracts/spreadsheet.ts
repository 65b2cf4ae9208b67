import type { CellObject, WorkBook } from 'xlsx';
import { londonWallClockMs } from './time.ts';

/**
 * The spreadsheet rules of the spec (§5, §9), the same for every file Lantern writes, in the portal and
 * on the server: an .xlsx name, valid and distinct sheet names, no cell over 32,767 characters, dates as
 * real dates in London time, a yes-or-no in the reader's words, and formula-like text written as text.
 */

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

/** A date is written as a date cell, a boolean as the reader's yes or no. */
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

/** How a sheet words a yes-or-no (English by default; the portal passes its reader's words). */
export interface CellWords {
  yes: string;
  no: string;
}
export const ENGLISH_WORDS: CellWords = { yes: 'Yes', no: 'No' };

/** What a date cell shows (day first, as the portal writes dates). */
export const DATE_CELL_FORMAT = 'dd/mm/yyyy hh:mm';

/**
 * Custom number formats start at id 164; below are the apps' built-in ones, which Excel will not
 * redefine. SheetJS 0.18 would give a new format the first free low id, where it reads as a number.
 */
const DATE_FORMAT_ID = 164;

/** Gives the workbook the date format at its own id; call before `write`, with xlsx's `SSF`. */
export function addDateFormat(workbook: WorkBook, ssf: unknown): void {
  const table = (ssf as { get_table: () => Record<number, string> }).get_table();
  // WorkBook's type leaves out the format table that `write` reads.
  Object.assign(workbook, { SSF: { ...table, [DATE_FORMAT_ID]: DATE_CELL_FORMAT } });
}

/** Days since 30 December 1899: the spreadsheet's serial date, as the clock in London read at that instant. */
export const londonSerial = (instant: Date): number =>
  (londonWallClockMs(instant) - Date.UTC(1899, 11, 30)) / 86_400_000;

/**
 * Text a spreadsheet app could take for a formula (or, pasted elsewhere, a command — a leading tab
 * or carriage return included): it is written as a text cell with the text number format, so it
 * shows as typed and never runs.
 */
const FORMULA_LEAD = /^[=+\-@\t\r]/;

/**
 * One value as the cell xlsx writes: a date as a real date (London wall time, a date format), a
 * yes-or-no in the reader's words, formula-like text as plain text.
 */
export function sheetCell(value: CellValue, words: CellWords = ENGLISH_WORDS): CellObject | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? null : { t: 'n', v: londonSerial(value), z: DATE_CELL_FORMAT };
  if (typeof value === 'boolean') return { t: 's', v: value ? words.yes : words.no };
  if (typeof value === 'number') return { t: 'n', v: value };
  return FORMULA_LEAD.test(value) ? { t: 's', v: value, z: '@' } : { t: 's', v: value };
}
