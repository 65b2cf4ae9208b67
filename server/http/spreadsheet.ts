import type XLSX from 'xlsx';

let loading: Promise<typeof XLSX> | undefined;

/**
 * The spreadsheet writer, loaded when the first export asks for it: importing xlsx takes about
 * 200 ms of a server's start, and most starts never export anything.
 */
export function spreadsheetWriter(): Promise<typeof XLSX> {
  loading ??= import('xlsx').then((module) => module.default);
  return loading;
}
