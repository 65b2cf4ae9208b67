/**
 * The portal's messages, loaded one way for every screen: flat tables of react-intl ids to
 * messages (scripts/build/locale-split.ts), parsed at build time in production (react-intl then
 * formats them without its parser) and strings in dev and tests.
 */
import type { IntlConfig, MessageFormatElement } from 'react-intl';
import englishFirst from '../../locales/en.json?first';
import type { Language } from '../api/contracts/index.ts';

/** A table as the locale files give it: strings in dev and tests, parsed messages in a build. */
export type Messages = Record<string, string | MessageFormatElement[]>;
/**
 * A table as IntlProvider takes it. react-intl types it as all strings or all parsed, but looks at each
 * message on its own: a missing one is parsed (the fallback) even where the others are strings.
 */
type ProviderMessages = NonNullable<IntlConfig['messages']>;

/** The last segment of a message id: what a missing message shows (docs/product.md § Error catalogue). */
export const lastSegment = (id: string): string => id.slice(id.lastIndexOf('.') + 1);

/** A message that is only text, as the build writes one: react-intl shows it as it is, with no parser. */
const literal = (text: string): MessageFormatElement[] => [{ type: 0, value: text } as MessageFormatElement];

/**
 * Messages whose every id exists: a missing one reads as the last segment of its id, and is
 * reported to `onMissing`. react-intl looks ids up with hasOwnProperty, hence the descriptor trap.
 */
export function withKeyFallback(
  table: Messages,
  onMissing: (id: string) => void = () => undefined,
): ProviderMessages {
  const messages = new Proxy(table, {
    get(target, key, receiver) {
      // Resolving a promise with the table asks it for `then`: no message, and no missing one either.
      if (key === 'then') return undefined;
      if (typeof key === 'string' && !Object.hasOwn(target, key)) {
        onMissing(key);
        return literal(lastSegment(key));
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
    getOwnPropertyDescriptor(target, key) {
      const own = Reflect.getOwnPropertyDescriptor(target, key);
      if (own || typeof key !== 'string') return own;
      return { value: literal(lastSegment(key)), writable: false, enumerable: false, configurable: true };
    },
  });
  return messages as ProviderMessages;
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

const { onMissing: logMissing } = translationErrorHandlers(import.meta.env.DEV);

/** Arabic and Spanish load when someone reads in them. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Messages }>> = {
  ar: () => import('../../locales/ar.json?all'),
  es: () => import('../../locales/es.json?all'),
};
const loaded = new Map<Language, ProviderMessages>();
const requested = new Map<Language, Promise<ProviderMessages>>();
const listeners = new Set<() => void>();

/**
 * English comes in two parts (scripts/build/locale-split.ts): the first load carries what /login
 * shows; the rest loads before any other screen (`allMessages`), or at once if a message of the
 * first screen turns out to be in it — that text shows its id's last segment until then.
 */
let english: ProviderMessages = withKeyFallback(englishFirst, () => void completeEnglish());
let englishComplete: Promise<ProviderMessages> | undefined;

function completeEnglish(): Promise<ProviderMessages> {
  englishComplete ??= import('../../locales/en.json?later').then(
    (later) => {
      english = withKeyFallback({ ...englishFirst, ...later.default }, logMissing);
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

/** English as far as it has loaded: its first part, then all of it (`subscribeEnglish` tells when). */
export const currentEnglish = (): ProviderMessages => english;

export const subscribeEnglish = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A language's messages once loaded, else undefined. */
export const loadedMessages = (language: Language): ProviderMessages | undefined => loaded.get(language);

/**
 * A language's messages, loaded once; English while a download fails (the next render tries again).
 * The same promise each time, so that React's `use` suspends on it only while it loads.
 */
export function loadMessages(language: Language): Promise<ProviderMessages> {
  if (language === 'en') return completeEnglish();
  let promise = requested.get(language);
  if (!promise) {
    promise = loaders[language as Exclude<Language, 'en'>]().then(
      (module) => {
        const messages = withKeyFallback(module.default, logMissing);
        loaded.set(language, messages);
        return messages;
      },
      () => {
        requested.delete(language);
        return english;
      },
    );
    requested.set(language, promise);
  }
  return promise;
}
