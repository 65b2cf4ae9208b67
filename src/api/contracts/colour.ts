/** WCAG 2.x colour arithmetic on hex colours (#rgb or #rrggbb), shared by the theme and the server. */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export const isHexColour = (value: string): boolean => HEX.test(value.trim());

export function parseHex(value: string): Rgb {
  const match = HEX.exec(value.trim());
  if (!match?.[1]) throw new TypeError(`Not a hex colour: ${value}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const n = Number.parseInt(digits, 16);
  return { r: (n >> 16) & 0xff, g: (n >> 8) & 0xff, b: n & 0xff };
}

export const toHex = ({ r, g, b }: Rgb): string =>
  `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

export function relativeLuminance(colour: string): number {
  const { r, g, b } = parseHex(colour);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Mixes a colour towards another (0 = unchanged, 1 = the other colour). */
export function mix(colour: string, towards: string, amount: number): string {
  const a = parseHex(colour);
  const b = parseHex(towards);
  return toHex({
    r: a.r + (b.r - a.r) * amount,
    g: a.g + (b.g - a.g) * amount,
    b: a.b + (b.b - a.b) * amount,
  });
}

/**
 * The product's colours a brand colour is read against; the design tokens take them from here, and the
 * server's web app manifest darkens a brand colour by the same rule as the theme.
 */
export const BASE_COLOURS = {
  brand: '#1f5fa8',
  white: '#ffffff',
  black: '#000000',
  sunken: '#eef1f6',
} as const;

/** A little headroom over WCAG AA (4.5:1), so that rounding in the browser never drops below it. */
const TARGET = 4.6;

const normalise = (hex: string) => {
  const h = hex.trim().replace(/^#?/, '#').toLowerCase();
  return h.length === 4 ? `#${[...h.slice(1)].map((d) => d + d).join('')}` : h;
};

/**
 * An organisation's brand colour as the theme draws it: darkened (same hue, mixed towards black) until white
 * text on it reaches AA on white and on the sunken surface. A missing or malformed colour gives the product's.
 */
export function readableBrandColour(brand?: string | null): { requested: string; main: string } {
  const requested = brand && isHexColour(brand) ? normalise(brand) : BASE_COLOURS.brand;
  const readable = (c: string) =>
    contrastRatio(c, BASE_COLOURS.white) >= TARGET && contrastRatio(c, BASE_COLOURS.sunken) >= TARGET;
  let main = requested;
  for (let step = 1; !readable(main) && step <= 50; step += 1) {
    main = mix(requested, BASE_COLOURS.black, step / 50);
  }
  return { requested, main };
}
