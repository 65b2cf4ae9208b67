import { describe, expect, it } from 'vitest';
import { readableBrandColour } from '../../api/contracts/colour.ts';
import { AA_CONTRAST, brandPalette } from './branding.ts';
import { contrastRatio, relativeLuminance } from '../../api/contracts/contrast.ts';
import { createLanternTheme } from './create-theme.ts';
import { tokens } from './tokens.ts';

const brands = {
  'very light yellow': '#fff9c4',
  'bright yellow': '#ffeb3b',
  'pure white': '#ffffff',
  'mid grey': '#808080',
  'light cyan': '#7fdbff',
  'saturated red': '#ff0000',
  'saturated green': '#00ff00',
  'dark navy': '#0b1f44',
  'pure black': '#000000',
  'short hex orange': '#f80',
};

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #777777 on white is the well-known just-failing grey (4.48:1).
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe('brandPalette', () => {
  it.each(Object.entries(brands))('keeps text on %s primary at WCAG AA', (_name, brand) => {
    const p = brandPalette(brand);
    expect(contrastRatio(p.main, p.contrastText)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(p.dark, p.contrastText)).toBeGreaterThanOrEqual(AA_CONTRAST);
    // primary used as text (links, outlined buttons) on the page and card surfaces
    expect(contrastRatio(p.main, tokens.color.surface.raised)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(p.main, tokens.color.surface.base)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(p.main, tokens.color.surface.sunken)).toBeGreaterThanOrEqual(AA_CONTRAST);
    // body text on the light tint (selected rows, highlights)
    expect(contrastRatio(tokens.color.text.primary, p.light)).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('leaves a brand colour that already passes untouched', () => {
    expect(brandPalette('#0b1f44').main).toBe('#0b1f44');
    expect(brandPalette('#B3261E').main).toBe('#b3261e');
  });

  it('darkens a light brand colour without losing its hue', () => {
    const p = brandPalette('#ffeb3b');
    expect(p.brand).toBe('#ffeb3b');
    expect(p.main).not.toBe('#ffeb3b');
    expect(relativeLuminance(p.main)).toBeLessThan(relativeLuminance('#ffeb3b'));
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(p.main.slice(i, i + 2), 16)) as [
      number,
      number,
      number,
    ];
    // still a yellow: red and green dominate blue
    expect(Math.min(r, g)).toBeGreaterThan(b * 2);
  });

  it('falls back to the product colour for a missing or malformed value', () => {
    expect(brandPalette(undefined).main).toBe(tokens.color.brand);
    expect(brandPalette('').main).toBe(tokens.color.brand);
    expect(brandPalette('red; background: url(x)').main).toBe(tokens.color.brand);
  });
});

describe('createLanternTheme', () => {
  it('drives the primary palette from the branding and exposes semantic surfaces', () => {
    const theme = createLanternTheme({ direction: 'rtl', branding: { primary: '#fff9c4' } });
    expect(theme.direction).toBe('rtl');
    expect(theme.palette.primary.brand).toBe('#fff9c4');
    expect(
      contrastRatio(theme.palette.primary.main, theme.palette.primary.contrastText),
    ).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(theme.palette.surface.raised).toBe(tokens.color.surface.raised);
    expect(theme.palette.statusTone.success).toBe(tokens.color.statusTone.success);
  });

  it('uses the product colour without branding and the Arabic family when asked', () => {
    const theme = createLanternTheme({ arabicFont: true });
    expect(theme.palette.primary.main).toBe(tokens.color.brand);
    expect(theme.typography.fontFamily).toContain('Noto Sans Arabic');
  });

  it('keeps white text on every status chip tone at AA', () => {
    for (const colour of Object.values(tokens.color.statusTone)) {
      expect(contrastRatio(colour, tokens.color.white)).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });
});

describe("the manifest's theme colour", () => {
  it('is the theme’s primary colour, so the browser bar matches the header', () => {
    for (const brand of [
      '#fff9c4',
      '#ffeb3b',
      '#ffffff',
      '#808080',
      '#7fdbff',
      '#0b1f44',
      '#f80',
      null,
      'not a colour',
    ]) {
      expect(readableBrandColour(brand).main).toBe(brandPalette(brand).main);
    }
    expect(readableBrandColour('#ffeb3b').main).toBe('#756c1b');
  });
});
