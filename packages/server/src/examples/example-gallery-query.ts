import {
  columnsOf,
  comparisonOffsetOf,
  getXAxisColumn,
  labelOfMetric,
  longTimeseriesColumns,
  metricsOf,
  pivotQueryColumns,
  type FormData,
  type SupersetQueryObject,
} from '@tessera/core';

/**
 * The chart types of Superset's featured gallery (issue 25) and the tables and text of issue 28 the
 * 'Chart gallery' dashboard shows, beside the types the other example dashboards use. Until a type's web plugin is registered the
 * dashboard shows 'not supported' for it; its saved query already answers.
 */
export const GALLERY_VIZ_TYPES = [
  'echarts_timeseries',
  'echarts_timeseries_scatter',
  'echarts_timeseries_smooth',
  'echarts_timeseries_step',
  'mixed_timeseries',
  'waterfall',
  'gantt_chart',
  'pop_kpi',
  'cal_heatmap',
  'horizon',
  'candlestick',
  'box_plot',
  'histogram_v2',
  'heatmap_v2',
  'bubble_v2',
  'treemap_v2',
  'sunburst_v2',
  'funnel',
  'gauge_chart',
  'radar',
  'partition',
  'rose',
  'bullet',
  'sankey_v2',
  'graph_chart',
  'tree_chart',
  'chord',
  'para',
  'word_cloud',
  'pivot_table_v2',
  'time_table',
  'paired_ttest',
  'handlebars',
  'world_map',
  'country_map',
] as const;
export type GalleryVizType = (typeof GALLERY_VIZ_TYPES)[number];

export const isGalleryVizType = (vizType: string): vizType is GalleryVizType =>
  (GALLERY_VIZ_TYPES as readonly string[]).includes(vizType);

type Timeseries = (fd: FormData, base: SupersetQueryObject) => SupersetQueryObject;

/** The form-data keys each type groups by and measures, in the order its plugin's buildQuery reads them. */
const SHAPES: Partial<Record<GalleryVizType, { columns: string[]; metrics: string[] }>> = {
  gantt_chart: { columns: ['y_axis', 'start_time', 'end_time', 'series'], metrics: [] },
  pop_kpi: { columns: [], metrics: ['metric'] },
  bullet: { columns: [], metrics: ['metric'] },
  gauge_chart: { columns: ['groupby'], metrics: ['metric'] },
  heatmap_v2: { columns: ['x_axis', 'groupby'], metrics: ['metric'] },
  bubble_v2: { columns: ['entity', 'series'], metrics: ['x', 'y', 'size'] },
  treemap_v2: { columns: ['groupby'], metrics: ['metric'] },
  sunburst_v2: { columns: ['columns'], metrics: ['metric', 'secondary_metric'] },
  funnel: { columns: ['groupby'], metrics: ['metric'] },
  radar: { columns: ['groupby'], metrics: ['metrics'] },
  partition: { columns: ['groupby'], metrics: ['metrics'] },
  sankey_v2: { columns: ['source', 'target'], metrics: ['metric'] },
  graph_chart: { columns: ['source', 'target', 'source_category', 'target_category'], metrics: ['metric'] },
  tree_chart: { columns: ['id', 'parent', 'name'], metrics: ['metric'] },
  chord: { columns: ['groupby', 'columns'], metrics: ['metric'] },
  para: { columns: ['series'], metrics: ['metrics'] },
  word_cloud: { columns: ['series'], metrics: ['metric'] },
  handlebars: { columns: ['groupby'], metrics: ['metrics'] },
  world_map: { columns: ['entity'], metrics: ['metric', 'secondary_metric'] },
  country_map: { columns: ['entity'], metrics: ['metric'] },
};

const TIME_SERIES = new Set<GalleryVizType>([
  'echarts_timeseries',
  'echarts_timeseries_scatter',
  'echarts_timeseries_smooth',
  'echarts_timeseries_step',
  'waterfall',
  'cal_heatmap',
  'horizon',
  'rose',
]);

const collectColumns = (fd: FormData, keys: readonly string[]): SupersetQueryObject['columns'] =>
  keys.flatMap((key) => columnsOf(Array.isArray(fd[key]) ? fd[key] : fd[key] === undefined ? [] : [fd[key]]));

const collectMetrics = (fd: FormData, keys: readonly string[]): ReturnType<typeof metricsOf> =>
  metricsOf(keys.flatMap((key) => (Array.isArray(fd[key]) ? (fd[key] as unknown[]) : fd[key] ? [fd[key]] : [])));

/**
 * The saved query of a gallery chart: its plugin's columns and metrics, largest first; the
 * time-series types through the time-series query, the mixed chart's second query from its `_b`
 * controls, and the statistical types with the post-processing Superset's plugins add
 * (boxplot, histogram), so reports and thumbnails draw what the dashboard draws.
 */
export const galleryQueries = (
  vizType: GalleryVizType,
  fd: FormData,
  base: SupersetQueryObject,
  timeseries: Timeseries,
): SupersetQueryObject[] => {
  if (TIME_SERIES.has(vizType)) return [timeseries(fd, base)];
  if (vizType === 'candlestick') {
    // One row per period with its open, high, low and close, oldest first (the plugin's query).
    const xAxis = getXAxisColumn(fd);
    return [
      {
        ...base,
        columns: xAxis === undefined ? [] : [xAxis],
        metrics: collectMetrics(fd, ['open', 'high', 'low', 'close']),
        orderby: xAxis === undefined ? [] : [[xAxis, true]],
      },
    ];
  }
  // The pivot and the legacy time-series tables ask for long rows (their plugins pivot in the browser).
  if (vizType === 'pivot_table_v2') return [{ ...base, columns: pivotQueryColumns(fd) }];
  if (vizType === 'time_table' || vizType === 'paired_ttest') return [{ ...base, columns: longTimeseriesColumns(fd) }];
  if (vizType === 'mixed_timeseries') {
    const second: FormData = { ...fd, metrics: fd['metrics_b'], groupby: fd['groupby_b'] };
    return [timeseries(fd, base), timeseries(second, { ...base, metrics: metricsOf(fd['metrics_b']) })];
  }
  if (vizType === 'box_plot') {
    const distributeAcross = columnsOf(fd['columns']);
    const groupby = columnsOf(fd['groupby']);
    const metrics = metricsOf(fd['metrics']);
    return [
      {
        ...base,
        columns: [...distributeAcross, ...groupby],
        series_columns: groupby,
        post_processing: [
          { operation: 'boxplot', options: { groupby, metrics: metrics.map(labelOfMetric), whisker_type: 'tukey' } },
        ],
      },
    ];
  }
  if (vizType === 'histogram_v2') {
    const column = fd['column'];
    const groupby = columnsOf(fd['groupby']);
    return [
      {
        ...base,
        columns: [...columnsOf([column]), ...groupby],
        metrics: [],
        orderby: [],
        post_processing: [
          {
            operation: 'histogram',
            options: { column, groupby, bins: fd['bins'], cumulative: fd['cumulative'], normalize: fd['normalize'] },
          },
        ],
      },
    ];
  }
  const shape = SHAPES[vizType] ?? { columns: [], metrics: [] };
  const metrics = collectMetrics(fd, shape.metrics);
  const [first] = metrics;
  return [
    {
      ...base,
      columns: collectColumns(fd, shape.columns),
      metrics,
      orderby: first === undefined ? [] : [[first, false]],
      // The period-over-period number joins the comparison period on, as its plugin asks.
      ...(vizType === 'pop_kpi' && { time_offsets: [comparisonOffsetOf(fd)] }),
    },
  ];
};
