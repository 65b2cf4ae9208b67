import { describe, expect, it } from 'vitest';
import { buffer } from 'node:stream/consumers';
import readXlsxFile from 'read-excel-file/node';
import XLSX from 'xlsx';
import { writeSheets } from '../../src/api/contracts/sheet-writer.ts';
import type { CellValue } from '../../src/api/contracts/spreadsheet.ts';
import { streamSheet, type ExportEnd, type SheetRows } from './xlsx-stream.ts';

const header = ['Name', 'When', 'Score', 'Well?', 'Note'];
const rows: CellValue[][] = [
  ['Noah Ahmed', new Date('2026-03-29T00:30:00Z'), 7, true, '=HYPERLINK("http://evil","x")'],
  ['نور', new Date('2026-07-01T12:00:00Z'), 0.5, false, 'Tabs\tand\nlines & <tags> "quoted"'],
  ['Lucía', null, null, undefined, '@sum'],
  ['Mia', new Date('2026-12-31T23:59:00Z'), -3, true, '+44 20 7946 0000'],
  ['Bell\u0007 and a lone\u0001 control', '', 1e6, false, '-1'],
];

async function* inPages(all: CellValue[][], size: number): AsyncGenerator<SheetRows> {
  for (let i = 0; i < all.length; i += size) yield all.slice(i, i + size);
}

/** The streamed writer against the whole-file writer (SheetJS, write only), both read back by read-excel-file. */
describe('the streamed xlsx writer', () => {
  it('writes the rows the whole-file writer writes, page by page', async () => {
    const ends: ExportEnd[] = [];
    const streamed = await buffer(
      streamSheet(header, inPages(rows, 2), {
        fileName: 'x.xlsx',
        words: { yes: 'Sí', no: 'No' },
        onEnd: async (end) => void ends.push(end),
      }),
    );
    const whole = writeSheets(XLSX, [{ name: 'data', rows: [header, ...rows] }], 'x.xlsx', {
      yes: 'Sí',
      no: 'No',
    });
    const [read, oracle] = await Promise.all([readXlsxFile(streamed), readXlsxFile(Buffer.from(whole))]);
    expect(read.map((s) => s.sheet)).toEqual(['data']);
    expect(read[0]?.data).toEqual(oracle[0]?.data);
    expect(read[0]?.data[1]?.[3]).toBe('Sí');
    // London wall time (summer time: an hour on), which the reader gives as if it were UTC.
    const summer = read[0]?.data[2]?.[1] as unknown as Date;
    expect(Math.abs(summer.getTime() - Date.parse('2026-07-01T13:00:00Z'))).toBeLessThan(1000);
    expect(ends).toEqual([{ rows: rows.length, complete: true }]);
  });

  it('keeps text that looks like an escape as typed', async () => {
    const file = await buffer(
      streamSheet(['Note'], inPages([['_x0041_ stays typed']], 1), {
        fileName: 'x.xlsx',
        onEnd: async () => undefined,
      }),
    );
    expect((await readXlsxFile(file))[0]?.data).toEqual([['Note'], ['_x0041_ stays typed']]);
  });

  it('writes a header alone when there are no rows, and refuses a bad name before its first byte', async () => {
    const empty = await buffer(
      streamSheet(header, inPages([], 2), { fileName: 'x.xlsx', onEnd: async () => undefined }),
    );
    expect((await readXlsxFile(empty))[0]?.data).toEqual([header]);
    expect(() =>
      streamSheet(header, inPages([], 2), { fileName: 'x.csv', onEnd: async () => undefined }),
    ).toThrow(/only \.xlsx/);
  });
});
