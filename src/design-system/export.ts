/** Spreadsheet export helpers (xlsx, loaded on first use). */
export {
  writeXlsx,
  exportPagedToXlsx,
  downloadFile,
  XLSX_MIME_TYPE,
  type SheetSpec,
  type ExportColumn,
  type PageOfRows,
  type PagedExportOptions,
  type ExportResult,
} from './export/xlsx-export.ts';
export {
  SpreadsheetError,
  DEFAULT_SHEET_NAME,
  SHEET_NAME_MAX_LENGTH,
  CELL_TEXT_MAX_LENGTH,
  type SpreadsheetErrorCode,
  type CellValue,
} from './export/spreadsheet-rules.ts';
