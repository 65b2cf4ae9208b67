import { createTheme, type Theme } from '@mui/material/styles';
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
}

export function createLanternTheme(options: LanternThemeOptions = {}): Theme {
  const { direction = 'ltr', branding, arabicFont = false } = options;
  return createTheme({
    direction,
    palette: {
      primary: { main: branding?.primary ?? tokens.color.brand },
      secondary: { main: tokens.color.secondary },
      background: { default: tokens.color.surface.base, paper: tokens.color.surface.raised },
      text: { primary: tokens.color.text.primary, secondary: tokens.color.text.secondary },
      error: { main: tokens.color.status.error },
      success: { main: tokens.color.status.success },
      warning: { main: tokens.color.status.warning },
      info: { main: tokens.color.status.info },
    },
    shape: { borderRadius: tokens.radius.md },
    spacing: tokens.spacingUnit,
    typography: { fontFamily: arabicFont ? tokens.font.arabic : tokens.font.latin },
  });
}
