import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.ts';

const ID = '0b6f3c5e-2f7a-4d8e-9c1b-5a4d3e2f1a0b';
const SHAPE = [{ kind: 'time', nullable: true }, { kind: 'uuid' }] as const;
const cursor = (...parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

describe('keyset cursors', () => {
  it('gives back the parts it was made of, a time to the microsecond as the database wrote it', () => {
    for (const time of ['2026-03-29 00:30:00.123456+00', '2028-02-29T23:59:59.5+01:00', null])
      expect(decodeCursor(encodeCursor([time, ID]), SHAPE)).toEqual([time, ID]);
  });

  it('refuses, naming cursor, what PostgreSQL would refuse or the list did not give', () => {
    for (const bad of [
      'not base64 json',
      cursor('2026-02-29 00:00:00+00', ID), // no 29 February in 2026
      cursor('2026-04-31 00:00:00+00', ID),
      cursor('0000-01-01 00:00:00+00', ID),
      cursor('2026-01-01 25:00:00+00', ID),
      cursor("2026-01-01' or true --", ID),
      cursor('2026-01-01 00:00:00+00', 'x'),
      cursor('2026-01-01 00:00:00+00'),
      cursor(1, ID),
      Buffer.from('{"a":1}').toString('base64url'),
    ])
      expect(() => decodeCursor(bad, SHAPE), bad).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => decodeCursor(cursor('a\u0000b'), [{ kind: 'text' }])).toThrow(
      expect.objectContaining({ fields: [expect.objectContaining({ path: 'cursor' })] }),
    );
  });
});
