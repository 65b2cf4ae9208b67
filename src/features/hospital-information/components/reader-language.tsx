import { use, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { loadMessages } from '../../../lib/messages.ts';
import type { CmsLanguage } from '../languages.ts';

/**
 * The preview's words around a page (headings, "contact the hospital", the fallback notice) in the
 * language of the guardian it shows, not the admin's: what that guardian's portal would say, from
 * the same messages the portal loads when someone reads in that language.
 */
export function ReaderLanguage({ language, children }: { language: CmsLanguage; children: ReactNode }) {
  const { timeZone } = useIntl();
  const messages = use(loadMessages(language));
  return (
    <IntlProvider locale={language} defaultLocale="en" messages={messages} timeZone={timeZone}>
      {children}
    </IntlProvider>
  );
}
