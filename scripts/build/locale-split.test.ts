import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_NAMESPACES, localePart } from './locale-split.ts';

const english = JSON.parse(readFileSync(new URL('../../locales/en.json', import.meta.url), 'utf8')) as Record<
  string,
  unknown
>;

describe('English in two parts', () => {
  it('puts every namespace in exactly one part, and nothing else', () => {
    const first = localePart(english, 'first');
    const later = localePart(english, 'later');
    expect({ ...first, ...later }).toEqual(english);
    expect(Object.keys(first).filter((key) => key in later)).toEqual([]);
    expect(Object.keys(later)).toContain('videos');
  });

  it('names only namespaces that exist in the first part', () => {
    expect(FIRST_LOAD_NAMESPACES.filter((key) => !(key in english))).toEqual([]);
  });
});
