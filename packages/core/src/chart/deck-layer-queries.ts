import type { QueryColumn, QueryContextInput, QueryMetric } from '../query/query-object.js';
import { labelOfMetric } from '../query/query-object.js';
import { buildQueryContext, columnsOf, uniqueColumns } from './build-query-context.js';
import { buildDeckQuery, deckString, extraColumns, metricOf, readSpatial, spatialColumns } from './deck-query.js';
import { readFixedOrMetric } from './fixed-or-metric.js';
import type { FormData } from './plugin.js';

/** Superset's default `point_radius_fixed` of deck_scatter: a fixed 1000 (in `point_unit`). */
export const POINT_RADIUS_DEFAULT = 1000;

/** Superset's default elevation (`point_radius_fixed`) of a polygon: a fixed 1000. */
export const ELEVATION_DEFAULT = 1000;

/** Superset's deck_scatter query: the spatial columns, the dimension, and the radius metric when there is one. */
export const deckScatterQuery = (formData: FormData): QueryContextInput => {
  const spatial = spatialColumns(readSpatial(formData['spatial']));
  const radius = readFixedOrMetric(formData['point_radius_fixed'], POINT_RADIUS_DEFAULT);
  const metric = radius.type === 'metric' ? metricOf(radius.value) : undefined;
  return buildDeckQuery(formData, {
    columns: [...spatial, deckString(formData, 'dimension'), ...extraColumns(formData)],
    metrics: metric === undefined ? [] : [metric],
    nullable: spatial,
  });
};

/** Superset's deck_arc query: both ends' spatial columns and the dimension, one row per arc. */
export const deckArcQuery = (formData: FormData): QueryContextInput => {
  const ends = [
    ...spatialColumns(readSpatial(formData['start_spatial'])),
    ...spatialColumns(readSpatial(formData['end_spatial'])),
  ];
  return buildDeckQuery(formData, {
    columns: [...ends, deckString(formData, 'dimension'), ...extraColumns(formData)],
    nullable: ends,
  });
};

/**
 * The query of Superset's aggregation layers (hex, grid, heatmap, screen grid, contour): the
 * positions grouped by the spatial columns with the `size` metric; the layer bins them in the browser.
 */
export const weightedPointsQuery = (formData: FormData): QueryContextInput => {
  const spatial = spatialColumns(readSpatial(formData['spatial']));
  const metric = metricOf(formData['size']);
  return buildDeckQuery(formData, {
    columns: spatial,
    metrics: metric === undefined ? [] : [metric],
    nullable: spatial,
  });
};

/** Superset's deck_path query: the lines column (a row per path) and the tooltip's extra columns. */
export const deckPathQuery = (formData: FormData): QueryContextInput => {
  const line = deckString(formData, 'line_column');
  return buildDeckQuery(formData, { columns: [line, ...extraColumns(formData)], nullable: [line] });
};

/** The colour metric and, when the elevation is a metric, that one too (Superset's deck_polygon metrics). */
export const polygonMetrics = (formData: FormData): { color?: QueryMetric; elevation?: QueryMetric } => {
  const color = metricOf(formData['metric']);
  const elevation = readFixedOrMetric(formData['point_radius_fixed'], ELEVATION_DEFAULT);
  const height = elevation.type === 'metric' ? metricOf(elevation.value) : undefined;
  return { ...(color !== undefined && { color }), ...(height !== undefined && { elevation: height }) };
};

/**
 * Superset's deck_polygon query: the polygon column and the extra columns, grouped with the colour
 * and elevation metrics when there are any; `filter_nulls` leaves out rows without a polygon.
 * (Superset also asks for the metric's label IS NOT NULL in WHERE, which no database can answer.)
 */
export const deckPolygonQuery = (formData: FormData): QueryContextInput => {
  const line = deckString(formData, 'line_column');
  const { color, elevation } = polygonMetrics(formData);
  // One metric both colouring and raising the polygons is asked for once.
  const metrics = [color, elevation].filter(
    (m, i, all): m is QueryMetric =>
      m !== undefined && all.findIndex((o) => o !== undefined && labelOfMetric(o) === labelOfMetric(m)) === i,
  );
  return buildDeckQuery(formData, { columns: [line, ...extraColumns(formData)], metrics, nullable: [line] });
};

/** Superset's deck_geojson query: the GeoJSON column (a row per shape) and the extra columns, no metrics. */
export const deckGeojsonQuery = (formData: FormData): QueryContextInput => {
  const geojson = deckString(formData, 'geojson');
  return buildDeckQuery(formData, { columns: [geojson, ...extraColumns(formData)], nullable: [geojson] });
};

const columnOf = (value: unknown): QueryColumn | null => columnsOf([value])[0] ?? null;

/** point_cluster_map's `all_columns_x` and `all_columns_y`: the longitude and the latitude columns. */
export const clusterPositionColumns = (fd: FormData): { lon: QueryColumn | null; lat: QueryColumn | null } => ({
  lon: columnOf(fd['all_columns_x']),
  lat: columnOf(fd['all_columns_y']),
});

/**
 * Superset's `map_label` (the legacy mapbox chart's `mapbox_label`, which MigrateMapBox renames): its
 * first column labels the points and is aggregated on clusters; none, or 'count', labels each
 * cluster with its point count.
 */
export const clusterLabelColumn = (fd: FormData): string | null => {
  const value = fd['map_label'] === undefined ? fd['mapbox_label'] : fd['map_label'];
  const [first] = Array.isArray(value) ? (value as unknown[]) : [value];
  return typeof first === 'string' && first !== '' && first !== 'count' ? first : null;
};

/** Superset's `point_radius`: a column sizing the points on their own, or 'Auto' (null). */
export const clusterRadiusColumn = (fd: FormData): string | null => {
  const value = fd['point_radius'];
  return typeof value === 'string' && value !== '' && value !== 'Auto' ? value : null;
};

/**
 * Superset's point_cluster_map query: the group-by columns, longitude and latitude, the label
 * column and the radius column when set; rows without a position left out; no metrics (a row per point).
 */
export const pointClusterQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => {
    const { lon, lat } = clusterPositionColumns(formData);
    const position = [lon, lat].filter((c) => c !== null);
    const extra = [clusterLabelColumn(formData), clusterRadiusColumn(formData)].filter((c) => c !== null);
    return [
      {
        ...base,
        columns: uniqueColumns([...(base.columns ?? []), ...position, ...extra]),
        filters: [...(base.filters ?? []), ...position.map((col) => ({ col, op: 'IS NOT NULL' as const }))],
        is_timeseries: false,
      },
    ];
  });

/**
 * Superset's deck_multi buildQuery: no query of its own. Each layer is a saved chart queried through
 * its own type's query by the chart itself, as the legacy DeckGLMultiLayer's empty query_obj did.
 */
export const deckMultiQuery = (formData: FormData): QueryContextInput => buildQueryContext(formData, () => []);

/** Every map type's query by viz_type (the deck.gl layers, their stack and the point cluster map). */
export const MAP_LAYER_QUERIES: Readonly<Record<string, (formData: FormData) => QueryContextInput>> = {
  deck_scatter: deckScatterQuery,
  deck_arc: deckArcQuery,
  deck_hex: weightedPointsQuery,
  deck_grid: weightedPointsQuery,
  deck_heatmap: weightedPointsQuery,
  deck_screengrid: weightedPointsQuery,
  deck_contour: weightedPointsQuery,
  deck_path: deckPathQuery,
  deck_polygon: deckPolygonQuery,
  deck_geojson: deckGeojsonQuery,
  point_cluster_map: pointClusterQuery,
  deck_multi: deckMultiQuery,
};
