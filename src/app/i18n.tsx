import { Suspense, use, useDeferredValue, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Language } from '../api/contracts/index.ts';
import { TIME_ZONE } from '../api/contracts/time.ts';
import {
  currentEnglish,
  loadedMessages,
  loadMessages,
  subscribeEnglish,
  translationErrorHandlers,
} from '../lib/messages.ts';

const { onError: onIntlError } = translationErrorHandlers(import.meta.env.DEV);

export const directionOf = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');

function Translated({ language, children }: { language: Language; children: ReactNode }) {
  // English renders at once from its first part and again when the rest is here.
  const current = useSyncExternalStore(subscribeEnglish, currentEnglish, currentEnglish);
  const messages = language === 'en' ? current : (loadedMessages(language) ?? use(loadMessages(language)));
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
