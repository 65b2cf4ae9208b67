import { LANGUAGES } from './constants.ts';
import { roleOf } from './permissions.ts';
import type { Language } from './organisation.ts';

const isLanguage = (value: unknown): value is Language => LANGUAGES.some((code) => code === value);

/** The languages an organisation offers its families (every one unless it chose fewer). */
export const offeredLanguages = (
  organisation: { family_languages?: readonly Language[] } | null | undefined,
): readonly Language[] =>
  organisation?.family_languages?.length ? organisation.family_languages : LANGUAGES;

/**
 * Who reads which language (docs/product.md § Languages), in the portal and in e-mails alike:
 * - a guardian reads their saved preference (on their account, else the selector's cookie), then
 *   the organisation's language, then English — each only if the organisation offers it to its
 *   families, else the first language it offers;
 * - an admin or the super admin reads the language chosen on their account, else English;
 * - everyone else reads English.
 */
export function readerLanguage(
  user: { type: number; language: string | null },
  organisation: { language: string; family_languages?: readonly Language[] } | null,
  saved: Language | null = null,
): Language {
  const role = roleOf(user.type);
  if (role === 'superAdmin' || role === 'admin') return isLanguage(user.language) ? user.language : 'en';
  if (role !== 'guardian') return 'en';
  const offered = offeredLanguages(organisation);
  const wanted = [user.language, saved, organisation?.language, 'en'];
  return (
    (wanted.find((code) => isLanguage(code) && offered.includes(code)) as Language | undefined) ??
    offered[0] ??
    'en'
  );
}
