import { describe, expect, it } from 'vitest';
import type { Feature, Geometry, MultiLineString } from 'geojson';
import type { BaseMapData, LargeCity } from './base-map-data';
import { baseMapLayers, cityLabelMinPopulation } from './base-map-layers';
import { fillTriangles, FlatShapeLayer, segmentVertices } from './flat-shape-layer';
import cities from './large-cities.json';

const empty: MultiLineString = { type: 'MultiLineString', coordinates: [] };
const data = (list: readonly LargeCity[]): BaseMapData => ({
  countries: [],
  coastlines: empty,
  borders: empty,
  admin1: empty,
  cities: list,
});
const TOKYO: LargeCity = [139.69, 35.69, 8_336_599, 'Tokyo'];
const LYON: LargeCity = [4.85, 45.75, 1_100_000, 'Lyon'];

describe('the base map’s large cities', () => {
  it('ships GeoNames’ cities of a million people or more, largest first', () => {
    const list = cities as unknown as LargeCity[];
    expect(list.length).toBeGreaterThan(300);
    expect(list.every((c) => c[2] >= 1_000_000 && Math.abs(c[0]) <= 180 && Math.abs(c[1]) <= 90)).toBe(true);
    expect(list.every((c, i) => i === 0 || (list[i - 1]?.[2] ?? 0) >= c[2])).toBe(true);
    expect(list.map((c) => c[3])).toEqual(expect.arrayContaining(['Tokyo', 'London', 'Lagos', 'São Paulo']));
  });

  it('names no city at world or continent zoom, then more cities the closer the map gets', () => {
    expect([0, 1, 3, 3.9].map(cityLabelMinPopulation)).toEqual([null, null, null, null]);
    expect([4, 5, 6, 12].map(cityLabelMinPopulation)).toEqual([5_000_000, 2_000_000, 0, 0]);
  });

  it('draws the dots always and the labels only from the given population', () => {
    const ids = (labelsFrom: number | null) => baseMapLayers(data([TOKYO, LYON]), 'light', labelsFrom).map((l) => l.id);
    expect(ids(null)).toEqual(['base-land', 'base-admin1', 'base-borders', 'base-coastlines', 'base-cities']);
    const labels = baseMapLayers(data([TOKYO, LYON]), 'dark', 5_000_000).find((l) => l.id === 'base-city-labels');
    expect(labels?.props.data).toEqual([TOKYO]);
  });
});

describe('the base map’s lines', () => {
  it('draws coastlines, borders and admin-1 as one-pixel lines, thinner ones fainter', () => {
    const line: MultiLineString = { type: 'MultiLineString', coordinates: [[[0, 0], [1, 1], [2, 0]]] };
    const layers = baseMapLayers({ ...data([]), coastlines: line, admin1: line }, 'light');
    const admin1 = layers.find((l) => l.id === 'base-admin1');
    const coast = layers.find((l) => l.id === 'base-coastlines');
    expect(admin1).toBeInstanceOf(FlatShapeLayer);
    expect(admin1?.props).toMatchObject({ widthPixels: 0.6, data: [[0, 0], [1, 1], [1, 1], [2, 0]] });
    expect(coast?.props).toMatchObject({ widthPixels: 1 });
  });

  it('pairs each segment’s ends once per geometry, and leaves out a segment over the antimeridian', () => {
    const russia: MultiLineString = {
      type: 'MultiLineString',
      coordinates: [[[178, 66], [179.9, 66.2], [-179.9, 66.3], [-178, 66.5]], [[10, 10]]],
    };
    const vertices = segmentVertices(russia);
    expect(vertices).toEqual([[178, 66], [179.9, 66.2], [-179.9, 66.3], [-178, 66.5]]);
    expect(segmentVertices(russia)).toBe(vertices);
  });
});

describe('the base map’s land', () => {
  const feature = (coordinates: number[][][]): Feature<Geometry, { name?: string }> => ({
    type: 'Feature',
    properties: {},
    geometry: { type: 'Polygon', coordinates },
  });
  /** Twice the area the triangles cover (shoelace per triangle). */
  const area = (vertices: readonly (readonly number[])[]): number => {
    let sum = 0;
    for (let i = 0; i < vertices.length; i += 3) {
      const [[ax = 0, ay = 0] = [], [bx = 0, by = 0] = [], [cx = 0, cy = 0] = []] = vertices.slice(i, i + 3);
      sum += Math.abs((bx - ax) * (cy - ay) - (cx - ax) * (by - ay));
    }
    return sum / 2;
  };

  it('fills polygons with triangles, holes left open, once per feature list', () => {
    const square = [[0, 0], [10, 0], [10, 10], [0, 10], [0, 0]];
    const hole = [[4, 4], [6, 4], [6, 6], [4, 6], [4, 4]];
    const features = [feature([square, hole])];
    const triangles = fillTriangles(features);
    expect(triangles.length % 3).toBe(0);
    expect(area(triangles)).toBeCloseTo(100 - 4);
    expect(fillTriangles(features)).toBe(triangles);
    const land = baseMapLayers({ ...data([]), countries: features }, 'dark').find((l) => l.id === 'base-land');
    expect(land?.props).toMatchObject({ topology: 'triangle-list', data: triangles });
  });

  it('unwraps a ring over the antimeridian past 180° instead of smearing it across the map', () => {
    const fiji = [[178, -16], [-179, -16], [-179, -17], [178, -17], [178, -16]];
    const triangles = fillTriangles([feature([fiji])]);
    expect(area(triangles)).toBeCloseTo(3);
    expect(triangles.every(([lon = 0]) => lon >= 178 && lon <= 181)).toBe(true);
  });
});
