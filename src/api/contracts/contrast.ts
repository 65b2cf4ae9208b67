/**
 * WCAG 2.x colour arithmetic on hex colours (#rgb or #rrggbb). Shared: the portal's theme and the server's
 * e-mails darken an organisation's brand colour by the same rule.
 */

/** The product's own colour, for an organisation without one. */
export const PRODUCT_COLOUR = '#1f5fa8';

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
 * The colour darkened (same hue, mixed towards black in 50 steps) until its contrast with each of `on`
 * reaches `target`: white text on a brand-coloured header or button stays readable (WCAG AA).
 */
export function darkenUntilReadable(colour: string, on: readonly string[], target: number): string {
  const readable = (c: string) => on.every((other) => contrastRatio(c, other) >= target);
  let result = colour;
  for (let step = 1; !readable(result) && step <= 50; step += 1) result = mix(colour, '#000000', step / 50);
  return result;
}
