/**
 * Design tokens. Features use the theme built from these (palette.*, spacing, shape), never raw
 * values. Issue 3 grows this into the full token set.
 */
export const tokens = {
  color: {
    brand: '#1f5fa8',
    brandContrast: '#ffffff',
    secondary: '#7a4fb5',
    surface: { base: '#f6f8fb', raised: '#ffffff', banner: '#14213d' },
    text: { primary: '#1b2433', secondary: '#4a5568', onBanner: '#ffffff' },
    status: { success: '#1e7b34', warning: '#b35900', error: '#b3261e', info: '#1f5fa8' },
  },
  radius: { sm: 4, md: 8, lg: 16 },
  spacingUnit: 8,
  font: {
    latin: '"Roboto", "Helvetica", "Arial", sans-serif',
    arabic: '"Noto Sans Arabic", "Roboto", "Arial", sans-serif',
  },
} as const;
