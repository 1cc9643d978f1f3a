import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast.js';

describe('WCAG relative luminance and contrast ratio', () => {
  it('spans 0 for black to 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(relativeLuminance({ r: 255, g: 0, b: 0, a: 1 })).toBeCloseTo(0.2126, 4);
  });

  it('gives 21:1 for black on white and 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 6);
    expect(contrastRatio('#454E7C', '#454E7C')).toBe(1);
  });

  it('matches published reference ratios', () => {
    // WebAIM's contrast checker: #777777 on white 4.48:1, #767676 on white 4.54:1 (the AA boundary).
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('rgb(0, 0, 255)', '#FFFFFF')).toBeCloseTo(8.59, 2);
  });

  it('refuses what is not a colour', () => {
    expect(() => contrastRatio('navy', '#fff')).toThrow(/navy/);
  });
});
