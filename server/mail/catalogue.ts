/**
 * The e-mails' texts: ICU messages in locales/mail/{en,ar,es}.json (the same keys in each), formatted
 * with intl-messageformat in the reader's language: plurals by that language's rules (Arabic has six
 * forms), dates in London's calendar. The portal never shows them, so they stay out of its bundles.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import ar from '../../locales/mail/ar.json' with { type: 'json' };
import en from '../../locales/mail/en.json' with { type: 'json' };
import es from '../../locales/mail/es.json' with { type: 'json' };
import { TIME_ZONE, type Language } from '../../src/api/contracts/index.ts';

export type MailLanguage = Language;

type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/** A message's key: its path in the English catalogue (`activation.subject`). */
export type MailKey = Paths<typeof en>;
export type MailValues = Record<string, string | number | Date>;
/** Formats one message in one language. */
export type MailT = (key: MailKey, values?: MailValues) => string;

/** The three catalogues, for the tests that hold them to the same keys. */
export const mailCatalogues: Record<MailLanguage, object> = { en, ar, es };

/** `{due, date, day}`: the day as the reader's language writes it, in London. */
const formats = {
  date: { day: { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE } },
} as const;

/** British English, as the portal writes dates (31 December 2026). */
const LOCALE: Record<MailLanguage, string> = { en: 'en-GB', ar: 'ar', es: 'es' };

const compiled = new Map<string, IntlMessageFormat>();

function source(language: MailLanguage, key: MailKey): string {
  let node: unknown = mailCatalogues[language];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No e-mail text ${key} in ${language}`);
  return node;
}

export function mailT(language: MailLanguage): MailT {
  return (key, values) => {
    const id = `${language}:${key}`;
    let message = compiled.get(id);
    if (!message) {
      message = new IntlMessageFormat(source(language, key), LOCALE[language], formats);
      compiled.set(id, message);
    }
    return String(message.format(values));
  };
}

/** "Hello Layla," — or "Hello," when the name is unknown or must not be repeated. */
export const greeting = (t: MailT, firstName: string | null | undefined) =>
  firstName ? t('layout.helloName', { name: firstName }) : t('layout.hello');
