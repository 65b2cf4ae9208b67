import { describe, expect, it, vi } from 'vitest';
import readXlsxFile from 'read-excel-file/node';
import { exportPagedToXlsx, writeXlsx, type ExportColumn } from './xlsx-export.ts';
import { CELL_TEXT_MAX_LENGTH, SpreadsheetError } from '../../api/contracts/spreadsheet.ts';

interface Patient {
  id: number;
  first_name: string;
  surname: string;
  patient_number: string;
}

const patients: Patient[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  first_name: `First${i + 1}`,
  surname: i === 4 ? 'حداد' : `Surname${i + 1}`,
  patient_number: `P-${String(i + 1).padStart(4, '0')}`,
}));

const columns: ExportColumn<Patient>[] = [
  { header: 'First name', value: (p) => p.first_name },
  { header: 'Surname', value: (p) => p.surname },
  { header: 'Patient number', value: (p) => p.patient_number },
  { header: 'Id', value: (p) => p.id },
];

const pagedSource = (rows: Patient[]) =>
  vi.fn(async (page: number, size: number) => ({
    rows: rows.slice((page - 1) * size, page * size),
    total: rows.length,
  }));

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a SpreadsheetError');
    },
    (error: unknown) => error as SpreadsheetError,
  );

describe('exportPagedToXlsx', () => {
  it('writes every row of a multi-page source to a sheet named data, under a header row', async () => {
    const fetchPage = pagedSource(patients);
    const progress = vi.fn();
    const result = await exportPagedToXlsx({
      fileName: 'patients.xlsx',
      columns,
      fetchPage,
      pageSize: 10,
      onProgress: progress,
    });

    expect(fetchPage.mock.calls).toEqual([
      [1, 10],
      [2, 10],
      [3, 10],
    ]);
    expect(progress).toHaveBeenLastCalledWith(23, 23);
    expect(result.rows).toBe(23);

    const sheets = await readXlsxFile(Buffer.from(result.data));
    expect(sheets.map((s) => s.sheet)).toEqual(['data']);
    const [header, ...rows] = sheets[0]?.data ?? [];
    expect(header).toEqual(['First name', 'Surname', 'Patient number', 'Id']);
    expect(rows).toHaveLength(23);
    expect(rows[0]).toEqual(['First1', 'Surname1', 'P-0001', 1]);
    expect(rows[4]?.[1]).toBe('حداد');
    expect(rows[22]).toEqual(['First23', 'Surname23', 'P-0023', 23]);
  });

  it('stops on a short page when the API gives no total, and writes a header-only sheet for no rows', async () => {
    const withoutTotal = vi.fn(async (page: number, size: number) => ({
      rows: patients.slice((page - 1) * size, page * size),
    }));
    const all = await exportPagedToXlsx({
      fileName: 'p.xlsx',
      columns,
      fetchPage: withoutTotal,
      pageSize: 5,
    });
    expect(withoutTotal).toHaveBeenCalledTimes(5);
    expect(all.rows).toBe(23);

    const none = await exportPagedToXlsx({ fileName: 'p.xlsx', columns, fetchPage: pagedSource([]) });
    const [sheet] = await readXlsxFile(Buffer.from(none.data));
    expect(sheet?.data).toEqual([['First name', 'Surname', 'Patient number', 'Id']]);
  });

  it('rejects a non-.xlsx file name before fetching anything', async () => {
    const fetchPage = pagedSource(patients);
    const error = await rejection(exportPagedToXlsx({ fileName: 'patients.csv', columns, fetchPage }));
    expect(error).toBeInstanceOf(SpreadsheetError);
    expect(error.code).toBe('UnsupportedFileType');
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('names the row and column of a cell over 32767 characters', async () => {
    const long = [{ ...(patients[0] as Patient), surname: 'x'.repeat(CELL_TEXT_MAX_LENGTH + 1) }];
    const error = await rejection(
      exportPagedToXlsx({ fileName: 'p.xlsx', columns, fetchPage: pagedSource(long) }),
    );
    expect(error.code).toBe('CellTooLong');
    expect(error.message).toMatch(/row 2, column 2/);
  });

  it('accepts a cell of exactly 32767 characters', async () => {
    const edge = [{ ...(patients[0] as Patient), surname: 'y'.repeat(CELL_TEXT_MAX_LENGTH) }];
    const result = await exportPagedToXlsx({ fileName: 'p.xlsx', columns, fetchPage: pagedSource(edge) });
    const [sheet] = await readXlsxFile(Buffer.from(result.data));
    expect(String(sheet?.data[1]?.[1])).toHaveLength(CELL_TEXT_MAX_LENGTH);
  });
});

describe('writeXlsx', () => {
  it('writes several sheets in order', async () => {
    const data = await writeXlsx(
      [
        {
          name: 'data',
          rows: [
            ['a', 'b'],
            [1, true],
          ],
        },
        { name: 'Summary 2024', rows: [['total'], [2]] },
      ],
      'REPORT.XLSX',
    );
    const sheets = await readXlsxFile(Buffer.from(data));
    expect(sheets.map((s) => s.sheet)).toEqual(['data', 'Summary 2024']);
    expect(sheets[0]?.data).toEqual([
      ['a', 'b'],
      [1, 'Yes'],
    ]);
  });

  it.each([
    [[], 'EmptyWorkbook'],
    [
      [
        { name: 'data', rows: [] },
        { name: 'DATA', rows: [] },
      ],
      'DuplicateSheetName',
    ],
    [[{ name: 'x'.repeat(32), rows: [] }], 'InvalidSheetName'],
    [[{ name: 'Q1/Q2', rows: [] }], 'InvalidSheetName'],
    [[{ name: 'what?', rows: [] }], 'InvalidSheetName'],
    [[{ name: '[draft]', rows: [] }], 'InvalidSheetName'],
    [[{ name: ' ', rows: [] }], 'InvalidSheetName'],
  ])('rejects %j with %s', async (sheets, code) => {
    const error = await rejection(writeXlsx(sheets, 'out.xlsx'));
    expect(error.code).toBe(code);
  });

  it('accepts a 31-character sheet name', async () => {
    const name = 'n'.repeat(31);
    const data = await writeXlsx([{ name, rows: [['ok']] }], 'out.xlsx');
    expect((await readXlsxFile(Buffer.from(data)))[0]?.sheet).toBe(name);
  });

  it('rejects other file types', async () => {
    expect((await rejection(writeXlsx([{ name: 'data', rows: [] }], 'out.xls'))).code).toBe(
      'UnsupportedFileType',
    );
  });
});

describe('dates and yes-or-no cells', () => {
  // 13:45 UTC on 1 July is 14:45 in London (summer time); 09:05 UTC on 2 January is 09:05 (GMT).
  const summer = new Date('2026-07-01T13:45:00Z');
  const winter = new Date('2026-01-02T09:05:00Z');

  it('writes a date as a date cell in Europe/London wall time, day first, and a boolean in the given words', async () => {
    const bytes = await writeXlsx(
      [
        {
          name: 'data',
          rows: [
            ['When', 'Answer'],
            [summer, true],
            [winter, false],
          ],
        },
      ],
      'dates.xlsx',
      { yes: 'Sí', no: 'No' },
    );
    const [sheet] = await readXlsxFile(Buffer.from(bytes));
    const [, first, second] = sheet?.data ?? [];
    // The reader gives a date cell back as a Date, its wall time in UTC fields (to the millisecond
    // the serial number's floating point keeps).
    const wall = (cell: unknown) =>
      new Date(Math.round((cell as Date).getTime() / 1000) * 1000).toISOString();
    expect(first?.[0]).toBeInstanceOf(Date);
    expect(wall(first?.[0])).toBe('2026-07-01T14:45:00.000Z');
    expect(wall(second?.[0])).toBe('2026-01-02T09:05:00.000Z');
    expect([first?.[1], second?.[1]]).toEqual(['Sí', 'No']);
  });

  it('writes English yes and no when no words are given, and a paged export takes the words too', async () => {
    const result = await exportPagedToXlsx({
      fileName: 'flags.xlsx',
      columns: [
        { header: 'Published', value: (r: { on: boolean; at: Date }) => r.on },
        { header: 'At', value: (r) => r.at },
      ],
      fetchPage: async () => ({ rows: [{ on: true, at: winter }], total: 1 }),
      words: { yes: 'نعم', no: 'لا' },
    });
    const [sheet] = await readXlsxFile(Buffer.from(result.data));
    expect(sheet?.data[1]?.[0]).toBe('نعم');
    expect(sheet?.data[1]?.[1]).toBeInstanceOf(Date);
    const english = await writeXlsx([{ name: 'data', rows: [[true, false]] }], 'en.xlsx');
    expect((await readXlsxFile(Buffer.from(english)))[0]?.data[0]).toEqual(['Yes', 'No']);
  });
});
