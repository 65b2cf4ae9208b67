/** Who reads which language is the contracts' rule, shared with the portal. */
import { readerLanguage, type Language } from '../../src/api/contracts/index.ts';

/** The recipient's language, as the portal chooses it (readerLanguage in the contracts). */
export function mailLanguageOf(
  user: { type: number; language: string | null },
  organisation: { language: string; familyLanguages?: readonly Language[] } | null,
): Language {
  return readerLanguage(
    user,
    organisation && { language: organisation.language, family_languages: organisation.familyLanguages },
  );
}
