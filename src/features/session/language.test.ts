import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './language.ts';

const org = (language: 'en' | 'ar' | 'es') => ({ language });

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

  it.each([0, 1, 3, 4] as const)('type %i always reads English', (type) => {
    expect(resolveLanguage({ user: { type, language: 'ar' }, organisation: org('es'), saved: 'es' })).toBe(
      'en',
    );
  });

  it('a visitor reads what they chose, else English', () => {
    expect(resolveLanguage({ user: null, organisation: null, saved: 'es' })).toBe('es');
    expect(resolveLanguage({ user: null, organisation: null, saved: null })).toBe('en');
  });
});
