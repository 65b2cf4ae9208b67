import { atom } from 'jotai';
import { atomWithDefault } from 'jotai/utils';
import Cookies from 'js-cookie';
import { readerLanguage, type Language, type Organisation, type User } from '../../api/contracts/index.ts';
import { LANGUAGES } from '../../api/contracts/constants.ts';
import { COOKIE } from './cookies.ts';
import { sessionAtom } from './atoms.ts';

// The contracts' languageSchema is z.enum(LANGUAGES): the same test, without loading zod first.
const isLanguage = (value: unknown): value is Language => LANGUAGES.some((code) => code === value);

const readSaved = (): Language | null => {
  const saved = Cookies.get(COOKIE.language);
  return isLanguage(saved) ? saved : null;
};

const baseSavedLanguageAtom = atomWithDefault<Language | null>(() => readSaved());

/** The language chosen in a selector, kept in the spec's `language` cookie (365 days). */
export const savedLanguageAtom = atom(
  (get) => get(baseSavedLanguageAtom),
  (_get, set, next: Language | null) => {
    if (next) {
      Cookies.set(COOKIE.language, next, {
        expires: 365,
        sameSite: 'lax',
        secure: typeof location !== 'undefined' && location.protocol === 'https:',
        path: '/',
      });
    } else {
      Cookies.remove(COOKIE.language, { path: '/' });
    }
    set(baseSavedLanguageAtom, next);
  },
);

/**
 * Spec §1: a guardian reads their saved preference, then the organisation's language, then
 * English; every other signed-in user reads English; a visitor reads the language they chose.
 */
export function resolveLanguage(input: {
  user: Pick<User, 'type' | 'language'> | null;
  organisation: Pick<Organisation, 'language' | 'family_languages'> | null;
  saved: Language | null;
}): Language {
  const { user, organisation, saved } = input;
  if (!user) return saved ?? 'en';
  return readerLanguage(user, organisation, saved);
}

export const languageAtom = atom<Language>((get) => {
  const session = get(sessionAtom);
  return resolveLanguage({
    user: session?.user ?? null,
    organisation: session?.organisation ?? null,
    saved: get(savedLanguageAtom),
  });
});
