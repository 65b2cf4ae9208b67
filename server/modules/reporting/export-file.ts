import type { Readable } from 'node:stream';
import { mapPages } from '../../http/export-stream.ts';
import { streamSheet, type ExportEnd } from '../../http/xlsx-stream.ts';
import type { CellValue } from '../../../src/api/contracts/spreadsheet.ts';
import { isDateColumn, type ReportCell, type ReportColumn } from '../../../src/api/contracts/reporting.ts';

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
 * A report's rows as an .xlsx file, streamed by the server's one sheet writer (the same rules as
 * every export of the portal) a page at a time as they are read; `onEnd` hears the rows the file
 * truly holds.
 */
export function streamReportFile(options: {
  columns: ReportColumn[];
  questionText: (column: ReportColumn) => string | undefined;
  fileName: string;
  pages: AsyncIterable<ReportCell[][]>;
  onEnd: (end: ExportEnd) => Promise<void>;
}): Readable {
  const { columns } = options;
  return streamSheet(
    columns.map((c) => heading(c, options.questionText)),
    mapPages(options.pages, (rows) =>
      rows.map((row) =>
        row.map((cell, i): CellValue =>
          isDateColumn(columns[i]) && typeof cell === 'string' ? new Date(cell) : cell,
        ),
      ),
    ),
    { fileName: options.fileName, onEnd: options.onEnd },
  );
}
