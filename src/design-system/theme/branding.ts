import { darkenUntilReadable, isHexColour, mix } from '../../api/contracts/contrast.ts';
import { tokens } from './tokens.ts';

/** WCAG AA for normal text; a little headroom so that rounding in the browser never drops below 4.5. */
export const AA_CONTRAST = 4.5;
const TARGET = 4.6;

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
  const requested = brand && isHexColour(brand) ? normalise(brand) : tokens.color.brand;
  const white = tokens.color.white;
  // The darkest light surface primary text can sit on; passing there passes on white too.
  const main = darkenUntilReadable(requested, [white, tokens.color.surface.sunken], TARGET);
  return {
    brand: requested,
    main,
    dark: mix(main, tokens.color.black, 0.25),
    light: mix(main, white, 0.88),
    contrastText: white,
  };
}

const normalise = (hex: string) => {
  const h = hex.trim().replace(/^#?/, '#').toLowerCase();
  return h.length === 4 ? `#${[...h.slice(1)].map((d) => d + d).join('')}` : h;
};
