import type { ReactNode } from 'react';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { SWRConfig } from 'swr';
import { SnackbarProvider } from 'notistack';
import { ApiClientProvider, swrConfig, type ApiClient } from '../api/index.ts';
import { DesignSystemProvider } from '../design-system/index.ts';
import type { Language } from '../api/contracts/index.ts';
import { I18nProvider, directionOf } from './i18n.tsx';

export interface ProvidersProps {
  client: ApiClient;
  store: ReturnType<typeof createStore>;
  language?: Language;
  children: ReactNode;
}

/**
 * Every provider the portal needs, in one place, shared by the app and Storybook. Each mount gets
 * its own SWR cache, so a new store (after sign-out, or per story) starts with no cached data.
 */
export function Providers({ client, store, language = 'en', children }: ProvidersProps) {
  return (
    <JotaiProvider store={store}>
      <ApiClientProvider client={client}>
        <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
          <I18nProvider language={language}>
            <DesignSystemProvider direction={directionOf(language)}>
              <SnackbarProvider maxSnack={20}>{children}</SnackbarProvider>
            </DesignSystemProvider>
          </I18nProvider>
        </SWRConfig>
      </ApiClientProvider>
    </JotaiProvider>
  );
}
