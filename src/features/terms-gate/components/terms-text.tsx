import Box from '@mui/material/Box';
import type { Language } from '../../../api/contracts/index.ts';

/** The terms exactly as stored (plain text, paragraphs kept), in the direction of their language. */
export function TermsText({ text, language }: { text: string; language: Language }) {
  return (
    <Box
      lang={language}
      dir={language === 'ar' ? 'rtl' : 'ltr'}
      sx={{ whiteSpace: 'pre-line', typography: 'body1', overflowWrap: 'anywhere' }}
    >
      {text}
    </Box>
  );
}

/** The language the terms are shown in: the reader's, else the organisation's, else English. */
export function shownLanguage(
  texts: Partial<Record<Language, string>>,
  reader: Language,
  organisation: Language | undefined,
): Language {
  if (texts[reader]) return reader;
  if (organisation && texts[organisation]) return organisation;
  return 'en';
}
