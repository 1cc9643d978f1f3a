import {
  buildQueryContext,
  columnsOf,
  flattenOperator,
  getXAxisColumn,
  MAP_LAYER_QUERIES,
  metricsOf,
  pivotOperator,
  renameOperator,
  rollingWindowOperator,
  sortOperator,
  type FormData,
  type PostProcessingStep,
  type QueryColumn,
  type QueryContextInput,
  type SupersetQueryObject,
} from '@tessera/core';
import { galleryQueries, isGalleryVizType, type GalleryVizType } from './example-gallery-query.js';

/** The viz types the first example dashboards use (all drawn by the web's chart registry). */
export const EXAMPLE_VIZ_TYPES = [
  'big_number_total',
  'big_number',
  'pie',
  'table',
  'echarts_timeseries_line',
  'echarts_timeseries_bar',
  'echarts_area',
] as const;

/** The map types of the 'Maps and tables' dashboard (issue 28), queried by core's map layer rules. */
export const EXAMPLE_MAP_VIZ_TYPES = [
  'deck_scatter',
  'deck_arc',
  'deck_hex',
  'deck_grid',
  'deck_heatmap',
  'deck_screengrid',
  'deck_contour',
  'deck_path',
  'deck_polygon',
  'deck_geojson',
  'point_cluster_map',
  'deck_multi',
] as const;
export type ExampleVizType =
  (typeof EXAMPLE_VIZ_TYPES)[number] | (typeof EXAMPLE_MAP_VIZ_TYPES)[number] | GalleryVizType;
type ExampleMapVizType = (typeof EXAMPLE_MAP_VIZ_TYPES)[number];

const isExampleMapVizType = (vizType: string): vizType is ExampleMapVizType =>
  (EXAMPLE_MAP_VIZ_TYPES as readonly string[]).includes(vizType);

const mapLayerQuery = (vizType: ExampleMapVizType, fd: FormData): QueryContextInput => {
  const build = MAP_LAYER_QUERIES[vizType];
  if (build === undefined) throw new Error(`core has no query for ${vizType}`);
  return build(fd);
};

const defined = (steps: (PostProcessingStep | undefined)[]): PostProcessingStep[] =>
  steps.filter((step): step is PostProcessingStep => step !== undefined);

/** Big Number with Trendline: the metric per grain on the x-axis, pivoted and flattened. */
const trendline = (fd: FormData, base: SupersetQueryObject): SupersetQueryObject => {
  const xAxis = getXAxisColumn(fd);
  return {
    ...base,
    columns: xAxis ? [xAxis] : [],
    post_processing: defined([pivotOperator(fd, base), rollingWindowOperator(fd, base), flattenOperator(fd, base)]),
  };
};

/** The time-series query without time comparison, which the example charts do not use. */
const timeseries = (fd: FormData, base: SupersetQueryObject): SupersetQueryObject => {
  const groupby = columnsOf(fd['groupby']);
  const xAxis = getXAxisColumn(fd);
  const columns: QueryColumn[] = [...(xAxis === undefined ? [] : [xAxis]), ...groupby];
  const query = { ...base, columns, series_columns: groupby };
  return {
    ...query,
    time_offsets: [],
    post_processing: defined([
      pivotOperator(fd, query),
      rollingWindowOperator(fd, query),
      renameOperator(fd, query),
      sortOperator(fd, query),
      flattenOperator(fd, query),
    ]),
  };
};

/** The raw-records table: the chosen columns, no metrics. */
const rawRecords = (fd: FormData, base: SupersetQueryObject): SupersetQueryObject => ({
  ...base,
  columns: columnsOf(fd['all_columns']),
  metrics: [],
  orderby: [],
  series_limit_metric: undefined,
});

/** Pie: largest slice first; the aggregate table: by its first metric, descending. */
const byFirstMetric = (metric: unknown, base: SupersetQueryObject): SupersetQueryObject => {
  const [first] = metricsOf([metric]);
  return { ...base, orderby: first === undefined ? [] : [[first, false]] };
};

const TIMESERIES = new Set<string>(['echarts_timeseries_line', 'echarts_timeseries_bar', 'echarts_area']);

/**
 * Explore saves a chart's query_context from its form data with every control's default filled
 * in; these are the time-series controls (row limit, truncate metric, show empty columns) whose
 * defaults change the query. Without them the saved query differs from the one the dashboard
 * sends, and the server cannot run the dashboard's first queries ahead of the browser.
 */
const withExploreDefaults = (fd: FormData & { viz_type: ExampleVizType }): FormData & { viz_type: ExampleVizType } =>
  TIMESERIES.has(fd.viz_type) ? { row_limit: 10000, truncate_metric: true, show_empty_columns: true, ...fd } : fd;

/**
 * The query_context a chart is saved with, as explore writes it on save (Superset stores it so
 * reports, thumbnails and `GET /api/v1/chart/{pk}/data/` can run the chart without the browser).
 * It follows the web plugins' buildQuery (packages/web/src/charts/*\/build-query.ts) for the
 * options the example charts set; the dashboard itself rebuilds queries from `params`.
 */
export const exampleQueryContext = (saved: FormData & { viz_type: ExampleVizType }): QueryContextInput => {
  const fd = withExploreDefaults(saved);
  const vizType = fd.viz_type;
  if (isExampleMapVizType(vizType)) return mapLayerQuery(vizType, fd);
  return buildQueryContext(fd, (base, merged) => {
    if (isGalleryVizType(vizType)) return galleryQueries(vizType, merged, base, timeseries);
    switch (vizType) {
      case 'big_number_total':
        return [{ ...base }];
      case 'big_number':
        return [trendline(merged, base)];
      case 'pie':
        return [byFirstMetric(fd['metric'], base)];
      case 'table':
        return [fd['query_mode'] === 'raw' ? rawRecords(fd, base) : byFirstMetric(metricsOf(fd['metrics'])[0], base)];
      case 'echarts_timeseries_line':
      case 'echarts_timeseries_bar':
      case 'echarts_area':
        return [timeseries(merged, base)];
    }
  });
};
