import { describe, expect, it } from 'vitest';
import { expandTileUrl, mapTileOrigin, MapTileUrlSchema, MAX_TILES_IN_VIEW, tilesInView } from './map-tiles.js';

const OSM = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

describe('MapTileUrlSchema', () => {
  it('accepts an http(s) XYZ template', () => {
    expect(MapTileUrlSchema.parse(OSM)).toBe(OSM);
    expect(MapTileUrlSchema.safeParse('http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png').success).toBe(true);
  });

  it('refuses a template without its three placeholders, another scheme or no URL at all', () => {
    const messages = (value: string) => MapTileUrlSchema.safeParse(value).error?.issues.map((i) => i.message);
    expect(messages('https://tiles.example.com/{z}/{x}.png')).toContain('MAP_TILE_URL must hold {z}, {x} and {y}');
    expect(messages('javascript:alert(1)//{z}{x}{y}')).toContain('MAP_TILE_URL must start with http:// or https://');
    expect(messages('https://exa mple.com/{z}/{x}/{y}')).toContain('MAP_TILE_URL is not a URL');
  });
});

describe('expandTileUrl and mapTileOrigin', () => {
  it('puts a tile in the template', () => {
    expect(expandTileUrl(OSM, { x: 3, y: 5, z: 4 })).toBe('https://tile.openstreetmap.org/4/3/5.png');
  });

  it('names the origin the CSP allows, or none when no tiles are set', () => {
    expect(mapTileOrigin('https://{z}.tiles.example.com:8443/{x}/{y}.png')).toBe('https://0.tiles.example.com:8443');
    expect(mapTileOrigin(OSM)).toBe('https://tile.openstreetmap.org');
    expect(mapTileOrigin(null)).toBeNull();
  });
});

describe('tilesInView', () => {
  it('covers the whole world with the single tile of zoom 0 (deck.gl zoom -1)', () => {
    const tiles = tilesInView([-180, -85, 180, 85], -1);
    expect(tiles).toEqual([{ id: '0/0/0', x: 0, y: 0, z: 0, bounds: [-180, expect.any(Number), 180, expect.any(Number)] }]);
    expect(tiles[0]?.bounds[1]).toBeCloseTo(-85.0511, 3);
  });

  it('picks the four quadrant tiles at zoom 1 and bounds each in degrees', () => {
    const tiles = tilesInView([-179, -80, 179, 80], 0);
    expect(tiles.map((t) => t.id).sort()).toEqual(['1/0/0', '1/0/1', '1/1/0', '1/1/1']);
    const northWest = tiles.find((t) => t.id === '1/0/0');
    expect(northWest?.bounds[0]).toBe(-180);
    expect(northWest?.bounds[1]).toBeCloseTo(0, 9);
    expect(northWest?.bounds[2]).toBe(0);
  });

  it('wraps a world copy past the antimeridian to the tile it shows, keeping its own id and bounds', () => {
    const tiles = tilesInView([170, 0, 190, 10], 3);
    const east = tiles.filter((t) => t.bounds[0] >= 180);
    expect(east.length).toBeGreaterThan(0);
    expect(east.every((t) => t.x < 2)).toBe(true);
    expect(new Set(tiles.map((t) => t.id)).size).toBe(tiles.length);
  });

  it('draws no tiles when a view would need more than the cap', () => {
    expect(tilesInView([-180, -85, 180, 85], 6)).toEqual([]);
    expect(tilesInView([-10, 40, 10, 50], 4).length).toBeLessThanOrEqual(MAX_TILES_IN_VIEW);
  });
});
