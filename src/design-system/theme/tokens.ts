import { PRODUCT_COLOUR } from '../../api/contracts/contrast.ts';

/**
 * Design tokens: the only place raw colour, size and layering values live. Features read them through the
 * MUI theme (palette.surface.raised, theme.spacing, theme.shape, theme.zIndex), never as literals.
 */
export const tokens = {
  color: {
    brand: PRODUCT_COLOUR,
    brandContrast: '#ffffff',
    secondary: '#7a4fb5',
    surface: {
      base: '#f6f8fb',
      raised: '#ffffff',
      sunken: '#eef1f6',
      banner: '#14213d',
      onBanner: '#ffffff',
      overlay: 'rgba(20, 33, 61, 0.5)',
    },
    text: { primary: '#1b2433', secondary: '#4a5568', disabled: '#8a94a6', onBanner: '#ffffff' },
    border: { subtle: '#dde3ec', strong: '#a9b4c4' },
    status: { success: '#1e7b34', warning: '#b35900', error: '#b3261e', info: '#1f5fa8' },
    /** Account status codes of the spec (§4) → chip background; every one carries white text at ≥ 4.5:1. */
    // Status chips: every tone carries white text at AA contrast.
    statusTone: {
      dark: '#1b1b1b',
      neutral: '#5f6368',
      danger: '#b3261e',
      success: '#1e7b34',
      warning: '#a84f00',
    },
    white: '#ffffff',
    black: '#000000',
    /**
     * The focus ring: a dark band outside a yellow halo, so that one of the two contrasts ≥ 3:1 with any
     * surface it sits on (white pages, the brand-coloured header, the dark banner) — WCAG 2.4.7 / 2.4.13.
     */
    focus: { ring: '#1b2433', halo: '#ffd166' },
  },
  /** Type scale in rem (1rem = 16px), shared by Latin and Arabic families. */
  type: {
    h1: { fontSize: '2.25rem', lineHeight: 1.2, fontWeight: 700 },
    h2: { fontSize: '1.875rem', lineHeight: 1.25, fontWeight: 700 },
    h3: { fontSize: '1.5rem', lineHeight: 1.3, fontWeight: 600 },
    h4: { fontSize: '1.25rem', lineHeight: 1.35, fontWeight: 600 },
    h5: { fontSize: '1.125rem', lineHeight: 1.4, fontWeight: 600 },
    h6: { fontSize: '1rem', lineHeight: 1.4, fontWeight: 600 },
    body1: { fontSize: '1rem', lineHeight: 1.5 },
    body2: { fontSize: '0.875rem', lineHeight: 1.5 },
    caption: { fontSize: '0.75rem', lineHeight: 1.4 },
    button: { fontSize: '0.875rem', fontWeight: 600, textTransform: 'none' },
  },
  spacingUnit: 8,
  radius: { sm: 4, md: 8, lg: 16, pill: 999 },
  /** MUI elevation levels used on purpose: flat cards, raised menus/popovers, dialogs. */
  elevation: { flat: 0, card: 1, raised: 4, dialog: 8 },
  breakpoints: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 },
  zIndex: { appBar: 1100, drawer: 1200, modal: 1300, snackbar: 1400, tooltip: 1500, banner: 1050 },
  font: {
    latin: '"Roboto", "Helvetica", "Arial", sans-serif',
    arabic: '"Noto Sans Arabic", "Roboto", "Arial", sans-serif',
  },
} as const;
