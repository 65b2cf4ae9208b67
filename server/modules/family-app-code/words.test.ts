import { describe, expect, it } from 'vitest';
import { ARABIC_WORDS } from './arabic-words.ts';
import { BAD_WORDS } from './word-filter.ts';
import { hashOfWords, MIN_COMBINATIONS, newWords, normaliseWord, WORD_LISTS, wordsOf } from './words.ts';

describe("the three-word code's words", () => {
  it.each(Object.entries(WORD_LISTS))(
    '%s: at least 2^30 codes, words distinct once normalised',
    (_, list) => {
      expect(list.words.length ** list.count).toBeGreaterThanOrEqual(MIN_COMBINATIONS);
      expect(new Set(list.words.map(normaliseWord)).size).toBe(list.words.length);
      for (const word of list.words) expect(wordsOf(word)).toEqual([normaliseWord(word)]);
    },
  );

  it('English and Spanish codes are three words of BIP39 less the words that read badly; Arabic ones four of its own list', () => {
    expect([WORD_LISTS.en.words.length, WORD_LISTS.en.count]).toEqual([2048 - BAD_WORDS.en.length, 3]);
    expect([WORD_LISTS.es.words.length, WORD_LISTS.es.count]).toEqual([2048 - BAD_WORDS.es.length, 3]);
    expect(WORD_LISTS.ar.count).toBe(4);
    expect(ARABIC_WORDS.every((w) => /^[\u0621-\u064a]+$/.test(w))).toBe(true);
  });

  it('keeps unsuitable words out of the Arabic list', () => {
    const unsuitable = [
      'موت',
      'قتل',
      'دم',
      'سلاح',
      'مسدس',
      'سكين',
      'حرب',
      'قنبلة',
      'خمر',
      'شيطان',
      'سرطان',
      'مرض',
      'غبي',
    ];
    const list = new Set(ARABIC_WORDS.map(normaliseWord));
    expect(unsuitable.filter((w) => list.has(normaliseWord(w)))).toEqual([]);
  });

  it('reads a code however it is typed: case, spaces, commas, accents, diacritics and alef forms', () => {
    const hash = hashOfWords(['ábaco', 'niño', 'árbol']);
    expect(hashOfWords(wordsOf('  ABACO,nino   Arbol '))).toBe(hash);
    const arabic = hashOfWords(['أسد', 'قطة', 'إجاص', 'آمن']);
    expect(hashOfWords(wordsOf('اسد، قطه اجاص امن'))).toBe(arabic);
    expect(hashOfWords(wordsOf('أَسَد قطّة إجاص آمن'))).toBe(arabic);
    expect(hashOfWords(wordsOf('otter maple river'))).not.toBe(hashOfWords(wordsOf('otter river maple')));
  });

  it('draws every word from the language’s list', () => {
    for (const language of ['en', 'es', 'ar'] as const) {
      const words = newWords(language);
      expect(words).toHaveLength(WORD_LISTS[language].count);
      for (const w of words) expect(WORD_LISTS[language].words).toContain(w);
    }
  });
  it('drops the words that read badly together ("awful worry prevent") and keeps at least 2^30 codes', () => {
    for (const language of ['en', 'es'] as const) {
      const kept = new Set(WORD_LISTS[language].words.map(normaliseWord));
      expect(BAD_WORDS[language].filter((w) => kept.has(normaliseWord(w)))).toEqual([]);
      expect(WORD_LISTS[language].words.length ** 3).toBeGreaterThanOrEqual(2 ** 30);
    }
    for (const word of ['awful', 'worry', 'prevent', 'hospital', 'blood', 'sick'])
      expect(WORD_LISTS.en.words).not.toContain(word);
    for (let i = 0; i < 200; i++) expect(newWords('en').some((w) => BAD_WORDS.en.includes(w))).toBe(false);
  });
});
