import { decodePolyline, isPair, type LineType } from './path-encodings';
import { geohashBounds, type LonLat } from './spatial';

/** One polygon as deck.gl's PolygonLayer takes it: its outer ring of positions. */
export type Ring = LonLat[];

const asRing = (value: unknown): Ring | null =>
  Array.isArray(value) && value.length >= 3 && value.every(isPair) ? value.map(([x, y]) => [x, y]) : null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A GeoJSON geometry, or a feature's geometry (Superset reads both). */
const geometryOf = (value: unknown): Record<string, unknown> | null => {
  if (!isRecord(value)) return null;
  if (value['coordinates'] !== undefined) return value;
  return isRecord(value['geometry']) ? value['geometry'] : null;
};

/**
 * Superset's JSON polygon column: a ring of [x, y] pairs, or a GeoJSON Polygon (its outer ring) or
 * MultiPolygon (each part's outer ring, one polygon each), bare or as a feature. Holes are not
 * drawn, as in Superset; an array of rings is taken by its outer ring the same way.
 */
const jsonRings = (value: unknown): Ring[] => {
  if (Array.isArray(value)) {
    const ring = asRing(value) ?? asRing(value[0]);
    return ring === null ? [] : [ring];
  }
  const geometry = geometryOf(value);
  const coordinates = geometry?.['coordinates'];
  if (!Array.isArray(coordinates)) return [];
  const parts = geometry?.['type'] === 'MultiPolygon' ? coordinates : [coordinates];
  return parts.flatMap((part: unknown) => {
    const ring = Array.isArray(part) ? asRing(part[0]) : null;
    return ring === null ? [] : [ring];
  });
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** Superset's geohash polygon: the cell's square, south-west corner first. */
const geohashSquare = (hash: string): Ring[] => {
  const bounds = geohashBounds(hash.trim());
  if (bounds === null) return [];
  const [west, south, east, north] = bounds;
  return [
    [
      [west, south],
      [west, north],
      [east, north],
      [east, south],
      [west, south],
    ],
  ];
};

/**
 * A row's polygon column as deck.gl rings (Superset's deck_polygon `line_type`): JSON (rings or
 * GeoJSON), an encoded polyline (its pairs as they come, as for deck_path) or a geohash's square.
 * `reverse` (Superset's reverse_long_lat) swaps each pair. A value that reads as none is no polygon.
 */
export const decodePolygons = (value: unknown, type: LineType, reverse: boolean): Ring[] => {
  if (value === null || value === undefined || value === '') return [];
  let rings: Ring[];
  if (type === 'geohash') rings = geohashSquare(String(value));
  else if (type === 'polyline') rings = typeof value === 'string' ? [decodePolyline(value)] : [];
  else rings = jsonRings(typeof value === 'string' ? parseJson(value) : value);
  return rings.filter((ring) => ring.length >= 3).map((ring) => (reverse ? ring.map(([x, y]) => [y, x]) : ring));
};
