import '@mui/material/styles';

/** Semantic tokens on the MUI palette, so that features write `palette.surface.raised`, not a hex value. */
export interface SurfacePalette {
  base: string;
  raised: string;
  sunken: string;
  banner: string;
  onBanner: string;
  overlay: string;
}

/** Tones of status chips (black, grey, red, green, orange); features map their statuses onto them. */
export interface StatusTonePalette {
  dark: string;
  neutral: string;
  danger: string;
  success: string;
  warning: string;
}

export interface BorderPalette {
  subtle: string;
  strong: string;
}

declare module '@mui/material/styles' {
  interface Palette {
    surface: SurfacePalette;
    statusTone: StatusTonePalette;
    border: BorderPalette;
  }
  interface PaletteOptions {
    surface?: SurfacePalette;
    statusTone?: StatusTonePalette;
    border?: BorderPalette;
  }
  interface Theme {
    /** The interface language; components of MUI X (the data grid) pick their own texts from it. */
    language?: 'en' | 'ar' | 'es';
  }
  interface ThemeOptions {
    language?: 'en' | 'ar' | 'es';
  }
  interface PaletteColor {
    /** The organisation's requested brand colour, before contrast adjustment (primary only). */
    brand?: string;
  }
}
