import { describe, expect, it } from 'vitest';
import { pageTitle, pickLanguage } from './languages.ts';

const t = (title: string) => ({ title, html: `<p>${title}</p>`, updatedAt: '2026-11-20T09:00:00.000Z' });

describe("the language a guardian reads a page in (the guardian's, else the organisation's, else English)", () => {
  it("gives the guardian's own language when the page has it", () => {
    expect(pickLanguage({ en: t('Parking'), ar: t('مواقف') }, 'ar', 'en')).toEqual({
      language: 'ar',
      fallback: false,
    });
  });

  it("falls back to the organisation's language before English, and says so", () => {
    expect(pickLanguage({ en: t('Parking'), es: t('Aparcamiento') }, 'ar', 'es')).toEqual({
      language: 'es',
      fallback: true,
    });
    expect(pickLanguage({ en: t('Parking') }, 'ar', 'es')).toEqual({ language: 'en', fallback: true });
  });

  it('shows a page written only in a language nobody asked for rather than nothing', () => {
    expect(pickLanguage({ ar: t('مواقف') }, 'es', 'es')).toEqual({ language: 'ar', fallback: true });
    expect(pickLanguage({}, 'en', 'en')).toBeNull();
  });

  it('skips a language whose title and text are both empty', () => {
    expect(pickLanguage({ ar: { ...t(''), html: '' }, en: t('Parking') }, 'ar', 'ar')).toEqual({
      language: 'en',
      fallback: true,
    });
  });
});

describe('the title of a page in the admin list', () => {
  it('is the English one, else the first language written', () => {
    expect(pageTitle({ ar: t('مواقف'), en: t('Parking') })).toBe('Parking');
    expect(pageTitle({ en: t('  '), es: t('Aparcamiento') })).toBe('Aparcamiento');
    expect(pageTitle({})).toBeNull();
  });
});
