import type { FeatureCollection, Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** A region's shape keyed by the code the data joins on (ISO alpha-3, ISO 3166-2), with its display name. */
export interface RegionProperties {
  name: string;
  label: string;
}

export type RegionShapes = FeatureCollection<Polygon | MultiPolygon, RegionProperties>;

const areaOf = (geometry: Geometry | null): Polygon | MultiPolygon | null =>
  geometry?.type === 'Polygon' || geometry?.type === 'MultiPolygon' ? geometry : null;

/**
 * The areas of one TopoJSON object as GeoJSON, each named by `nameOf` (null drops a feature that
 * has no code, e.g. a disputed area without an ISO code).
 */
export const topologyToRegions = <P extends Record<string, unknown>>(
  topology: Topology,
  objectName: string,
  nameOf: (id: string | number | undefined, properties: P) => RegionProperties | null,
): RegionShapes => {
  const object = topology.objects[objectName] as GeometryCollection<P>;
  const collection = feature<P>(topology, object);
  const features = collection.features.flatMap((f) => {
    const geometry = areaOf(f.geometry);
    const properties = geometry === null ? null : nameOf(f.id, f.properties);
    return geometry === null || properties === null ? [] : [{ type: 'Feature' as const, properties, geometry }];
  });
  return { type: 'FeatureCollection', features };
};

const ringArea = (ring: readonly Position[]): number => {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [x1 = 0, y1 = 0] = ring[j] ?? [];
    const [x2 = 0, y2 = 0] = ring[i] ?? [];
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
};

const ringCentroid = (ring: readonly Position[]): [number, number] => {
  const area = ringArea(ring);
  if (area === 0) {
    const [x = 0, y = 0] = ring[0] ?? [];
    return [x, y];
  }
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [x1 = 0, y1 = 0] = ring[j] ?? [];
    const [x2 = 0, y2 = 0] = ring[i] ?? [];
    const cross = x1 * y2 - x2 * y1;
    cx += (x1 + x2) * cross;
    cy += (y1 + y2) * cross;
  }
  return [cx / (6 * area), cy / (6 * area)];
};

/**
 * Where a region's bubble sits: the centroid of its largest polygon (Superset places bubbles at a
 * country's coordinates; the mainland's centre keeps France's off its overseas departments).
 */
export const regionCenter = (geometry: Polygon | MultiPolygon): [number, number] => {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const outer = polygons.map((p) => p[0] ?? []);
  const largest = outer.reduce<Position[]>(
    (best, ring) => (Math.abs(ringArea(ring)) > Math.abs(ringArea(best)) ? ring : best),
    [],
  );
  return ringCentroid(largest);
};

/** Every region's bubble position by its name. */
export const regionCenters = (shapes: RegionShapes): Map<string, [number, number]> =>
  new Map(shapes.features.map((f) => [f.properties.name, regionCenter(f.geometry)]));
