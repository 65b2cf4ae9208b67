import type { CaptionLanguage } from '../../../api/contracts/captions.ts';

/** The caption languages in the order the library lists them. */
export const CAPTION_LANGUAGES: readonly CaptionLanguage[] = ['en', 'ar', 'es'];

/** The direction a language's text runs in, whatever the interface's own. */
export const directionOf = (language: CaptionLanguage) => (language === 'ar' ? 'rtl' : 'ltr');

/** The largest caption file the server takes (512 kB). */
export const CAPTIONS_MAX_BYTES = 512 * 1024;
