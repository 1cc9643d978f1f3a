import { describe, expect, it } from 'vitest';
import {
  createSequentialScale,
  DEFAULT_SEQUENTIAL_SCHEME,
  getSequentialScheme,
  interpolateColors,
  SEQUENTIAL_SCHEMES,
  sequentialColors,
} from './sequential-schemes.js';
import { parseColorString } from './color-utils.js';

describe('sequential colour schemes', () => {
  it("carries Superset's common scheme ids, each with valid colour stops", () => {
    const ids = SEQUENTIAL_SCHEMES.map((s) => s.id);
    for (const id of ['blue_white_yellow', 'fire', 'white_black', 'black_white', 'dark_blue', 'pink_grey']) {
      expect(ids).toContain(id);
    }
    for (const id of ['greens', 'purples', 'oranges', 'blues', 'reds']) expect(ids).toContain(id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const scheme of SEQUENTIAL_SCHEMES) {
      expect(scheme.colors.length).toBeGreaterThanOrEqual(2);
      for (const color of scheme.colors) expect(parseColorString(color)).not.toBeNull();
    }
  });

  it('falls back to the default scheme for an unknown id', () => {
    expect(getSequentialScheme('nope').id).toBe(DEFAULT_SEQUENTIAL_SCHEME);
    expect(getSequentialScheme(null).id).toBe(DEFAULT_SEQUENTIAL_SCHEME);
    expect(getSequentialScheme('fire').colors).toEqual(['#FFFFFF', '#FFFF00', '#FF0000', '#000000']);
  });
});

describe('interpolateColors', () => {
  it('mixes neighbouring stops linearly and clamps outside 0–1', () => {
    const stops = ['#000000', '#FFFFFF'];
    expect(interpolateColors(stops, 0)).toBe('#000000');
    expect(interpolateColors(stops, 1)).toBe('#FFFFFF');
    expect(interpolateColors(stops, 0.5)).toBe('#808080');
    expect(interpolateColors(stops, -3)).toBe('#000000');
    expect(interpolateColors(stops, 7)).toBe('#FFFFFF');
    expect(interpolateColors(stops, Number.NaN)).toBe('#000000');
  });

  it('spaces several stops evenly', () => {
    const stops = ['#FF0000', '#00FF00', '#0000FF'];
    expect(interpolateColors(stops, 0.5)).toBe('#00FF00');
    expect(interpolateColors(stops, 0.25)).toBe('#808000');
    expect(interpolateColors(stops, 0.75)).toBe('#008080');
    expect(interpolateColors(['#123456'], 0.4)).toBe('#123456');
  });
});

describe('createSequentialScale', () => {
  it('maps a domain onto the scheme', () => {
    const scale = createSequentialScale({ scheme: 'white_black', domain: [0, 200] });
    expect(scale(0)).toBe('#FFFFFF');
    expect(scale(100)).toBe('#808080');
    expect(scale(200)).toBe('#000000');
    expect(scale(500)).toBe('#000000');
  });

  it('gives a one-value domain the middle colour', () => {
    expect(createSequentialScale({ scheme: 'black_white', domain: [5, 5] })(5)).toBe('#808080');
  });

  it('spreads any number of colours over a scheme for swatches', () => {
    expect(sequentialColors('black_white', 3)).toEqual(['#000000', '#808080', '#FFFFFF']);
    expect(sequentialColors('black_white', 1)).toEqual(['#000000']);
    expect(sequentialColors('black_white', 0)).toEqual([]);
  });
});
