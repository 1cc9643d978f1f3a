import type { Feature, Geometry } from 'geojson';
import { cssToDeck, type DeckColor } from '../deck/colors';
import type { LonLat } from '../deck/spatial';

/** How deep each geometry type nests its positions (deck.gl's validateGeometry reads the same). */
const NEST_LEVEL: Readonly<Record<string, number>> = {
  Point: 1,
  MultiPoint: 2,
  LineString: 2,
  MultiLineString: 3,
  Polygon: 3,
  MultiPolygon: 4,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A geometry deck.gl can draw: a known type whose first position is numbers, or a collection of
 * such. deck.gl asserts on an unknown type, so anything else is left out here, not thrown there.
 */
export const isGeometry = (value: unknown): value is Geometry => {
  if (!isRecord(value) || typeof value['type'] !== 'string') return false;
  if (value['type'] === 'GeometryCollection')
    return Array.isArray(value['geometries']) && value['geometries'].every(isGeometry);
  let level = NEST_LEVEL[value['type']] ?? 0;
  let first: unknown = value['coordinates'];
  if (level === 0) return false;
  while (level > 1 && Array.isArray(first)) {
    first = first[0];
    level -= 1;
  }
  return level === 1 && Array.isArray(first) && Number.isFinite(first[0]) && Number.isFinite(first[1]);
};

/**
 * Superset's recurseGeoJson over one row's value: a FeatureCollection's features (at any depth) and
 * each feature with a geometry. A bare geometry, what a database's ST_AsGeoJSON gives, is taken as a
 * feature without properties (Superset draws only features). Invalid geometries are left out.
 */
export const featuresOf = (value: unknown): Feature[] => {
  if (!isRecord(value)) return [];
  if (Array.isArray(value['features'])) return value['features'].flatMap(featuresOf);
  if (isGeometry(value)) return [{ type: 'Feature', geometry: value, properties: {} }];
  if (!isGeometry(value['geometry'])) return [];
  const properties = isRecord(value['properties']) ? value['properties'] : {};
  return [{ type: 'Feature', geometry: value['geometry'], properties }];
};

/** Superset's propertyMap: the property names a feature's own colours go by. */
const FILL_KEYS = ['fillColor', 'color', 'fill', 'fill-color'];
const STROKE_KEYS = ['strokeColor', 'stroke-color'];

/** A colour property: a CSS colour ('#ff0000') or an [r, g, b(, a)] array. */
const colorOf = (value: unknown): DeckColor | null => {
  if (typeof value === 'string') return value.trim() === '' ? null : cssToDeck(value);
  if (!Array.isArray(value) || value.length < 3 || !value.every((n) => typeof n === 'number')) return null;
  const [r = 0, g = 0, b = 0, a = 255] = value as number[];
  return [r, g, b, a];
};

const ownColor = (properties: Record<string, unknown>, keys: readonly string[]): DeckColor | null => {
  for (const key of keys) {
    const color = colorOf(properties[key]);
    if (color !== null) return color;
  }
  return null;
};

/** deck.gl's default colour for a feature that names none. */
const BLACK: DeckColor = [0, 0, 0, 255];

/**
 * A feature's fill and stroke: Superset's pickers override the feature's own colours unless their
 * opacity is 0, which keeps the GeoJSON's.
 */
export const featureColors = (
  properties: Record<string, unknown>,
  fill: DeckColor,
  stroke: DeckColor,
): { fillColor: DeckColor; lineColor: DeckColor } => ({
  fillColor: fill[3] > 0 ? fill : (ownColor(properties, FILL_KEYS) ?? BLACK),
  lineColor: stroke[3] > 0 ? stroke : (ownColor(properties, STROKE_KEYS) ?? BLACK),
});

/** Every position of a geometry, for autozoom (Superset fits each feature's bounds). */
export const positionsOf = (geometry: Geometry): LonLat[] => {
  if (geometry.type === 'GeometryCollection') return geometry.geometries.flatMap(positionsOf);
  const out: LonLat[] = [];
  const walk = (node: unknown): void => {
    if (!Array.isArray(node)) return;
    if (typeof node[0] === 'number' && typeof node[1] === 'number') out.push([node[0], node[1]]);
    else node.forEach(walk);
  };
  walk(geometry.coordinates);
  return out;
};
