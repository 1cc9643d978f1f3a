/**
 * Form data for the chart gallery: each of the six popular chart types (big number in both
 * forms) drawn from three example datasets. Everything else is left to the control defaults,
 * as explore would.
 */

type FormData = Record<string, unknown>;

export interface GalleryDataset {
  table: 'flights' | 'seattle_weather' | 'stocks';
  /** The temporal column, also the subject of the 'No filter' time range. */
  time: string;
  /** A grain that gives a few dozen points over the whole table. */
  grain: string;
  /** A low-cardinality column to group by. */
  dimension: string;
  /** A saved metric of the dataset and a second one for tables. */
  metric: string;
  secondMetric: string;
}

export const GALLERY_DATASETS: readonly GalleryDataset[] = [
  {
    table: 'flights',
    time: 'departure_time',
    grain: 'P1W',
    dimension: 'origin',
    metric: 'avg_delay',
    secondMetric: 'count',
  },
  {
    table: 'seattle_weather',
    time: 'date',
    grain: 'P1M',
    dimension: 'weather',
    metric: 'avg_temp_max',
    secondMetric: 'sum_precipitation',
  },
  { table: 'stocks', time: 'date', grain: 'P3M', dimension: 'symbol', metric: 'avg_price', secondMetric: 'max_price' },
];

export const GALLERY_TYPES = [
  'echarts_timeseries_line',
  'echarts_timeseries_bar',
  'echarts_area',
  'table',
  'big_number_total',
  'big_number',
  'pie',
] as const;
export type GalleryType = (typeof GALLERY_TYPES)[number];

/** The form data of one gallery chart for a dataset id. */
export const galleryFormData = (type: GalleryType, ds: GalleryDataset, datasetId: number): FormData => {
  const base: FormData = {
    datasource: `${datasetId}__table`,
    viz_type: type,
    adhoc_filters: [
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        operator: 'TEMPORAL_RANGE',
        comparator: 'No filter',
        subject: ds.time,
      },
    ],
  };
  const timeseries: FormData = {
    ...base,
    x_axis: ds.time,
    time_grain_sqla: ds.grain,
    metrics: [ds.metric],
    groupby: [ds.dimension],
    limit: 5,
    series_limit_metric: ds.secondMetric,
  };
  switch (type) {
    case 'echarts_timeseries_line':
      return { ...timeseries, markerEnabled: true };
    case 'echarts_timeseries_bar':
      return { ...timeseries, metrics: [ds.secondMetric], stack: true };
    case 'echarts_area':
      return { ...timeseries, metrics: [ds.secondMetric], stack: true, opacity: 0.6 };
    case 'table':
      return {
        ...base,
        query_mode: 'aggregate',
        groupby: [ds.dimension],
        metrics: [ds.metric, ds.secondMetric],
        row_limit: 100,
        include_search: true,
        show_cell_bars: true,
        show_totals: true,
      };
    case 'big_number_total':
      return { ...base, metric: ds.metric, subheader: ds.table };
    case 'big_number':
      return { ...base, metric: ds.metric, x_axis: ds.time, time_grain_sqla: ds.grain };
    case 'pie':
      return {
        ...base,
        metric: ds.secondMetric,
        groupby: [ds.dimension],
        row_limit: 10,
        donut: true,
        label_type: 'key_percent',
      };
  }
};
