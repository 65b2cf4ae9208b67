import { spreadsheetWriter } from '../../http/spreadsheet.ts';
import { createSheet } from '../../../src/api/contracts/sheet-writer.ts';
import type { CellValue } from '../../../src/api/contracts/spreadsheet.ts';
import { isDateColumn, type ReportCell, type ReportColumn } from '../../../src/api/contracts/reporting.ts';

/** Rows read a page while the file is built: the run's largest page. */
export const EXPORT_PAGE_ROWS = 5000;

/** Admins read the portal in English (spec §1): the file's headings are English too. */
function heading(column: ReportColumn, questionText: (column: ReportColumn) => string | undefined): string {
  switch (column.kind) {
    case 'field': {
      const words = column.field.replace(/_/g, ' ');
      return words.charAt(0).toUpperCase() + words.slice(1);
    }
    case 'areas':
      return 'Areas';
    case 'questionnaire_response':
      return questionText(column) ?? column.link_id;
    case 'time_in_focus':
      return column.codes.length > 0
        ? `Time in ${column.state} (${column.codes.join(', ')})`
        : `Time in ${column.state}`;
  }
}

/**
 * A report's rows as an .xlsx file, built page by page with the contracts' one sheet writer (the
 * same rules as every export of the portal); `rows` is what the file truly holds.
 */
export async function writeReportFile(options: {
  columns: ReportColumn[];
  questionText: (column: ReportColumn) => string | undefined;
  fileName: string;
  page: (page: number, size: number) => Promise<{ rows: ReportCell[][]; total: number }>;
}): Promise<{ file: Buffer; rows: number }> {
  const { columns } = options;
  const sheet = createSheet(
    await spreadsheetWriter(),
    columns.map((c) => heading(c, options.questionText)),
    { fileName: options.fileName },
  );
  for (let page = 1; ; page += 1) {
    const { rows, total } = await options.page(page, EXPORT_PAGE_ROWS);
    sheet.add(
      rows.map((row) =>
        row.map((cell, i): CellValue =>
          isDateColumn(columns[i]) && typeof cell === 'string' ? new Date(cell) : cell,
        ),
      ),
    );
    if (rows.length < EXPORT_PAGE_ROWS || page * EXPORT_PAGE_ROWS >= total) break;
  }
  const bytes = sheet.finish();
  return { file: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), rows: sheet.rows };
}
