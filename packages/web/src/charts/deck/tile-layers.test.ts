import { describe, expect, it } from 'vitest';
import { sameTiles, tileImages, tileLayers, tilesForView } from './tile-layers';

const TEMPLATE = 'https://tiles.example.com/{z}/{x}/{y}.png';

describe('the remote map tiles of a view', () => {
  it('covers a view of the contiguous US with a handful of tiles of one zoom', () => {
    const tiles = tilesForView({ longitude: -98, latitude: 39, zoom: 3, bearing: 0, pitch: 0 }, 800, 500);
    expect(tiles.length).toBeGreaterThan(1);
    expect(tiles.length).toBeLessThanOrEqual(16);
    expect(new Set(tiles.map((t) => t.z))).toEqual(new Set([4]));
    const [west, south, east, north] = tiles.reduce(
      ([w, s, e, n], t) => [Math.min(w, t.bounds[0]), Math.min(s, t.bounds[1]), Math.max(e, t.bounds[2]), Math.max(n, t.bounds[3])],
      [180, 90, -180, -90],
    );
    expect(west).toBeLessThanOrEqual(-125);
    expect(east).toBeGreaterThanOrEqual(-70);
    expect(south).toBeLessThanOrEqual(25);
    expect(north).toBeGreaterThanOrEqual(50);
  });

  it('draws nothing in a map not yet laid out', () => {
    expect(tilesForView({ longitude: 0, latitude: 0, zoom: 1, bearing: 0, pitch: 0 }, 0, 300)).toEqual([]);
  });

  it('makes one image layer per tile, fetched from the template, with stable ids', () => {
    const tiles = tilesForView({ longitude: 0, latitude: 0, zoom: 0, bearing: 0, pitch: 0 }, 512, 512);
    const images = tileImages(TEMPLATE, tiles);
    expect(images.map((i) => i.id)).toEqual(tiles.map((t) => `base-tile-${t.id}`));
    expect(images.map((i) => i.url)).toContain('https://tiles.example.com/1/0/0.png');
    expect(tileLayers(TEMPLATE, tiles).map((l) => l.id)).toEqual(images.map((i) => i.id));
    expect(sameTiles(tiles, [...tiles])).toBe(true);
    expect(sameTiles(tiles, tiles.slice(1))).toBe(false);
  });
});
