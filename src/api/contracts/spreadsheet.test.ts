import { describe, expect, it } from 'vitest';
import { londonSerial, sheetCell } from './spreadsheet.ts';

describe('the cells every spreadsheet writes', () => {
  it('writes text that a spreadsheet or a shell could run as text, in the text format', () => {
    for (const value of ['=1+2', '+44 20', '-3', '@SUM(A1)', '\tcmd', '\rcmd'])
      expect(sheetCell(value)).toEqual({ t: 's', v: value, z: '@' });
    expect(sheetCell('plain')).toEqual({ t: 's', v: 'plain' });
  });

  it('writes an instant as the date London’s clock read, and a yes-or-no in the reader’s words', () => {
    // 14:00 UTC on 3 July 2026 is 15:00 in London (BST).
    const serial = londonSerial(new Date('2026-07-03T14:00:00Z'));
    expect(serial % 1).toBeCloseTo(15 / 24, 9);
    expect(sheetCell(new Date('2026-11-27T10:30:00Z'))).toMatchObject({ t: 'n', z: 'dd/mm/yyyy hh:mm' });
    expect(sheetCell(true, { yes: 'Sí', no: 'No' })).toEqual({ t: 's', v: 'Sí' });
    expect(sheetCell(null)).toBeNull();
  });
});
