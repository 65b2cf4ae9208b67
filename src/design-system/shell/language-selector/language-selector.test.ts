import { describe, expect, it } from 'vitest';
import {
  englishArabicOptions,
  englishSpanishOptions,
  initialSpanishSelectorValue,
  languageOptions,
  publicLanguageOptions,
} from './language-selector.tsx';

describe('the two language selector configurations (docs/product.md § Roles, routes and access)', () => {
  it('offers English and Arabic in the guardian menu', () => {
    expect(englishArabicOptions.map((o) => o.code)).toEqual(['en', 'ar']);
  });

  it('offers English (id 1) and Spanish (id 2), never Arabic, on the public pages', () => {
    expect(englishSpanishOptions.map((o) => [o.code, o.id])).toEqual([
      ['en', 1],
      ['es', 2],
    ]);
  });

  it.each([
    ['en', 'en'],
    ['es', 'es'],
    ['ar', 'es'],
    [null, 'es'],
    [undefined, 'es'],
    ['fr', 'es'],
  ] as const)('a saved %s shows %s in the Spanish-offering selector', (saved, shown) => {
    expect(initialSpanishSelectorValue(saved)).toBe(shown);
  });

  it('offers Arabic beside them on the sign-in pages, and still shows Spanish when nothing saved matches', () => {
    expect(publicLanguageOptions.map((o) => o.code)).toEqual(['en', 'es', 'ar']);
    expect(initialSpanishSelectorValue('ar', publicLanguageOptions)).toBe('ar');
    expect(initialSpanishSelectorValue('fr', publicLanguageOptions)).toBe('es');
  });
});

describe("the guardian's selector: English, the organisation's language and the one in use", () => {
  it('lists each language once, under its own name, in the order given', () => {
    expect(languageOptions(['en', 'es', 'es'])).toEqual([
      { code: 'en', label: 'English' },
      { code: 'es', label: 'Español' },
    ]);
    expect(languageOptions(['en', 'en', 'ar']).map((o) => o.label)).toEqual(['English', 'العربية']);
  });
});
