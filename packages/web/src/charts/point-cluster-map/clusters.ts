import Supercluster, { type ClusterProperties } from 'supercluster';
import type { LonLat } from '../deck/spatial';
import type { ClusterAggregator, ClusterPoint, RadiusUnit } from './types';

/** Superset's DEFAULT_MAX_ZOOM: clusters are made up to this zoom, single points past it. */
export const MAX_CLUSTER_ZOOM = 16;
/** Superset's DEFAULT_POINT_RADIUS: the largest cluster's radius, in pixels. */
export const DOT_RADIUS = 60;
/** Superset's ratios of the dot radius: the smallest cluster (and a point's default) and the largest point. */
const MIN_CLUSTER_RATIO = 1 / 6;
const MAX_POINT_RATIO = 1 / 3;
const KM_PER_MILE = 1.60934;
const EARTH_CIRCUMFERENCE_KM = 40075.16;
/** Every cluster, wherever the view is: deck.gl culls what is off screen. */
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

// Type aliases, not interfaces: Supercluster's properties are GeoJSON's (an index signature).
type PointProps = { index: number };

/** What a cluster keeps of its points' labels, for Superset's aggregators. */
type LabelStats = { sum: number; squaredSum: number; min: number; max: number };

export type ClusterIndex = Supercluster<PointProps, LabelStats>;

/** One circle on the map: a cluster, or a point on its own. */
export interface ClusterMark {
  position: LonLat;
  /** Pixels, or metres for a point sized in kilometres or miles. */
  radius: number;
  units: 'pixels' | 'meters';
  label: string | null;
  /** The label's text size, in pixels. */
  fontSize: number;
  /** Supercluster's id of a cluster; null for a point. */
  clusterId: number | null;
  /** A point's index in the chart's points; null for a cluster. */
  pointIndex: number | null;
  count: number;
}

const round2 = (n: number): number => Math.round(100 * n) / 100;

/** Superset's labels: a label column's value read as a number, 0 when it is not one. */
const numeric = (value: unknown): number => Number(value) || 0;

/** The clusters of the points at each zoom (Supercluster, as Superset), with their labels' sums, squares, minimum and maximum. */
export const buildClusterIndex = (points: readonly ClusterPoint[], radius: number): ClusterIndex => {
  const index = new Supercluster<PointProps, LabelStats>({
    maxZoom: MAX_CLUSTER_ZOOM,
    radius,
    map: ({ index: i }) => {
      const m = numeric(points[i]?.metric);
      return { sum: m, squaredSum: m * m, min: m, max: m };
    },
    reduce: (into, other) => {
      Object.assign(into, {
        sum: into.sum + other.sum,
        squaredSum: into.squaredSum + other.squaredSum,
        min: Math.min(into.min, other.min),
        max: Math.max(into.max, other.max),
      });
    },
  });
  index.load(
    points.map((p, i) => ({
      type: 'Feature' as const,
      properties: { index: i },
      geometry: { type: 'Point' as const, coordinates: [...p.position] },
    })),
  );
  return index;
};

/** The zoom clusters are taken at: Superset rounds the view's zoom; past the last cluster zoom all are points. */
export const clusterZoom = (zoom: number): number => Math.max(0, Math.min(MAX_CLUSTER_ZOOM + 1, Math.round(zoom)));

/** Superset's computeClusterLabel: the point count, or the labels' sum, min, max, mean, variance or deviation. */
export const clusterLabel = (cluster: ClusterProperties & LabelStats, aggregator: ClusterAggregator | null): number => {
  const count = cluster.point_count;
  if (aggregator === null) return count;
  if (aggregator === 'sum' || aggregator === 'min' || aggregator === 'max') return cluster[aggregator];
  const mean = cluster.sum / count;
  if (aggregator === 'mean') return round2(mean);
  const variance = cluster.squaredSum / count - mean ** 2;
  return round2(aggregator === 'var' ? variance : Math.sqrt(variance));
};

/** Superset's cluster label text: thousands as 'k' (12k, 1.5k). */
export const abbreviate = (n: number): string => {
  const abs = Math.abs(n);
  const sign = n < 0 ? '-' : '';
  if (abs >= 10000) return `${sign}${Math.round(abs / 1000)}k`;
  if (abs >= 1000) return `${sign}${Math.round(abs / 100) / 10}k`;
  return String(n);
};

/** Superset's kmToPixels: a distance on the ground as pixels at a latitude and zoom. */
const kmToPixels = (km: number, latitude: number, zoom: number): number =>
  km / ((EARTH_CIRCUMFERENCE_KM * Math.cos((latitude * Math.PI) / 180)) / 2 ** (zoom + 9));

/** Superset's text fitting: the font shrinks until the label is no wider than 1.8 radii (about 0.6 em a character). */
const fitFont = (label: string, fontHeight: number, radius: number): number => {
  const width = 0.6 * fontHeight * label.length;
  const maxWidth = radius * 1.8;
  return width > maxWidth ? (fontHeight * maxWidth) / width : fontHeight;
};

