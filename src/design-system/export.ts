/** Spreadsheet export helpers (xlsx, loaded on first use). */
export { type ExportColumn } from './export/xlsx-export.ts';
