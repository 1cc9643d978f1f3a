import { readFile } from 'node:fs/promises';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** One state's shapes, keyed by its FIPS code (the TopoJSON's ids), as JSON text for DuckDB to read. */
export interface StateShapeRow {
  id: number;
  /** The outer ring of the state's largest part: a JSON [[lon, lat], ...] array, what deck_polygon draws. */
  contour: string;
  /** Every part as a GeoJSON Polygon or MultiPolygon geometry, what deck_geojson draws. */
  geojson: string;
}

/**
 * Coordinates rounded to 0.001° (about 100 m): the atlas is quantized to about 0.0036° of longitude
 * anyway, and the shorter numbers keep the whole table's geometry far under a megabyte.
 */
const round = (value: number): number => Math.round(value * 1000) / 1000;

/**
 * Every state lies west of Greenwich but for Alaska's western Aleutians, past the antimeridian: those
 * are written 360° west (beyond -180), so Alaska stays in one piece and autozoom fits the states
 * instead of the whole world.
 */
const west = (lon: number): number => (lon > 0 ? lon - 360 : lon);

/** A ring rounded, with the points rounding made equal dropped; null when fewer than a triangle is left. */
const roundRing = (ring: readonly Position[]): [number, number][] | null => {
  const out: [number, number][] = [];
  for (const [lon = 0, lat = 0] of ring) {
    const last = out.at(-1);
    const point: [number, number] = [round(west(lon)), round(lat)];
    if (last === undefined || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  // A closed ring repeats its first point: a triangle is four positions.
  return out.length >= 4 ? out : null;
};

/** Twice the signed area of a ring in degrees² (the shoelace formula): only compared, never shown. */
const ringArea = (ring: readonly [number, number][]): number => {
  let sum = 0;
  ring.forEach(([x1, y1], i) => {
    const [x2, y2] = ring[(i + 1) % ring.length] ?? [x1, y1];
    sum += x1 * y2 - x2 * y1;
  });
  return Math.abs(sum);
};

const polygonsOf = (geometry: Polygon | MultiPolygon): [number, number][][][] => {
  const parts = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return parts
    .map((rings) => {
      const [outer, ...holes] = rings.map(roundRing);
      // A part whose outer ring rounds away is dropped with its holes; a hole that rounds away just goes.
      return outer == null ? [] : [outer, ...holes.filter((ring) => ring !== null)];
    })
    .filter((rings) => rings.length > 0);
};

/** The states of a US atlas TopoJSON (its `states` collection) as table rows. */
export const stateShapeRows = (topology: Topology): StateShapeRow[] => {
  const states = topology.objects['states'];
  if (states?.type !== 'GeometryCollection') throw new Error('us atlas: no states collection');
  const { features } = feature(topology, states as GeometryCollection);
  const rows: StateShapeRow[] = [];
  for (const state of features) {
    const { geometry } = state;
    if (geometry?.type !== 'Polygon' && geometry?.type !== 'MultiPolygon') continue;
    const polygons = polygonsOf(geometry);
    const largest = polygons.reduce<[number, number][] | null>((best, [outer]) => {
      if (outer === undefined) return best;
      return best === null || ringArea(outer) > ringArea(best) ? outer : best;
    }, null);
    if (largest === null) continue;
    const shape =
      polygons.length === 1
        ? { type: 'Polygon', coordinates: polygons[0] }
        : { type: 'MultiPolygon', coordinates: polygons };
    rows.push({ id: Number(state.id), contour: JSON.stringify(largest), geojson: JSON.stringify(shape) });
  }
  return rows;
};

/** Reads vega-datasets' us-10m.json (US Census shapes, states keyed by FIPS code) into state rows. */
export const readStateShapes = async (path: string): Promise<StateShapeRow[]> =>
  stateShapeRows(JSON.parse(await readFile(path, 'utf8')) as Topology);
