import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { IntlProvider } from 'react-intl';
import type { Language } from '../../../src/api/contracts/index.ts';
import { createLanternTheme } from '../../../src/design-system/theme/create-theme.ts';
import { emotionCaches } from '../../../src/design-system/theme/design-system-provider.tsx';

const [ltrCache, rtlCache] = emotionCaches;

export interface DocsFrameProps {
  language?: Language;
  /** An organisation's brand colour; the product's by default. */
  brand?: string;
  children: ReactNode;
}

/**
 * The portal's theme (and, for Arabic, its right-to-left styles) around a live example on a docs page.
 * A docs page's own JSX is not wrapped in the stories' decorators, and the page itself stays left to
 * right: only this frame carries `dir`, so one page can show both directions side by side.
 */
export function DocsFrame({ language = 'en', brand, children }: DocsFrameProps) {
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  const theme = createLanternTheme({ direction, language, branding: { primary: brand ?? null } });
  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <IntlProvider locale={language} messages={{}} defaultLocale="en">
          <div dir={direction} lang={language}>
            {children}
          </div>
        </IntlProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
