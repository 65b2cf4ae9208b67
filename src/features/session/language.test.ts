import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './language.ts';

type Code = 'en' | 'ar' | 'es';
const org = (language: Code, family_languages: Code[] = ['en', 'ar', 'es']) => ({
  language,
  family_languages,
});

describe('interface language (docs/product.md § Roles, routes and access)', () => {
  it('guardian: saved preference first', () => {
    expect(resolveLanguage({ user: { type: 2, language: 'ar' }, organisation: org('es'), saved: 'en' })).toBe(
      'ar',
    );
  });

  it('guardian: then the language picked in a selector', () => {
    expect(resolveLanguage({ user: { type: 2, language: null }, organisation: org('es'), saved: 'ar' })).toBe(
      'ar',
    );
  });

  it('guardian: then the organisation language, then English', () => {
    expect(resolveLanguage({ user: { type: 2, language: null }, organisation: org('es'), saved: null })).toBe(
      'es',
    );
    expect(resolveLanguage({ user: { type: 2, language: null }, organisation: null, saved: null })).toBe(
      'en',
    );
  });

  it('guardian: Arabic for a family of a Spanish hospital that offers it', () => {
    expect(resolveLanguage({ user: { type: 2, language: 'ar' }, organisation: org('es'), saved: null })).toBe(
      'ar',
    );
  });

  it('guardian: a language the organisation does not offer gives way to one it does', () => {
    const englishSpanish = org('es', ['en', 'es']);
    expect(
      resolveLanguage({ user: { type: 2, language: 'ar' }, organisation: englishSpanish, saved: 'ar' }),
    ).toBe('es');
    expect(
      resolveLanguage({ user: { type: 2, language: null }, organisation: org('ar', ['es']), saved: null }),
    ).toBe('es');
  });

  it.each([0, 1] as const)('type %i reads the language chosen on their account, else English', (type) => {
    expect(resolveLanguage({ user: { type, language: 'ar' }, organisation: org('es'), saved: 'es' })).toBe(
      'ar',
    );
    expect(resolveLanguage({ user: { type, language: null }, organisation: org('es'), saved: 'es' })).toBe(
      'en',
    );
  });

  it.each([3, 4] as const)('type %i always reads English', (type) => {
    expect(resolveLanguage({ user: { type, language: 'ar' }, organisation: org('es'), saved: 'es' })).toBe(
      'en',
    );
  });

  it('a visitor reads what they chose, else English', () => {
    expect(resolveLanguage({ user: null, organisation: null, saved: 'es' })).toBe('es');
    expect(resolveLanguage({ user: null, organisation: null, saved: null })).toBe('en');
  });
});
