import { describe, expect, it } from 'vitest';
import { BOUNDS_DEBOUNCE_MS, parseBound, readBoundsValue } from './bounds.js';

describe('min/max bounds (spec 02)', () => {
  it('"Min/max bounds: non-numeric entries become null"', () => {
    expect(parseBound('abc')).toBeNull();
    expect(parseBound('')).toBeNull();
    expect(parseBound('  ')).toBeNull();
    expect(parseBound(Number.NaN)).toBeNull();
    expect(parseBound(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseBound({})).toBeNull();
    expect(parseBound(undefined)).toBeNull();
  });

  it('keeps numbers and numeric strings', () => {
    expect(parseBound('3.5')).toBe(3.5);
    expect(parseBound(' -2 ')).toBe(-2);
    expect(parseBound(0)).toBe(0);
    expect(parseBound('0')).toBe(0);
  });

  it('reads a saved pair, each side on its own', () => {
    expect(readBoundsValue([null, '10'])).toEqual([null, 10]);
    expect(readBoundsValue(['x', 4])).toEqual([null, 4]);
    expect(readBoundsValue('nope')).toEqual([null, null]);
    expect(readBoundsValue(undefined)).toEqual([null, null]);
  });

  it('"changes are debounced 300 ms"', () => {
    expect(BOUNDS_DEBOUNCE_MS).toBe(300);
  });
});
