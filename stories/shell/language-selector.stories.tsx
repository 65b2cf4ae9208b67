import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import {
  LanguageSelector,
  englishArabicOptions,
  englishSpanishOptions,
  initialSpanishSelectorValue,
  languageOptions,
} from '../../src/design-system/index.ts';

const meta = preview.meta({
  title: 'Shell/LanguageSelector',
  component: LanguageSelector,
  parameters: { layout: 'padded' },
  args: { options: englishArabicOptions, value: 'en' as const, onChange: fn() },
});

export const EnglishArabic = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Language' }), 'العربية');
    await expect(args.onChange).toHaveBeenCalledWith('ar');
  },
});

export const EnglishSpanish = meta.story({
  args: { options: englishSpanishOptions, value: 'es' as const },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveDisplayValue('Español');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Language' }), 'English');
    await expect(args.onChange).toHaveBeenCalledWith('en');
  },
});

/** A guardian of a Spanish-speaking hospital who reads Spanish: English and Spanish, Spanish shown. */
export const GuardianOfSpanishOrganisation = meta.story({
  args: { options: languageOptions(['en', 'es', 'es']), value: 'es' as const },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveDisplayValue('Español');
    const options = canvas.getAllByRole('option').map((o) => o.textContent);
    await expect(options).toEqual(['English', 'Español']);
  },
});

/** The public pages' selector when the saved language is not one it offers. */
export const SpanishWhenNothingSavedMatches = meta.story({
  args: { options: englishSpanishOptions, value: initialSpanishSelectorValue('ar') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveDisplayValue('Español');
  },
});

export const RightToLeft = meta.story({
  globals: { locale: 'ar' },
  args: { value: 'ar' as const, label: 'اللغة' },
});

export const Branded = meta.story({ parameters: { branding: { primary: '#8a1c7c' } } });
