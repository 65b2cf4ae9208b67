import { Suspense, use, useDeferredValue, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import en from '../../locales/en.json';
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

/** The last segment of a message id: what a missing message shows (docs/product.md § Error catalogue). */
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
      // Resolving a promise with the table asks it for `then`: no message, and no missing one either.
      if (key === 'then') return undefined;
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

/** Translation problems are logged in development and ignored in production (docs/product.md § Error catalogue). */
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

type Messages = Record<string, string>;
const table = (tree: Tree): Messages => withKeyFallback(flatten(tree), logMissing);

/** English comes with the first load; Arabic and Spanish load when someone reads in them. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Tree }>> = {
  ar: () => import('../../locales/ar.json'),
  es: () => import('../../locales/es.json'),
};
const english = table(en);
const loaded = new Map<Language, Messages>([['en', english]]);
const pending = new Map<Language, Promise<Messages>>();

/** A language's messages, loaded once; English while a download fails (the next render tries again). */
export function loadMessages(language: Language): Promise<Messages> {
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(language);
  if (!promise) {
    promise = loaders[language as Exclude<Language, 'en'>]().then(
      (module) => {
        const messages = table(module.default);
        loaded.set(language, messages);
        return messages;
      },
      () => {
        pending.delete(language);
        return english;
      },
    );
    pending.set(language, promise);
  }
  return promise;
}

export const directionOf = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');

function Translated({ language, children }: { language: Language; children: ReactNode }) {
  const messages = loaded.get(language) ?? use(loadMessages(language));
  return (
    <IntlProvider
      locale={language}
      defaultLocale="en"
      messages={messages}
      timeZone="Europe/London"
      onError={onIntlError}
    >
      {children}
    </IntlProvider>
  );
}

export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  // A newly chosen language shows once its messages are here; until then the page keeps the last one.
  const shown = useDeferredValue(language);
  return (
    <Suspense fallback={null}>
      <Translated language={shown}>{children}</Translated>
    </Suspense>
  );
}
