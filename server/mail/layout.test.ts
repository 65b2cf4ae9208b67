import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../src/api/contracts/contrast.ts';
import { mailCatalogues, type MailLanguage } from './catalogue.ts';
import { mailColour } from './layout.ts';
import { mailPreviews, type MailPreviewKind, type PreviewFacts } from './preview.ts';

const LANGUAGES: MailLanguage[] = ['en', 'ar', 'es'];
const KINDS = Object.keys(mailPreviews) as MailPreviewKind[];
/** A pale yellow: white text on it is unreadable until it is darkened. */
const brand = {
  name: 'St Mary’s Children’s Hospital',
  colour: '#ffeb3b',
  logoUrl: 'https://portal.example/api/organisations/0f0e/assets/logo?v=1',
};
const facts = (language: MailLanguage, over: Partial<PreviewFacts> = {}): PreviewFacts => ({
  language,
  brand,
  firstName: 'Layla',
  child: 'Sami',
  count: 3,
  ...over,
});
const mail = (kind: MailPreviewKind, f: PreviewFacts) => mailPreviews[kind](f);
const parse = (html: string) => new JSDOM(html).window.document;

const keysOf = (node: object, prefix = ''): string[] =>
  Object.entries(node).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v as object, `${prefix}${k}.`),
  );

describe('the e-mail catalogue', () => {
  it('has the same messages in English, Arabic and Spanish', () => {
    const english = keysOf(mailCatalogues.en).sort();
    expect(keysOf(mailCatalogues.ar).sort()).toEqual(english);
    expect(keysOf(mailCatalogues.es).sort()).toEqual(english);
  });
});

describe.each(LANGUAGES)('every kind of e-mail in %s', (language) => {
  it.each(KINDS)(
    '%s: in the language, the organisation’s colour and logo, the link in both parts',
    (kind) => {
      const message = mail(kind, facts(language));
      const doc = parse(message.html);
      const root = doc.documentElement;
      expect(root.getAttribute('lang')).toBe(language);
      expect(root.getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      expect(message.subject.length).toBeGreaterThan(0);
      // The button: the brand colour darkened until white text on it reaches AA.
      const button = [...doc.querySelectorAll('a')].find((a) => a.getAttribute('href') === message.link);
      expect(button).toBeDefined();
      const colour = mailColour(brand);
      expect(colour).not.toBe(brand.colour);
      expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(button?.getAttribute('style')).toContain(`background-color:${colour}`);
      expect(button?.getAttribute('style')).toContain('color:#ffffff');
      const logo = doc.querySelector('img');
      expect(logo?.getAttribute('src')).toBe(brand.logoUrl);
      expect(logo?.getAttribute('alt')).toBe(brand.name);
      // The plain-text part says the same and carries the link.
      expect(message.text).toContain(message.link);
      // The same words in both parts: the greeting, each line, the footer saying why.
      const words = message.text
        .split('\n')
        .filter((l) => l && l !== '--' && !l.includes(message.link ?? ''));
      for (const line of words) expect(doc.body.textContent).toContain(line);
    },
  );

  it('without branding, names the product as text in its own colour', () => {
    const message = mail('passwordReset', facts(language, { brand: null }));
    const doc = parse(message.html);
    expect(doc.querySelector('img')).toBeNull();
    expect(doc.body.textContent).toContain(language === 'ar' ? 'لانترن' : 'Lantern');
    expect(message.html).toContain(mailColour(null));
  });

  it('escapes the names people and organisations type', () => {
    const script = '<script>alert(1)</script>';
    for (const kind of KINDS) {
      const message = mail(
        kind,
        facts(language, {
          firstName: `Layla${script}`,
          child: `Sami${script}`,
          brand: { ...brand, name: `Org${script}` },
        }),
      );
      expect(message.html, kind).not.toContain('<script>');
      expect(parse(message.html).querySelector('script'), kind).toBeNull();
    }
  });
});

describe('plurals and dates in the reader’s language', () => {
  const reminderLine = (language: MailLanguage, count: number) =>
    mail('dataRequestReminder', facts(language, { count })).text.split('\n')[2];

  it('uses the six Arabic forms: zero, one, two, few, many, other', () => {
    expect([0, 1, 2, 3, 11, 100].map((n) => reminderLine('ar', n))).toEqual([
      'لا يحين موعد أي طلب بيانات خلال 7 أيام.',
      'يحين موعد طلب بيانات واحد خلال 7 أيام.',
      'يحين موعد طلبَي بيانات خلال 7 أيام.',
      'يحين موعد 3 طلبات بيانات خلال 7 أيام.',
      'يحين موعد 11 طلبًا للبيانات خلال 7 أيام.',
      'يحين موعد 100 طلب بيانات خلال 7 أيام.',
    ]);
    const hours = (n: number) => mail('flagEscalated', facts('ar', { count: n })).text;
    expect(hours(1)).toContain('منذ ساعة واحدة');
    expect(hours(2)).toContain('منذ ساعتين');
    expect(hours(3)).toContain('منذ 3 ساعات');
    expect(hours(11)).toContain('منذ 11 ساعة');
  });

  it('uses one and other in English and Spanish', () => {
    expect(reminderLine('en', 1)).toBe('One data request is due within 7 days.');
    expect(reminderLine('en', 2)).toBe('2 data requests are due within 7 days.');
    expect(reminderLine('es', 1)).toBe('Una solicitud de datos vence en los próximos 7 días.');
    expect(reminderLine('es', 11)).toBe('11 solicitudes de datos vencen en los próximos 7 días.');
    expect(mail('flagEscalated', facts('en', { count: 1 })).text).toContain('for 1 hour.');
  });

  it('writes the due day as each language does, in London', () => {
    const due = (language: MailLanguage) => mail('dataRequestReceived', facts(language)).text;
    expect(due('en')).toContain('by 31 December 2026');
    expect(due('es')).toContain('hasta el 31 de diciembre de 2026');
    expect(due('ar')).toContain('حتى 31 ديسمبر 2026');
  });
});
