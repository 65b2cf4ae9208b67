import { mix, readableBrandColour } from '../../api/contracts/colour.ts';
import { tokens } from './tokens.ts';

/** WCAG AA for normal text (the brand colour is darkened to a little over it). */
export const AA_CONTRAST = 4.5;

export interface BrandPalette {
  /** The colour the organisation asked for (or the product colour). */
  brand: string;
  main: string;
  dark: string;
  light: string;
  contrastText: string;
}

/**
 * The primary palette for an organisation's brand colour. `main` is darkened (same hue, mixed towards black)
 * until white text on it reaches AA; because contrast is symmetric, the same `main` is then also readable as
 * text on the light surfaces (links, outlined buttons) — one rule covers both uses of the primary colour.
 * A missing or malformed brand colour falls back to the product colour.
 */
export function brandPalette(brand?: string | null): BrandPalette {
  const { requested, main } = readableBrandColour(brand);
  const white = tokens.color.white;
  return {
    brand: requested,
    main,
    dark: mix(main, tokens.color.black, 0.25),
    light: mix(main, white, 0.88),
    contrastText: white,
  };
}
