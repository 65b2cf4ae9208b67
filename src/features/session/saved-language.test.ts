import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedLanguageAtom } from './language.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The language a first read finds in the spec's `language` cookie. */
const savedIn = (cookie: string) => {
  vi.stubGlobal('document', { cookie });
  return createStore().get(savedLanguageAtom);
};

describe('the language cookie', () => {
  it.each(['en', 'ar', 'es'])('keeps %s', (code) => {
    expect(savedIn(`language=${code}`)).toBe(code);
  });

  it.each(['fr', 'EN', 'ar ', ''])('ignores "%s", which is no portal language', (code) => {
    expect(savedIn(`language=${encodeURIComponent(code)}`)).toBeNull();
  });

  it('is null without the cookie', () => {
    expect(savedIn('other=1')).toBeNull();
  });
});
