import type { ChartDataResult, ControlPanelConfig, ExploreResponse, ExploreSlice } from '@tessera/core';
import { testColumn, testDatasource, testMetric } from '../../controls/datasource-fixture';
import type { ExploreDatasource } from '../../../src/controls/types';

export { testColumn as column, testMetric as metric } from '../../controls/datasource-fixture';

/** The explore tests' dataset: flights with four columns and one metric, id 7. */
export const makeDatasource = (extra: Partial<ExploreDatasource> = {}): ExploreDatasource =>
  testDatasource({
    id: 7,
    uid: '7__table',
    main_dttm_col: 'departure_time',
    edit_url: '/tablemodelview/edit/7',
    select_star: 'SELECT * FROM flights',
    perm: '[examples].[flights](id:7)',
    columns: [
      testColumn('origin'),
      testColumn('destination'),
      testColumn('delay', { type: 'INTEGER', type_generic: 0 }),
      testColumn('departure_time', { type: 'TIMESTAMP', type_generic: 2, is_dttm: true }),
    ],
    metrics: [testMetric('count')],
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
