import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createLanternTheme, type LanternThemeOptions } from './create-theme.ts';

const ltrCache = createCache({ key: 'mui' });
const rtlCache = createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] });

export interface DesignSystemProviderProps extends LanternThemeOptions {
  children: ReactNode;
}

/** Theme, direction (with its emotion cache) and baseline styles for everything below it. */
export function DesignSystemProvider({
  children,
  direction = 'ltr',
  branding,
  arabicFont,
  language,
}: DesignSystemProviderProps) {
  const theme = useMemo(
    () => createLanternTheme({ direction, branding, arabicFont, language }),
    [direction, branding, arabicFont, language],
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
