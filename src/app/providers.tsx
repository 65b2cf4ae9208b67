import { useEffect, useMemo, type ReactNode } from 'react';
import { Provider as JotaiProvider, useAtomValue, type createStore } from 'jotai';
import { SWRConfig } from 'swr';
import { ApiClientProvider, swrConfig, type ApiClient } from '../api/index.ts';
import { DesignSystemProvider, ToastProvider, type Branding } from '../design-system/index.ts';
import type { Language } from '../api/contracts/index.ts';
import { languageAtom, sessionAtom, useOrganisationScope } from '../features/session/index.ts';
import { organisationScope } from '../lib/index.ts';
import { I18nProvider, directionOf } from './i18n.tsx';

export interface ProvidersProps {
  client: ApiClient;
  store: ReturnType<typeof createStore>;
  /** Forces a language (Storybook's toolbar); otherwise it is resolved from the session. */
  language?: Language;
  children: ReactNode;
}

/** Language, direction and the organisation's branding, from the session. */
function Localised({ language: forced, children }: { language?: Language; children: ReactNode }) {
  const resolved = useAtomValue(languageAtom);
  const brandColor = useAtomValue(sessionAtom)?.organisation?.brand_color;
  const language = forced ?? resolved;
  // The same branding while its colour stays: a new object at each change of the session (a token
  // refreshed) would build the theme again and restyle every component on the page.
  const branding: Branding | undefined = useMemo(
    () => (brandColor ? { primary: brandColor } : undefined),
    [brandColor],
  );
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <I18nProvider language={language}>
      <DesignSystemProvider
        direction={directionOf(language)}
        branding={branding}
        arabicFont={language === 'ar'}
        language={language}
      >
        <ToastProvider>{children}</ToastProvider>
      </DesignSystemProvider>
    </I18nProvider>
  );
}

/** Every cached read of a super admin is scoped to the organisation they act within. */
const swrMiddleware = [organisationScope(useOrganisationScope)];

/**
 * Every provider the portal needs, in one place, shared by the app and Storybook. Each mount gets
 * its own SWR cache, so a new store (after sign-out, or per story) starts with no cached data.
 */
export function Providers({ client, store, language, children }: ProvidersProps) {
  return (
    <JotaiProvider store={store}>
      <ApiClientProvider client={client}>
        <SWRConfig value={{ ...swrConfig, use: swrMiddleware, provider: () => new Map() }}>
          <Localised language={language}>{children}</Localised>
        </SWRConfig>
      </ApiClientProvider>
    </JotaiProvider>
  );
}
