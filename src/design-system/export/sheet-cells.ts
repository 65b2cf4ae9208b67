import type { CellObject, WorkBook } from 'xlsx';

/** How a sheet words a yes-or-no (English by default; a feature passes its reader's words). */
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

const london = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Days since 30 December 1899: the spreadsheet's serial date, as the clock in London read at that instant. */
export function londonSerial(instant: Date): number {
  const parts = london.formatToParts(instant);
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return (wall - Date.UTC(1899, 11, 30)) / 86_400_000;
}

/**
 * Text a spreadsheet app could take for a formula (or, pasted elsewhere, a command): it is written
 * as a text cell with the text number format, so it shows as typed and never runs.
 */
const FORMULA_LEAD = /^[=+\-@]/;

export type SheetValue = string | number | boolean | Date | null | undefined;

/**
 * One value as the cell xlsx writes: a date as a real date (Europe/London wall time, a date format),
 * a yes-or-no in the reader's words, formula-like text as plain text.
 */
export function sheetCell(value: SheetValue, words: CellWords = ENGLISH_WORDS): CellObject | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? null : { t: 'n', v: londonSerial(value), z: DATE_CELL_FORMAT };
  if (typeof value === 'boolean') return { t: 's', v: value ? words.yes : words.no };
  if (typeof value === 'number') return { t: 'n', v: value };
  return FORMULA_LEAD.test(value) ? { t: 's', v: value, z: '@' } : { t: 's', v: value };
}
