import type { ExampleVizType } from './example-query-context.js';

/** A chart of an example dashboard: its type and saved form data, the dataset named by table. */
export interface ExampleChartDef {
  /** Names the chart inside its dashboard definition (the layout refers to it). */
  key: string;
  name: string;
  description?: string;
  table: string;
  viz: ExampleVizType;
  /** Form data without `datasource` and `viz_type`, which the loader adds. */
  params: Record<string, unknown>;
  /** deck_multi: the keys of earlier charts of the same dashboard whose ids make its `deck_slices`. */
  layerKeys?: readonly string[];
}

type Chart = Omit<ExampleChartDef, 'key' | 'name' | 'table'>;

/** The time column of each example table a dashboard draws from. */
export const TIME_COLUMNS: Readonly<Record<string, string>> = {
  flights: 'departure_time',
  seattle_weather: 'date',
  stocks: 'date',
  sp500: 'date',
  cars: 'year',
};

/**
 * Explore's default time filter ('No filter' on the time column): the charts show the whole
 * table, and a dashboard time filter (issue 12) narrows it through extra_form_data.
 */
export const noTimeFilter = (table: string): Record<string, unknown>[] => [
  {
    expressionType: 'SIMPLE',
    clause: 'WHERE',
    operator: 'TEMPORAL_RANGE',
    comparator: 'No filter',
    subject: TIME_COLUMNS[table],
  },
];

export const bigNumber = (metric: string, subheader: string): Chart => ({
  viz: 'big_number_total',
  params: { metric, subheader, header_font_size: 0.4, subheader_font_size: 0.15 },
});

export const trendline = (metric: string, table: string, grain: string): Chart => ({
  viz: 'big_number',
  params: { metric, x_axis: TIME_COLUMNS[table], time_grain_sqla: grain, show_trend_line: true },
});

export const series = (
  viz: 'echarts_timeseries_line' | 'echarts_timeseries_bar' | 'echarts_area',
  table: string,
  grain: string,
  metrics: string[],
  options: { groupby?: string[]; limit?: number; extra?: Record<string, unknown> } = {},
): Chart => ({
  viz,
  params: {
    x_axis: TIME_COLUMNS[table],
    time_grain_sqla: grain,
    metrics,
    groupby: options.groupby ?? [],
    ...(options.limit !== undefined && { limit: options.limit, series_limit_metric: metrics[0] }),
    show_legend: true,
    rich_tooltip: true,
    ...options.extra,
  },
});

export const pie = (metric: string, groupby: string, rowLimit: number, extra: Record<string, unknown> = {}): Chart => ({
  viz: 'pie',
  params: { metric, groupby: [groupby], row_limit: rowLimit, label_type: 'key_percent', show_legend: true, ...extra },
});

export const table = (groupby: string[], metrics: string[], rowLimit: number): Chart => ({
  viz: 'table',
  params: {
    query_mode: 'aggregate',
    groupby,
    metrics,
    row_limit: rowLimit,
    include_search: true,
    show_cell_bars: true,
  },
});

/** A chart definition: name and dataset with its type and form data. */
export const chart = (
  key: string,
  name: string,
  tableName: string,
  def: Chart,
  description?: string,
): ExampleChartDef => ({
  key,
  name,
  table: tableName,
  ...def,
  ...(description !== undefined && { description }),
});

/** The saved form data of a chart over the dataset with id `datasetId`. */
export const formDataOf = (
  def: ExampleChartDef,
  datasetId: number,
): Record<string, unknown> & { viz_type: ExampleVizType; datasource: string } => ({
  datasource: `${datasetId}__table`,
  viz_type: def.viz,
  adhoc_filters: noTimeFilter(def.table),
  ...def.params,
});
