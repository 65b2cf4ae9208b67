import {
  CMS_LANGUAGES,
  type CmsContent,
  type CmsLanguage,
} from '../../api/contracts/hospital-information.ts';

export { CMS_LANGUAGES, type CmsLanguage };

/** The writing direction of a language (Arabic is read and edited right-to-left). */
export const directionOf = (language: CmsLanguage): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * The language a reader gets a page in: theirs when the page has it, else the organisation's, else
 * English (else whatever the page has). `fallback` says the reader's own language was missing.
 */
export function pickLanguage(
  content: CmsContent,
  wanted: CmsLanguage,
  organisationLanguage: CmsLanguage,
): { language: CmsLanguage; fallback: boolean } | null {
  const order = [wanted, organisationLanguage, 'en', ...CMS_LANGUAGES] as const;
  const language = order.find((l) => content[l]?.title || content[l]?.html);
  return language ? { language, fallback: language !== wanted } : null;
}

/** A page's title for lists: English first (admins work in English), else any language it has. */
export function pageTitle(content: CmsContent): string | null {
  for (const l of ['en', ...CMS_LANGUAGES] as const) {
    const title = content[l]?.title.trim();
    if (title) return title;
  }
  return null;
}
