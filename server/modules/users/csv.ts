import Papa from 'papaparse';

/**
 * The e-mails of a CSV upload: the first column of each non-blank row; a first row reading
 * 'email' (or 'e-mail') is a header and is skipped. papaparse handles quoting and delimiters.
 */
export function emailsFromCsv(text: string): string[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const values = parsed.data.map((row) => (row[0] ?? '').trim());
  if (values.length > 0 && /^e-?mail$/i.test(values[0] ?? '')) values.shift();
  return values;
}
