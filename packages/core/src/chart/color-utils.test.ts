import { describe, expect, it } from 'vitest';
import {
  blendOver,
  brightness,
  contrastingTextColor,
  DEFAULT_RGBA,
  parseColorString,
  parseHex,
  parseRgbString,
  readRgba,
  sameRgba,
  toHex,
  toRgbaString,
} from './color-utils.js';

describe('parsing colours', () => {
  it('reads 3, 4, 6 and 8 digit hex, with or without #', () => {
    expect(parseHex('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseHex('007A87')).toEqual({ r: 0, g: 122, b: 135, a: 1 });
    expect(parseHex('#00000080')).toEqual({ r: 0, g: 0, b: 0, a: 0.5 });
    expect(parseHex('#f008')).toEqual({ r: 255, g: 0, b: 0, a: 0.53 });
    expect(parseHex('#12345')).toBeNull();
    expect(parseHex('red')).toBeNull();
  });

  it('reads rgb() and rgba() and refuses channels out of range', () => {
    expect(parseRgbString('rgb(1, 2, 3)')).toEqual({ r: 1, g: 2, b: 3, a: 1 });
    expect(parseRgbString('rgba(0,122,135,0.25)')).toEqual({ r: 0, g: 122, b: 135, a: 0.25 });
    expect(parseRgbString('rgba(0, 0, 0, .5)')).toEqual({ r: 0, g: 0, b: 0, a: 0.5 });
    expect(parseRgbString('rgb(256, 0, 0)')).toBeNull();
    expect(parseRgbString('rgba(0, 0, 0, 2)')).toBeNull();
    expect(parseColorString('var(--mantine-color-red-1)')).toBeNull();
    expect(parseColorString(' #1FA8C9 ')).toEqual({ r: 31, g: 168, b: 201, a: 1 });
  });

  it('reads form-data colours, strings included, falling back channel by channel', () => {
    expect(readRgba(undefined)).toEqual(DEFAULT_RGBA);
    expect(readRgba({ r: '10', g: 20, b: 30, a: 0.5 })).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    expect(readRgba({ r: 10 })).toEqual({ r: 10, g: 122, b: 135, a: 1 });
    expect(readRgba({ r: 300, g: -4, b: 1.6, a: 3 })).toEqual({ r: 255, g: 0, b: 2, a: 1 });
    expect(readRgba('#000')).toEqual({ r: 0, g: 0, b: 0, a: 1 });
    expect(readRgba('nope')).toEqual(DEFAULT_RGBA);
  });
});

describe('formatting colours', () => {
  it('prints hex in upper case and rgba() as charts draw it', () => {
    expect(toHex(DEFAULT_RGBA)).toBe('#007A87');
    expect(toHex({ r: 0, g: 0, b: 0, a: 0.5 }, true)).toBe('#00000080');
    expect(toHex({ r: 0, g: 0, b: 0, a: 1 }, true)).toBe('#000000');
    expect(toRgbaString(DEFAULT_RGBA)).toBe('rgba(0, 122, 135, 1)');
    expect(toRgbaString({ r: 1.4, g: 2, b: 3, a: 0.333 })).toBe('rgba(1, 2, 3, 0.33)');
  });

  it('round-trips hex and compares after rounding', () => {
    expect(parseHex(toHex({ r: 31, g: 168, b: 201, a: 1 }))).toEqual({ r: 31, g: 168, b: 201, a: 1 });
    expect(sameRgba({ r: 1.2, g: 2, b: 3, a: 1 }, { r: 1, g: 2, b: 3, a: 1 })).toBe(true);
    expect(sameRgba(DEFAULT_RGBA, { ...DEFAULT_RGBA, a: 0.5 })).toBe(false);
  });
});

describe('contrastingTextColor', () => {
  it('uses the brightness threshold 186: black above, white at or below', () => {
    expect(brightness({ r: 255, g: 255, b: 255, a: 1 })).toBeCloseTo(255);
    expect(contrastingTextColor('#FFFFFF')).toBe('#000000');
    expect(contrastingTextColor('#000000')).toBe('#FFFFFF');
    expect(contrastingTextColor('rgb(186, 186, 186)')).toBe('#FFFFFF');
    expect(contrastingTextColor('rgb(187, 187, 187)')).toBe('#000000');
    expect(contrastingTextColor('#FCC700')).toBe('#000000');
    expect(contrastingTextColor('#1FA8C9')).toBe('#FFFFFF');
    expect(contrastingTextColor(DEFAULT_RGBA)).toBe('#FFFFFF');
  });

  it('blends a translucent background over its backdrop first', () => {
    expect(blendOver({ r: 0, g: 0, b: 0, a: 0.5 })).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
    expect(contrastingTextColor('rgba(0, 255, 0, 1)')).toBe('#FFFFFF');
    expect(contrastingTextColor('rgba(0, 255, 0, 0.1)')).toBe('#000000');
    expect(contrastingTextColor('rgba(0, 255, 0, 0.1)', '#242424')).toBe('#FFFFFF');
  });

  it('gives nothing for colours it cannot read', () => {
    expect(contrastingTextColor('var(--x)')).toBeUndefined();
  });
});
