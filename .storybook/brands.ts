import { isHexColour } from '../src/api/contracts/contrast.ts';

/**
 * The branding toolbar's globals (manager.tsx sets them, preview.tsx reads them). `brand` is '' while the
 * toolbar says "story's own": every story then renders exactly as its own parameters say.
 */
export const BRAND_GLOBALS = { brand: '', brandColour: '', brandLogo: '' } as const;

export interface BrandPreset {
  title: string;
  colour: string;
  /** An image address (the logo on light pages and in the header), or none. */
  logo: string | null;
}

/**
 * The demo hospitals as the stories brand them. The seed gives them no brand colour or logo: St Mary's
 * wears the colour and logo of the e-mail previews' sample (stories/mail), Hospital Infantil the teal of
 * the admin reports' branded story.
 */
export const BRAND_PRESETS: Record<string, BrandPreset> = {
  stmarys: { title: "St Mary's (demo)", colour: '#ff8a00', logo: '/mail-sample-logo.svg' },
  infantil: { title: 'Hospital Infantil (demo)', colour: '#0b7a75', logo: null },
};

/** The brand the toolbar chose, or null for the story's own (nothing chosen, or a custom colour not valid). */
export function chosenBrand(
  globals: Record<string, unknown>,
): { colour: string; logo: string | null } | null {
  const brand = typeof globals.brand === 'string' ? globals.brand : '';
  const preset = BRAND_PRESETS[brand];
  if (preset) return { colour: preset.colour, logo: preset.logo };
  if (brand !== 'custom') return null;
  const colour = typeof globals.brandColour === 'string' ? globals.brandColour : '';
  const logo = typeof globals.brandLogo === 'string' && globals.brandLogo !== '' ? globals.brandLogo : null;
  return isHexColour(colour) ? { colour, logo } : null;
}
