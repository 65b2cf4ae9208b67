import { PRODUCT_COLOUR, darkenUntilReadable, isHexColour } from './contrast.ts';

/**
 * The colours the server's web app manifest reads a brand colour against: the design tokens' white and sunken
 * surface (src/design-system/theme/tokens.ts; branding.test.ts proves both give the theme's primary colour).
 */
export const BASE_COLOURS = { brand: PRODUCT_COLOUR, white: '#ffffff', sunken: '#eef1f6' } as const;

/** A little headroom over WCAG AA (4.5:1), as the theme takes. */
const TARGET = 4.6;

const normalise = (hex: string) => {
  const h = hex.trim().replace(/^#?/, '#').toLowerCase();
  return h.length === 4 ? `#${[...h.slice(1)].map((d) => d + d).join('')}` : h;
};

/** An organisation's brand colour as the theme draws it (the product's when missing or malformed). */
export function readableBrandColour(brand?: string | null): { requested: string; main: string } {
  const requested = brand && isHexColour(brand) ? normalise(brand) : BASE_COLOURS.brand;
  return {
    requested,
    main: darkenUntilReadable(requested, [BASE_COLOURS.white, BASE_COLOURS.sunken], TARGET),
  };
}
