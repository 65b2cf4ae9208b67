import { use, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import en from '../../../../locales/en.json';
import type { CmsLanguage } from '../languages.ts';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((out, [key, value]) => {
    const id = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...out, [id]: value } : { ...out, ...flatten(value, id) };
  }, {});

// The same locale files the portal loads when someone reads in that language (one chunk each);
// English is imported as the portal imports it, so that it stays one plain object in the first load.
const loaders: Record<CmsLanguage, () => Promise<{ default: Tree }>> = {
  en: () => Promise.resolve({ default: en }),
  ar: () => import('../../../../locales/ar.json'),
  es: () => import('../../../../locales/es.json'),
};
const tables = new Map<CmsLanguage, Promise<Record<string, string>>>();
const messagesOf = (language: CmsLanguage) => {
  let table = tables.get(language);
  if (!table) {
    table = loaders[language]().then((m) => flatten(m.default));
    tables.set(language, table);
  }
  return table;
};

/**
 * The preview's words around a page (headings, "contact the hospital", the fallback notice) in the
 * language of the guardian it shows, not the admin's: what that guardian's portal would say.
 */
export function ReaderLanguage({ language, children }: { language: CmsLanguage; children: ReactNode }) {
  const { timeZone } = useIntl();
  const messages = use(messagesOf(language));
  return (
    <IntlProvider locale={language} defaultLocale="en" messages={messages} timeZone={timeZone}>
      {children}
    </IntlProvider>
  );
}
