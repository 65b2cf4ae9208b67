import { createTheme, type Theme } from '@mui/material/styles';
import type { Localization } from '@mui/material/locale';
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
  /** MUI's own texts in that language (muiLocaleOf); by default those already loaded. */
  localization?: readonly Localization[];
}

const focusRing = {
  outline: `2px solid ${tokens.color.focus.ring}`,
  outlineOffset: 2,
  boxShadow: `0 0 0 2px ${tokens.color.focus.halo}`,
};

/** Focus indicators every control shows, and no motion for users who asked for less (WCAG 2.3.3). */
const accessibleComponents = {
  MuiCssBaseline: {
    styleOverrides: {
      // Inputs show focus through their field's border; a skip-link target (tabindex -1) is not a control.
      ':focus-visible:not(.MuiInputBase-input):not([tabindex="-1"])': focusRing,
      '@media (prefers-reduced-motion: reduce)': {
        '*, *::before, *::after': {
          transitionDuration: '0s !important',
          animationDuration: '0s !important',
          animationIterationCount: '1 !important',
          scrollBehavior: 'auto !important',
        },
        // No ink spreading from a pressed or focused button: its focus ring says where the keyboard is.
        '.MuiTouchRipple-root': { display: 'none' },
      },
    },
  },
  MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
  // A field shows its focused border from CSS as well as from React's focused state: a field focused
  // before the prerendered page hydrates (or before React re-renders) still shows where the caret is.
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        '&:focus-within:not(.Mui-disabled) .MuiOutlinedInput-notchedOutline': { borderWidth: 2 },
        '&:focus-within:not(.Mui-disabled):not(.Mui-error) .MuiOutlinedInput-notchedOutline': {
          borderColor: theme.palette.primary.main,
        },
      }),
    },
  },
} as const;

type Language = NonNullable<LanternThemeOptions['language']>;

/**
 * MUI's translations of its own texts (mui-locales.ts), once loaded; English is built in. MUI X
 * components (the data grid) take theirs from `theme.language` where they are used, so that their
 * locales stay out of the first load.
 */
const loadedLocales: Partial<Record<Language, readonly Localization[]>> = { en: [] };
let loadingLocales: Promise<void> | null = null;

/** MUI's texts in `language` if they are here (English always is; none built in), else undefined. */
export const muiLocaleOf = (language: Language): readonly Localization[] | undefined =>
  loadedLocales[language];

/** Loads MUI's Arabic and Spanish texts (one small chunk); a failed download is tried again next time. */
export function loadMuiLocales(): Promise<void> {
  loadingLocales ??= import('./mui-locales.ts').then(
    ({ muiLocales }) => void Object.assign(loadedLocales, muiLocales),
    () => {
      loadingLocales = null;
    },
  );
  return loadingLocales;
}

export function createLanternTheme(options: LanternThemeOptions = {}): Theme {
  const { direction = 'ltr', branding, arabicFont = false, language = 'en' } = options;
  const localization = options.localization ?? loadedLocales[language] ?? [];
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
      // MUI's transitions, ripples, skeletons and progress animations stop when the system asks for less motion.
      motion: { reducedMotion: 'system' },
      components: accessibleComponents,
    },
    ...localization,
  );
}
