import type { ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import en from '../../locales/en.json';
import ar from '../../locales/ar.json';
import es from '../../locales/es.json';
import type { Language } from '../api/contracts/index.ts';

type Tree = { [key: string]: string | Tree };

/** Nested locale files → react-intl's flat ids ("auth.signIn.title"). */
export function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[id] = value;
    else Object.assign(out, flatten(value, id));
  }
  return out;
}

/** The last segment of a message id: what a missing message shows (spec §8). */
export const lastSegment = (id: string): string => id.slice(id.lastIndexOf('.') + 1);

/**
 * Messages whose every id exists: a missing one reads as the last segment of its id, and is
 * reported to `onMissing`. react-intl looks ids up with hasOwnProperty, hence the descriptor trap.
 */
export function withKeyFallback(
  table: Record<string, string>,
  onMissing: (id: string) => void = () => undefined,
): Record<string, string> {
  return new Proxy(table, {
    get(target, key, receiver) {
      if (typeof key === 'string' && !Object.hasOwn(target, key)) {
        onMissing(key);
        return lastSegment(key);
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
    getOwnPropertyDescriptor(target, key) {
      const own = Reflect.getOwnPropertyDescriptor(target, key);
      if (own || typeof key !== 'string') return own;
      return { value: lastSegment(key), writable: false, enumerable: false, configurable: true };
    },
  });
}

/** Translation problems are logged in development and ignored in production (spec §8). */
export function translationErrorHandlers(development: boolean): {
  onError: NonNullable<IntlConfig['onError']>;
  onMissing: (id: string) => void;
} {
  return {
    onError: (error) => {
      if (development) console.error(error);
    },
    onMissing: (id) => {
      if (development) console.error(`[i18n] missing message: ${id}`);
    },
  };
}

const { onError: onIntlError, onMissing: logMissing } = translationErrorHandlers(import.meta.env.DEV);

export const messages: Record<Language, Record<string, string>> = {
  en: withKeyFallback(flatten(en), logMissing),
  ar: withKeyFallback(flatten(ar), logMissing),
  es: withKeyFallback(flatten(es), logMissing),
};

export const directionOf = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');

export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <IntlProvider
      locale={language}
      defaultLocale="en"
      messages={messages[language]}
      timeZone="Europe/London"
      onError={onIntlError}
    >
      {children}
    </IntlProvider>
  );
}
