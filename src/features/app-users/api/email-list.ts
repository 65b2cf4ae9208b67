import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/universal';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file types the bulk invitation accepts. */
export const EMAIL_LIST_ACCEPT = `.csv,.txt,.xlsx,text/csv,text/plain,${XLSX_TYPE}`;

const firstColumn = (rows: unknown[][]): string[] => {
  const values = rows.map((row) => String(row[0] ?? '').trim()).filter((v) => v !== '');
  // A first cell reading 'email' (or 'e-mail') is a header.
  if (values.length > 0 && /^e-?mail$/i.test(values[0] ?? '')) values.shift();
  return values;
};

/**
 * The e-mail addresses of a bulk-invitation file: the first column of a CSV or text file
 * (papaparse) or of the first sheet of an .xlsx workbook (read-excel-file; the xlsx package is
 * only used to write). Blank rows and a header row are skipped.
 */
export async function readEmailList(file: Blob & { name?: string }): Promise<string[]> {
  const isXlsx = file.type === XLSX_TYPE || /\.xlsx$/i.test(file.name ?? '');
  if (isXlsx) return firstColumn(await readSheet(file));
  const text = (await file.text()).replace(/^\uFEFF/, '');
  return firstColumn(Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' }).data);
}

/** E-mails typed or pasted: one per line, or separated by commas, semicolons or spaces. */
export const splitEmails = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((v) => v.trim())
    .filter(Boolean);