export interface MarkOptions {
  aggregator: ClusterAggregator | null;
  radiusUnit: RadiusUnit;
  zoom: number;
}

type Feature = ReturnType<ClusterIndex['getClusters']>[number];
type ClusterFeature = Feature & { properties: ClusterProperties & LabelStats };

const isCluster = (f: Feature): f is ClusterFeature => 'cluster' in f.properties;

const SMALLEST = DOT_RADIUS * MIN_CLUSTER_RATIO;
const LARGEST_POINT = DOT_RADIUS * MAX_POINT_RATIO;

/** A cluster's radius grows with the square root of its label over the largest one's, up to the dot radius. */
const clusterMark = (f: ClusterFeature, label: number, maxLabel: number, radiusUnit: RadiusUnit): ClusterMark => {
  const min = radiusUnit === 'Pixels' ? LARGEST_POINT : SMALLEST;
  const radius = min + Math.sqrt(Math.abs(label) / maxLabel) * (DOT_RADIUS - min);
  const text = abbreviate(label);
  const [lon = 0, lat = 0] = f.geometry.coordinates;
  return {
    position: [lon, lat],
    radius,
    units: 'pixels',
    label: text,
    fontSize: fitFont(text, radius * 0.5, radius),
    clusterId: f.properties.cluster_id,
    pointIndex: null,
    count: f.properties.point_count,
  };
};

interface PointSize {
  radius: number;
  units: 'pixels' | 'meters';
  /** The radius on screen, for the label's size. */
  pixels: number;
  label: string | null;
}

/**
 * A point's size: its radius column in kilometres or miles (drawn in metres), or in pixels scaled
 * between a sixth and a third of the dot radius over the points shown, labelled with the value;
 * without one (or with a distance that is not positive) a sixth of the dot radius, unlabelled.
 */
const pointSize = (
  radius: number | null,
  latitude: number,
  range: [number, number],
  options: MarkOptions,
): PointSize => {
  const fallback: PointSize = { radius: SMALLEST, units: 'pixels', pixels: SMALLEST, label: null };
  if (radius === null) return fallback;
  if (options.radiusUnit === 'Pixels') {
    const [min, max] = range;
    const scaled =
      max > min
        ? SMALLEST + ((radius - min) / (max - min)) * (LARGEST_POINT - SMALLEST)
        : (SMALLEST + LARGEST_POINT) / 2;
    return { radius: scaled, units: 'pixels', pixels: scaled, label: String(round2(radius)) };
  }
  if (radius <= 0) return fallback;
  const miles = options.radiusUnit === 'Miles';
  const km = miles ? radius * KM_PER_MILE : radius;
  const label = `${round2(radius)}${miles ? 'mi' : 'km'}`;
  return { radius: km * 1000, units: 'meters', pixels: kmToPixels(km, latitude, options.zoom), label };
};

/** A point's label: its label column (a number rounded to 2 places), else its size's. */
const pointLabel = (metric: string | number | null, size: PointSize): string | null => {
  if (metric === null) return size.label;
  const n = Number.parseFloat(String(metric));
  return Number.isFinite(n) ? String(round2(n)) : String(metric);
};

/**
 * Superset's ScatterPlotOverlay as circles: the clusters at a zoom, each labelled with its count or
 * aggregated label (the smallest is a sixth of the dot radius, a third with a Pixels radius), and the
 * points on their own.
 */
export const clusterMarks = (
  index: ClusterIndex,
  points: readonly ClusterPoint[],
  options: MarkOptions,
): ClusterMark[] => {
  const features = index.getClusters(WORLD, options.zoom);
  const labels = features.map((f) => (isCluster(f) ? clusterLabel(f.properties, options.aggregator) : 0));
  const maxLabel = Math.max(1, ...labels.map((l) => Math.abs(l)));
  const radii = features.flatMap((f) => (isCluster(f) ? [] : [points[f.properties.index]?.radius ?? null]));
  const shown = radii.filter((r): r is number => r !== null);
  const range: [number, number] = [Math.min(...shown), Math.max(...shown)];
  return features.map((f, i) => {
    if (isCluster(f)) return clusterMark(f, labels[i] ?? 0, maxLabel, options.radiusUnit);
    const point = points[f.properties.index];
    const [lon = 0, lat = 0] = f.geometry.coordinates;
    const size = pointSize(point?.radius ?? null, lat, range, options);
    const label = pointLabel(point?.metric ?? null, size);
    return {
      position: [lon, lat],
      radius: size.radius,
      units: size.units,
      label,
      fontSize: label === null ? 0 : fitFont(label, size.pixels, size.pixels),
      clusterId: null,
      pointIndex: f.properties.index,
      count: 1,
    };
  });
};

/** The points a mark stands for: a cluster's leaves, or the point itself. */
export const pointsOf = (index: ClusterIndex, mark: ClusterMark): number[] =>
  mark.clusterId === null
    ? mark.pointIndex === null
      ? []
      : [mark.pointIndex]
    : index.getLeaves(mark.clusterId, Infinity).map((leaf) => leaf.properties.index);
