import { describe, expect, it } from 'vitest';
import { decodePolygons } from './polygon-encodings';

const square = [
  [0, 0],
  [0, 1],
  [1, 1],
  [1, 0],
  [0, 0],
];

describe("deck_polygon's polygon encodings", () => {
  it('reads a JSON ring, a GeoJSON polygon (outer ring) and a multipolygon feature (one polygon a part)', () => {
    expect(decodePolygons(JSON.stringify(square), 'json', false)).toEqual([square]);
    const hole = [
      [0.2, 0.2],
      [0.2, 0.4],
      [0.4, 0.4],
      [0.2, 0.2],
    ];
    expect(decodePolygons({ type: 'Polygon', coordinates: [square, hole] }, 'json', false)).toEqual([square]);
    const feature = {
      type: 'Feature',
      properties: {},
      geometry: { type: 'MultiPolygon', coordinates: [[square], [hole]] },
    };
    expect(decodePolygons(JSON.stringify(feature), 'json', false)).toEqual([square, hole]);
  });

  it('swaps each pair with reverse_long_lat', () => {
    expect(decodePolygons('[[10, 50], [11, 50], [11, 51]]', 'json', true)).toEqual([
      [
        [50, 10],
        [50, 11],
        [51, 11],
      ],
    ]);
  });

  it('decodes an encoded polyline (latitude first, as it is encoded) and a geohash as its square', () => {
    // Google's example polyline: (38.5, -120.2), (40.7, -120.95), (43.252, -126.453).
    expect(decodePolygons('_p~iF~ps|U_ulLnnqC_mqNvxq`@', 'polyline', true)).toEqual([
      [
        [-120.2, 38.5],
        [-120.95, 40.7],
        [-126.453, 43.252],
      ],
    ]);
    const [ring] = decodePolygons('u09', 'geohash', false);
    expect(ring).toHaveLength(5);
    expect(ring?.[0]).toEqual(ring?.[4]);
    const [west = 0, south = 0] = ring?.[0] ?? [];
    const [east = 0, north = 0] = ring?.[2] ?? [];
    expect(west).toBeLessThan(2.35);
    expect(east).toBeGreaterThan(2.35);
    expect(south).toBeLessThan(48.86);
    expect(north).toBeGreaterThan(48.86);
  });

  it('reads nothing from values that are no polygon', () => {
    for (const value of [null, '', 'not json', '{"type":"Point","coordinates":[1,2]}', '[[0,0],[1,1]]', 42])
      expect(decodePolygons(value, 'json', false)).toEqual([]);
    expect(decodePolygons('!!', 'geohash', false)).toEqual([]);
    expect(decodePolygons('_p~iF', 'polyline', false)).toEqual([]);
  });
});
