import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { readEmailList, splitEmails } from './email-list.ts';

const xlsxFile = (rows: unknown[][]) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'families');
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new File([bytes], 'families.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
};

describe('bulk invitation lists', () => {
  it('reads the first column of a real .xlsx workbook, skipping a header and blank rows', async () => {
    const file = xlsxFile([
      ['Email', 'Name'],
      ['a@family.test', 'A'],
      [],
      ['b@family.test', 'B'],
      ['not-an-email'],
    ]);
    expect(await readEmailList(file)).toEqual(['a@family.test', 'b@family.test', 'not-an-email']);
  });

  it('reads the first column of a CSV, quoted or not, with a byte-order mark', async () => {
    const csv = new File(['\uFEFFe-mail;name\r\n"c@family.test";C\r\n\r\nd@family.test;D\r\n'], 'list.csv', {
      type: 'text/csv',
    });
    expect(await readEmailList(csv)).toEqual(['c@family.test', 'd@family.test']);
  });

  it('splits pasted text on lines, commas, semicolons and spaces', () => {
    expect(splitEmails(' e@f.test,\n g@h.test; i@j.test  k@l.test\n')).toEqual([
      'e@f.test',
      'g@h.test',
      'i@j.test',
      'k@l.test',
    ]);
  });
});
