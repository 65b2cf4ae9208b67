import { contrastRatio, isHexColour } from '../../api/contracts/contrast.ts';
import { AA_CONTRAST, brandPalette } from './branding.ts';
import { tokens } from './tokens.ts';

/** A colour's contrast with white text on it and as text on the sunken surface (the darkest light one). */
export interface BrandContrast {
  colour: string;
  /** White text on the colour (a header, a button), rounded down to two decimals. */
  onWhite: number;
  /** The colour as text (links, outlined buttons) on the sunken surface, rounded down to two decimals. */
  onSurface: number;
  /** Both reach WCAG AA for normal text (4.5:1). */
  passes: boolean;
}

/** What a brand colour becomes in the theme: the colour entered, the colour used, and their contrast. */
export interface BrandReport {
  entered: BrandContrast;
  used: BrandContrast;
  /** The theme darkened the colour entered to reach AA. */
  adjusted: boolean;
}

/** Down, so that a ratio shown as passing always passes (4.499 shows 4.49, never 4.50). */
const floor2 = (ratio: number) => Math.floor(ratio * 100) / 100;

function contrastOf(colour: string): BrandContrast {
  const onWhite = contrastRatio(colour, tokens.color.white);
  const onSurface = contrastRatio(colour, tokens.color.surface.sunken);
  return {
    colour,
    onWhite: floor2(onWhite),
    onSurface: floor2(onSurface),
    passes: onWhite >= AA_CONTRAST && onSurface >= AA_CONTRAST,
  };
}

/**
 * The AA report of a brand colour (#rgb or #rrggbb) as the theme draws it (branding.ts): null when the
 * value is not a hex colour, so that nothing is drawn from it.
 */
export function brandReport(value: string): BrandReport | null {
  if (!isHexColour(value)) return null;
  const palette = brandPalette(value);
  return {
    entered: contrastOf(palette.brand),
    used: contrastOf(palette.main),
    adjusted: palette.main !== palette.brand,
  };
}
