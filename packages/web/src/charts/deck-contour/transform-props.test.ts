import { describe, expect, it } from 'vitest';
import { readContours } from './transform-props';

describe('deck_contour contours', () => {
  it("reads Superset's contours: a band with an upper threshold, a line without", () => {
    expect(
      readContours([
        { color: { r: 1, g: 2, b: 3, a: 1 }, lowerThreshold: 1, upperThreshold: '5', strokeWidth: 2 },
        { color: { r: 9, g: 9, b: 9, a: 1 }, lowerThreshold: 10 },
        { color: { r: 9, g: 9, b: 9, a: 1 } },
      ]),
    ).toEqual([
      { threshold: [1, 5], color: [1, 2, 3, 255], strokeWidth: 2 },
      { threshold: 10, color: [9, 9, 9, 255], strokeWidth: 1 },
    ]);
    expect(readContours('nope')).toEqual([]);
  });
});
