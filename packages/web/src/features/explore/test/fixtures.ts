import type { ChartDataResult, ControlPanelConfig, ExploreResponse, ExploreSlice } from '@tessera/core';
import type { ExploreDatasource } from '../../../controls/types';

type Column = ExploreDatasource['columns'][number];
type Metric = ExploreDatasource['metrics'][number];

export const column = (name: string, extra: Partial<Column> = {}): Column => ({
  id: name.length,
  uuid: null,
  column_name: name,
  verbose_name: null,
  description: null,
  expression: null,
  type: 'VARCHAR',
  type_generic: 1,
  is_dttm: false,
  is_active: true,
  filterable: true,
  groupby: true,
  python_date_format: null,
  advanced_data_type: null,
  extra: null,
  certified_by: null,
  certification_details: null,
  warning_markdown: null,
  is_certified: false,
  ...extra,
});

export const metric = (name: string, extra: Partial<Metric> = {}): Metric => ({
  id: name.length,
  uuid: null,
  metric_name: name,
  verbose_name: null,
  description: null,
  expression: 'COUNT(*)',
  metric_type: null,
  d3format: null,
  currency: null,
  warning_text: null,
  extra: null,
  certified_by: null,
  certification_details: null,
  warning_markdown: null,
  is_certified: false,
  ...extra,
});

export const makeDatasource = (extra: Partial<ExploreDatasource> = {}): ExploreDatasource => ({
  id: 7,
  uid: '7__table',
  type: 'table',
  datasource_name: 'flights',
  name: 'main.flights',
  table_name: 'flights',
  catalog: null,
  schema: 'main',
  sql: null,
  kind: 'physical',
  description: null,
  main_dttm_col: 'departure_time',
  granularity_sqla: [],
  time_grain_sqla: [],
  cache_timeout: null,
  offset: 0,
  default_endpoint: null,
  fetch_values_predicate: null,
  template_params: null,
  filter_select: true,
  filter_select_enabled: true,
  normalize_columns: false,
  always_filter_main_dttm: false,
  is_sqllab_view: false,
  is_managed_externally: false,
  external_url: null,
  extra: null,
  certified_by: null,
  certification_details: null,
  warning_markdown: null,
  health_check_message: null,
  edit_url: '/tablemodelview/edit/7',
  select_star: 'SELECT * FROM flights',
  perm: '[examples].[flights](id:7)',
  database: { id: 1, name: 'examples', database_name: 'examples', backend: 'duckdb' },
  owners: [],
  columns: [
    column('origin'),
    column('destination'),
    column('delay', { type: 'INTEGER', type_generic: 0 }),
    column('departure_time', { type: 'TIMESTAMP', type_generic: 2, is_dttm: true }),
  ],
  metrics: [metric('count')],
  verbose_map: {},
  column_formats: {},
  currency_formats: {},
  order_by_choices: [],
  ...extra,
});

const required = (value: unknown) =>
  value === undefined || value === null || (Array.isArray(value) && value.length === 0) ? 'cannot be empty' : null;

/** A small panel: metrics (required), dimensions, a filter, a render-only scheme and a dependent control. */
export const testPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [{ name: 'metrics', type: 'DndMetricSelect', label: 'Metrics', multi: true, validators: [required] }],
        [{ name: 'groupby', type: 'DndColumnSelect', label: 'Dimensions', multi: true, default: [] }],
        [{ name: 'x_axis', type: 'DndColumnSelect', label: 'X-axis', default: null }],
        [{ name: 'adhoc_filters', type: 'DndFilterSelect', label: 'Filters', default: [] }],
        [{ name: 'row_limit', type: 'SelectControl', label: 'Row limit', default: 10000 }],
      ],
    },
    {
      label: 'Chart Options',
      controlSetRows: [
        [{ name: 'color_scheme', type: 'ColorSchemeControl', label: 'Color Scheme', renderTrigger: true }],
        [{ name: 'show_legend', type: 'CheckboxControl', label: 'Legend', default: true, renderTrigger: true }],
        [
          {
            name: 'legend_type',
            type: 'SelectControl',
            label: 'Legend type',
            default: 'scroll',
            renderTrigger: true,
            visibility: (fd) => fd['show_legend'] === true,
          },
        ],
        [
          {
            name: 'annotation_layers',
            type: 'HiddenControl',
            label: 'Annotation Layers',
            default: [],
            visibility: () => false,
          },
        ],
      ],
    },
  ],
};

/** A panel with a single `metric` and `columns`, to check what a viz-type switch converts. */
export const singleMetricPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      controlSetRows: [
        [{ name: 'metric', type: 'DndMetricSelect', label: 'Metric', validators: [required] }],
        [{ name: 'columns', type: 'DndColumnSelect', label: 'Columns', default: [] }],
        [{ name: 'donut', type: 'CheckboxControl', label: 'Donut', default: false, renderTrigger: true }],
      ],
    },
  ],
};

export const makeSlice = (extra: Partial<ExploreSlice> = {}): ExploreSlice => ({
  slice_id: 12,
  slice_name: 'Flights by origin',
  description: null,
  cache_timeout: null,
  certified_by: null,
  certification_details: null,
  changed_on: null,
  changed_on_humanized: 'a day ago',
  datasource: 'main.flights',
  edit_url: '/chart/edit/12',
  slice_url: '/explore/?slice_id=12',
  form_data: { viz_type: 'echarts_timeseries_bar', metrics: ['count'] },
  query_context: null,
  owners: [1],
  is_managed_externally: false,
  ...extra,
});

export const exploreResult = (extra: Partial<ExploreResponse['result']> = {}): ExploreResponse['result'] => ({
  dataset: makeDatasource(),
  form_data: { datasource: '7__table' },
  slice: null,
  message: null,
  metadata: null,
  ...extra,
});

export const dataResult = (data: Record<string, unknown>[], extra: Partial<ChartDataResult> = {}): ChartDataResult => ({
  cache_key: null,
  cached_dttm: null,
  cache_timeout: null,
  is_cached: false,
  query: 'SELECT 1',
  language: 'sql',
  status: 'success',
  error: null,
  stacktrace: null,
  rowcount: data.length,
  sql_rowcount: data.length,
  colnames: Object.keys(data[0] ?? {}),
  indexnames: [],
  coltypes: [],
  data,
  label_map: {},
  applied_filters: [],
  rejected_filters: [],
  annotation_data: [],
  applied_template_filters: [],
  from_dttm: null,
  to_dttm: null,
  result_format: 'json',
  ...extra,
});
