import type { LocalisedText } from '../../../api/contracts/questionnaires.ts';

/** A questionnaire text in the reader's language, English when it has no translation (as the app does). */
export const localised = (text: LocalisedText | null | undefined, locale: string): string => {
  if (!text) return '';
  const lang = locale.slice(0, 2) as keyof LocalisedText;
  return text[lang] || text.en;
};

export const STATUS_KEYS = ['draft', 'active', 'admin'] as const;
