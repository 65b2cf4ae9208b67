import { Suspense, use, useDeferredValue, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import englishFirst from '../../locales/en.json?first';
import type { Language } from '../api/contracts/index.ts';
import { TIME_ZONE } from '../api/contracts/time.ts';

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

/** Arabic and Spanish load when someone reads in them. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Tree }>> = {
  ar: () => import('../../locales/ar.json'),
  es: () => import('../../locales/es.json'),
};
const loaded = new Map<Language, Messages>();
const pending = new Map<Language, Promise<Messages>>();
const listeners = new Set<() => void>();

/**
 * English comes in two parts (scripts/build/locale-split.ts): the first load carries what /login
 * shows; the rest loads before any other screen (`allMessages`), or at once if a message of the
 * first screen turns out to be in it — that text shows its id's last segment until then.
 */
let english: Messages = withKeyFallback(flatten(englishFirst as Tree), () => void completeEnglish());
let englishComplete: Promise<Messages> | undefined;

function completeEnglish(): Promise<Messages> {
  englishComplete ??= import('../../locales/en.json?later').then(
    (later) => {
      english = table({ ...(englishFirst as Tree), ...(later.default as Tree) });
      loaded.set('en', english);
      for (const listener of listeners) listener();
      return english;
    },
    () => {
      englishComplete = undefined;
      return english;
    },
  );
  return englishComplete;
}

/** Every English message: what a screen past /login waits for before it renders. */
export const allMessages = (): Promise<unknown> => completeEnglish();

const currentEnglish = () => english;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A language's messages, loaded once; English while a download fails (the next render tries again). */
export function loadMessages(language: Language): Promise<Messages> {
  if (language === 'en') return completeEnglish();
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
  // English renders at once from its first part and again when the rest is here.
  const current = useSyncExternalStore(subscribe, currentEnglish, currentEnglish);
  const messages = language === 'en' ? current : (loaded.get(language) ?? use(loadMessages(language)));
  return (
    <IntlProvider
      locale={language}
      defaultLocale="en"
      messages={messages}
      timeZone={TIME_ZONE}
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
