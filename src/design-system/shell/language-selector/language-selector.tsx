import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';

export type LanguageCode = 'en' | 'ar' | 'es';

export interface LanguageOption {
  code: LanguageCode;
  /** The numeric id some of the spec's selectors use (English 1, Spanish 2). */
  id?: number;
  /** The language's own name. */
  label: string;
}

/** Each language under its own name. */
const ownNames: Record<LanguageCode, string> = { en: 'English', ar: 'العربية', es: 'Español' };

/** Options for the given languages, each once, in the order given. */
export const languageOptions = (codes: readonly LanguageCode[]): LanguageOption[] =>
  [...new Set(codes)].map((code) => ({ code, label: ownNames[code] }));

/** English and Arabic. */
export const englishArabicOptions: LanguageOption[] = languageOptions(['en', 'ar']);

/** The public sign-in and registration pages' selector: English (id 1) and Spanish (id 2). */
export const englishSpanishOptions: LanguageOption[] = [
  { code: 'en', id: 1, label: 'English' },
  { code: 'es', id: 2, label: 'Español' },
];

/**
 * The sign-in and registration pages' selector: the spec's English (id 1) and Spanish (id 2), and
 * Arabic, so that a family of any hospital can read in any of the three before signing in.
 */
export const publicLanguageOptions: LanguageOption[] = [
  ...englishSpanishOptions,
  { code: 'ar', label: ownNames.ar },
];

/** Spec §1: the Spanish-offering selector shows Spanish when no saved value matches its options. */
export function initialSpanishSelectorValue(
  saved: string | null | undefined,
  options: readonly LanguageOption[] = englishSpanishOptions,
): LanguageCode {
  return options.find((o) => o.code === saved)?.code ?? 'es';
}

export interface LanguageSelectorProps {
  options: LanguageOption[];
  value: LanguageCode;
  onChange: (code: LanguageCode) => void;
  label?: string;
  size?: 'small' | 'medium';
}

/**
 * One selector, configured with either option set. A native select: it is on the sign-in pages'
 * first paint, and MUI's Select brings its menu, popover, modal and transitions.
 */
export function LanguageSelector({
  options,
  value,
  onChange,
  label = 'Language',
  size = 'small',
}: LanguageSelectorProps) {
  const id = useId();
  const current = options.some((o) => o.code === value) ? value : (options[0]?.code ?? 'en');
  return (
    <FormControl size={size} sx={{ minWidth: 140 }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={current}
        onChange={(e) => onChange(e.target.value as LanguageCode)}
        input={<OutlinedInput label={label} notched />}
      >
        {options.map((o) => (
          <option key={o.code} value={o.code} lang={o.code}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
