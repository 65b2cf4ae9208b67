import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createLanternTheme, loadMuiLocales, muiLocaleOf, type LanternThemeOptions } from './create-theme.ts';

const ltrCache = createCache({ key: 'mui' });
const rtlCache = createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] });

/** Both directions' caches: a page rendered at build time collects its styles from them (server-styles.ts). */
export const emotionCaches = [ltrCache, rtlCache] as const;

export interface DesignSystemProviderProps extends LanternThemeOptions {
  children: ReactNode;
}

/** Theme, direction (with its emotion cache) and baseline styles for everything below it. */
export function DesignSystemProvider({
  children,
  direction = 'ltr',
  branding,
  arabicFont,
  language = 'en',
}: DesignSystemProviderProps) {
  const [, setLocalesLoaded] = useState(0);
  // Until they have loaded (a moment, on a first render in Arabic or Spanish) MUI's own texts read in English.
  const localization = muiLocaleOf(language);
  const localeReady = localization !== undefined;
  useEffect(() => {
    if (localeReady) return;
    let live = true;
    void loadMuiLocales().then(() => {
      if (live) setLocalesLoaded((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [localeReady]);
  const theme = useMemo(
    () => createLanternTheme({ direction, branding, arabicFont, language, localization: localization ?? [] }),
    [direction, branding, arabicFont, language, localization],
  );
  // Dialogs, menus and tooltips render in portals on <body>, outside the wrapper below: they only read
  // right-to-left when the document itself carries the direction.
  useLayoutEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);
  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <div dir={direction}>{children}</div>
      </ThemeProvider>
    </CacheProvider>
  );
}
