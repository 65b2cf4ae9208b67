import { createHash, randomInt } from 'node:crypto';
import { wordlist as english } from '@scure/bip39/wordlists/english.js';
import { wordlist as spanish } from '@scure/bip39/wordlists/spanish.js';
import type { Language } from '../../../src/api/contracts/index.ts';
import { ARABIC_WORDS } from './arabic-words.ts';
import { readsWell } from './word-filter.ts';

/**
 * Every code must have at least this many combinations (2^30; three words of a BIP39 list less the words
 * word-filter.ts drops give about 2^32.6).
 */
export const MIN_COMBINATIONS = 2 ** 30;

/** The fewest words that give a list of `size` words at least MIN_COMBINATIONS codes. */
const wordsNeeded = (size: number): number => Math.ceil(Math.log2(MIN_COMBINATIONS) / Math.log2(size));

/** The word list per language and how many words a code of that language has. */
export const WORD_LISTS: Record<Language, { words: readonly string[]; count: number }> = {
  en: { words: english.filter(readsWell('en')), count: 3 },
  es: { words: spanish.filter(readsWell('es')), count: 3 },
  ar: { words: ARABIC_WORDS, count: wordsNeeded(ARABIC_WORDS.length) },
};

/** The most words any language's code has; and the fewest. */
export const MAX_WORDS = Math.max(...Object.values(WORD_LISTS).map((l) => l.count));
export const MIN_WORDS = Math.min(...Object.values(WORD_LISTS).map((l) => l.count));

/**
 * One word as it is compared: lower case, compatibility forms folded (NFKD, as BIP39 normalises),
 * Latin accents and Arabic diacritics dropped (so "ábaco" is "abaco" and "أسد" is "اسد"), alef
 * wasla as alef, alef maqsura as ya, ta marbuta as ha, the tatweel removed.
 */
export const normaliseWord = (word: string): string =>
  word
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/\u0671/g, '\u0627')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u0629/g, '\u0647');

/** The words of a typed code: split on spaces, commas (Latin or Arabic), dots, dashes and underscores. */
export const wordsOf = (typed: string): string[] =>
  typed
    .split(/[\s,.\u060c_-]+/u)
    .map(normaliseWord)
    .filter((w) => w.length > 0);

/** What is stored and looked up: the SHA-256 of the normalised words joined by single spaces. */
export const hashOfWords = (words: readonly string[]): string =>
  createHash('sha256').update(words.map(normaliseWord).join(' ')).digest('hex');

/** A fresh code in `language`: words drawn uniformly with the operating system's randomness. */
export function newWords(language: Language): string[] {
  const list = WORD_LISTS[language];
  return Array.from({ length: list.count }, () => list.words[randomInt(list.words.length)] as string);
}
