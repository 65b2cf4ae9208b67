import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { LocalisedText } from '../../../api/contracts/questionnaire-model.ts';
import { useT } from '../../../lib/index.ts';

interface LocalisedFieldsProps {
  /** The field's name (already translated); the Arabic and Spanish fields add their language. */
  label: string;
  value: LocalisedText;
  onChange: (next: LocalisedText) => void;
  required?: boolean;
  multiline?: boolean;
  /** Shown under the English field when it is required and empty after a save was tried. */
  showErrors?: boolean;
}

/** One text in English (required where the app needs it) with its Arabic and Spanish translations. */
export function LocalisedFields({
  label,
  value,
  onChange,
  required,
  multiline,
  showErrors,
}: LocalisedFieldsProps) {
  const t = useT();
  const missing = Boolean(required && showErrors && !value.en.trim());
  // An emptied translation is left out rather than stored as '' (the app then falls back to English).
  const set = (lang: 'ar' | 'es', text: string) => {
    const next = { ...value, [lang]: text };
    onChange({
      en: next.en,
      ...(next.ar ? { ar: next.ar } : {}),
      ...(next.es ? { es: next.es } : {}),
    });
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
      <TextField
        label={label}
        value={value.en}
        required={required}
        error={missing}
        helperText={missing ? t('quizzes.editor.required') : undefined}
        onChange={(e) => onChange({ ...value, en: e.target.value })}
        multiline={multiline}
        size="small"
        fullWidth
      />
      <TextField
        label={t('quizzes.editor.inArabic', { label })}
        value={value.ar ?? ''}
        onChange={(e) => set('ar', e.target.value)}
        slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
        multiline={multiline}
        size="small"
        fullWidth
      />
      <TextField
        label={t('quizzes.editor.inSpanish', { label })}
        value={value.es ?? ''}
        onChange={(e) => set('es', e.target.value)}
        slotProps={{ htmlInput: { lang: 'es' } }}
        multiline={multiline}
        size="small"
        fullWidth
      />
    </Stack>
  );
}

/** A text in the reader's language, English when it has no translation (as the app does). */
export const localised = (text: LocalisedText | null | undefined, locale: string): string => {
  if (!text) return '';
  const lang = locale.slice(0, 2) as keyof LocalisedText;
  return text[lang] || text.en;
};
