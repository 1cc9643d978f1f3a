import { describe, expect, it } from 'vitest';
import { createColorScale, getCategoricalScheme, schemeColors } from '../chart/color-schemes.js';
import {
  AVATAR_HUES,
  avatarColors,
  avatarHue,
  DARK_AVATAR_COLORS,
  DARK_AVATAR_NEUTRAL,
} from './avatar-colors.js';
import { contrastRatio, WCAG_AA_GRAPHICS, WCAG_AA_TEXT } from './contrast.js';
import { DARK_SURFACES } from './dark-surfaces.js';

const scheme = getCategoricalScheme('supersetColors');

describe("the default scheme's dark variant", () => {
  it.each(schemeColors(scheme, 'dark').map((color, i) => [i, color] as const))(
    'colour %i (%s) has at least 3:1 against every dark surface',
    (_i, color) => {
      for (const surface of DARK_SURFACES) expect(contrastRatio(color, surface)).toBeGreaterThanOrEqual(WCAG_AA_GRAPHICS);
    },
  );

  it('lifts the navy and the grey that fail on dark, keeping the other colours and their order', () => {
    const light = schemeColors(scheme, 'light');
    const dark = schemeColors(scheme, 'dark');
    expect(contrastRatio(light[1] as string, DARK_SURFACES[0] as string)).toBeLessThan(WCAG_AA_GRAPHICS);
    expect(dark).toHaveLength(light.length);
    const changed = dark.flatMap((c, i) => (c === light[i] ? [] : [i]));
    expect(changed).toEqual([1, 4]);
    expect(new Set(dark).size).toBe(dark.length);
  });

  it('is what a chart drawn in the dark theme hands out, under the same scheme id', () => {
    const darkScale = createColorScale({ scheme: 'supersetColors', theme: 'dark' });
    const lightScale = createColorScale({ scheme: 'supersetColors' });
    expect([darkScale('a'), darkScale('b')]).toEqual(['#1FA8C9', '#7A84C2']);
    expect([lightScale('a'), lightScale('b')]).toEqual(['#1FA8C9', '#454E7C']);
  });

  it('leaves schemes without a dark variant as they are', () => {
    const d3 = getCategoricalScheme('d3Category10');
    expect(schemeColors(d3, 'dark')).toEqual(d3.colors);
  });
});

describe('dark theme avatars', () => {
  it.each([...Object.entries(DARK_AVATAR_COLORS), ['neutral', DARK_AVATAR_NEUTRAL] as const])(
    '%s: initials at least 4.5:1 on the avatar, the avatar at least 3:1 on every dark surface',
    (_hue, colors) => {
      expect(contrastRatio(colors.text, colors.background)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
      for (const surface of DARK_SURFACES) {
        expect(contrastRatio(colors.background, surface)).toBeGreaterThanOrEqual(WCAG_AA_GRAPHICS);
      }
    },
  );

  it("picks Mantine's initials hue for a name, so an owner keeps one hue in both themes", () => {
    // Mantine's getInitialsColor: |hashCode(name)| mod 11 over its default colours.
    expect(avatarHue('')).toBe('blue');
    expect(avatarHue('a')).toBe(AVATAR_HUES[97 % 11]);
    expect(avatarHue('Ada Lovelace')).toBe(avatarHue('Ada Lovelace'));
    expect(avatarColors('Ada Lovelace', 'light')).toBeNull();
    expect(avatarColors('Ada Lovelace', 'dark')).toBe(DARK_AVATAR_COLORS[avatarHue('Ada Lovelace')]);
  });
});
