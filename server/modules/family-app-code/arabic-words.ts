import groups from './arabic-words.json' with { type: 'json' };

/**
 * Common, child-friendly Arabic words for the three-word code (BIP39 has no Arabic list): animals,
 * fruit and food, colours, nature, things at home and school, places, music, shapes, numbers and
 * kind qualities, grouped by theme in arabic-words.json (data, so that the list can grow without
 * growing a source file). Written without diacritics; every word differs from every other after the
 * code's normalisation (words.test.ts checks it, and that the list is long enough for its word count).
 */
export const ARABIC_WORDS: readonly string[] = Object.values(groups as Record<string, string[]>).flat();
