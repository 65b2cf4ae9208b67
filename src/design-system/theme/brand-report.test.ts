import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../api/contracts/contrast.ts';
import { brandReport } from './brand-report.ts';
import { brandPalette } from './branding.ts';

describe('brandReport', () => {
  it('reports nothing for a value that is not a hex colour', () => {
    for (const value of ['', 'red', '#12zz45', '#12345', 'ffeb3b7', '#'])
      expect(brandReport(value)).toBeNull();
  });

  it('darkens a pale yellow: the colour entered fails AA, the colour used passes', () => {
    const report = brandReport('#FFF59D');
    expect(report?.adjusted).toBe(true);
    expect(report?.entered).toMatchObject({ colour: '#fff59d', passes: false });
    expect(report?.entered.onWhite).toBeLessThan(1.2);
    expect(report?.used.colour).toBe(brandPalette('#fff59d').main);
    expect(report?.used.passes).toBe(true);
    expect(report?.used.onWhite).toBeGreaterThanOrEqual(4.5);
    expect(report?.used.onSurface).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a dark navy as it is', () => {
    const report = brandReport('#0b1f44');
    expect(report?.adjusted).toBe(false);
    expect(report?.used).toEqual(report?.entered);
    expect(report?.used.passes).toBe(true);
  });

  it('reads a short hex colour as its long form', () => {
    expect(brandReport('#f80')?.entered.colour).toBe('#ff8800');
  });

  it('never shows a ratio above the real one (rounded down to two decimals)', () => {
    for (const colour of ['#777777', '#1f5fa8', '#ff0000', '#0b7a75']) {
      const report = brandReport(colour);
      const real = contrastRatio(colour, '#ffffff');
      expect(report?.entered.onWhite).toBeLessThanOrEqual(real);
      expect(real - (report?.entered.onWhite ?? 0)).toBeLessThan(0.01);
    }
    // #777777 on white is 4.48:1: it fails, and shows so.
    expect(brandReport('#777777')?.entered).toMatchObject({ onWhite: 4.47, passes: false });
  });
});
