import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
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

export const messages: Record<Language, Record<string, string>> = {
  en: flatten(en),
  ar: flatten(ar),
  es: flatten(es),
};

export const directionOf = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');

export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <IntlProvider locale={language} defaultLocale="en" messages={messages[language]} timeZone="Europe/London">
      {children}
    </IntlProvider>
  );
}
