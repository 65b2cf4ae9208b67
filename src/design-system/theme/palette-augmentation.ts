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

export interface AccountStatusPalette {
  requestApproval: string;
  pending: string;
  pendingAccountActivation: string;
  active: string;
  pendingAppActivation: string;
}

export interface BorderPalette {
  subtle: string;
  strong: string;
}

declare module '@mui/material/styles' {
  interface Palette {
    surface: SurfacePalette;
    accountStatus: AccountStatusPalette;
    border: BorderPalette;
  }
  interface PaletteOptions {
    surface?: SurfacePalette;
    accountStatus?: AccountStatusPalette;
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
