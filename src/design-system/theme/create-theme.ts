import { createTheme, type Theme } from '@mui/material/styles';
import { arSD as materialAr, esES as materialEs } from '@mui/material/locale';
import './palette-augmentation.ts';
import { brandPalette } from './branding.ts';
import { tokens } from './tokens.ts';

export type Direction = 'ltr' | 'rtl';

export interface Branding {
  /** The organisation's brand colour (hex), driving the primary palette. */
  primary?: string | null;
}

export interface LanternThemeOptions {
  direction?: Direction;
  branding?: Branding;
  /** Arabic font family (outside the login, auth and register pages). */
  arabicFont?: boolean;
  /** The interface language: MUI's own texts (table paging, pickers…) follow it. */
  language?: 'en' | 'ar' | 'es';
}

/**
 * MUI's translations of its own texts; English is built in. MUI X components (the data grid) take
 * theirs from `theme.language` where they are used, so that their locales stay out of the first load.
 */
const muiLocales = { en: [], ar: [materialAr], es: [materialEs] } as const;

export function createLanternTheme(options: LanternThemeOptions = {}): Theme {
  const { direction = 'ltr', branding, arabicFont = false, language = 'en' } = options;
  const { color } = tokens;
  return createTheme(
    {
      language,
      direction,
      breakpoints: { values: tokens.breakpoints },
      zIndex: tokens.zIndex,
      palette: {
        primary: brandPalette(branding?.primary),
        secondary: { main: color.secondary },
        background: { default: color.surface.base, paper: color.surface.raised },
        text: { primary: color.text.primary, secondary: color.text.secondary, disabled: color.text.disabled },
        divider: color.border.subtle,
        error: { main: color.status.error },
        success: { main: color.status.success },
        warning: { main: color.status.warning },
        info: { main: color.status.info },
        surface: { ...color.surface },
        statusTone: { ...color.statusTone },
        border: { ...color.border },
      },
      shape: { borderRadius: tokens.radius.md },
      spacing: tokens.spacingUnit,
      typography: { fontFamily: arabicFont ? tokens.font.arabic : tokens.font.latin, ...tokens.type },
    },
    ...muiLocales[language],
  );
}
