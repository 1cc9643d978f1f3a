import { describe, expect, it } from 'vitest';
import { normaliseViewport, VIEWPORT_DEFAULTS } from '@tessera/core';
import { extentOf, fitViewport, roundViewport, unionExtent } from './viewport';

describe('the deck viewport', () => {
  it('fills a partial or missing viewport with the default', () => {
    expect(normaliseViewport(undefined)).toEqual(VIEWPORT_DEFAULTS);
    expect(normaliseViewport({ zoom: 4, longitude: 10 })).toEqual({ ...VIEWPORT_DEFAULTS, zoom: 4, longitude: 10 });
  });

  it('rounds a view for saving', () => {
    expect(roundViewport({ longitude: 1.123456789, latitude: 2.5, zoom: 3.14159, bearing: 0, pitch: 0 })).toEqual({
      longitude: 1.123457,
      latitude: 2.5,
      zoom: 3.142,
      bearing: 0,
      pitch: 0,
    });
  });

  it('fits the positions (autozoom), keeping bearing and pitch', () => {
    const base = { ...VIEWPORT_DEFAULTS, bearing: 10, pitch: 30 };
    const fitted = fitViewport(
      [
        [-125, 25],
        [-65, 50],
      ],
      1000,
      600,
      base,
    );
    expect(fitted?.longitude).toBeCloseTo(-95, 5);
    expect(fitted?.latitude).toBeGreaterThan(25);
    expect(fitted?.latitude).toBeLessThan(50);
    expect(fitted?.zoom).toBeGreaterThan(2);
    expect(fitted?.zoom).toBeLessThan(5);
    expect(fitted).toMatchObject({ bearing: 10, pitch: 30 });
    expect(fitViewport([], 1000, 600, base)).toBeNull();
    expect(fitViewport([[2, 48]], 1000, 600, base)?.zoom).toBe(16);
  });

  it("boxes positions, and boxes of several layers together (deck_multi's autozoom)", () => {
    const points: [number, number][] = [
      [-122.4, 37.8],
      [-73.9, 40.7],
      [-87.6, 41.9],
    ];
    expect(extentOf(points)).toEqual([
      [-122.4, 37.8],
      [-73.9, 41.9],
    ]);
    expect(extentOf([])).toBeNull();
    expect(unionExtent([extentOf(points), null, extentOf([[2.35, 48.85]])])).toEqual([
      [-122.4, 37.8],
      [2.35, 48.85],
    ]);
    expect(unionExtent([null])).toBeNull();
    // Fitting a box's corners fits every position inside it.
    const box = extentOf(points);
    expect(box && fitViewport(box, 800, 400, VIEWPORT_DEFAULTS)).toEqual(
      fitViewport(points, 800, 400, VIEWPORT_DEFAULTS),
    );
  });
});
