import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { sha256Hex } from './text-hash.ts';

describe('sha256Hex', () => {
  it('hashes the UTF-8 text as the server does, Arabic included', async () => {
    for (const text of [
      '',
      'Terms 2.0: be kind.',
      'الشروط 2.0: كن لطيفًا.\n\nسطر ثانٍ',
      'Condiciones: sé amable 👍',
    ])
      expect(await sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });
});
