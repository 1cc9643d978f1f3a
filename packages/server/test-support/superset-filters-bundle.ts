import { strToU8, zipSync } from 'fflate';
import { stringify } from 'yaml';
import { TABS_CHARTS, TABS_UUIDS, supersetTabsFiles } from './superset-tabs-bundle.js';

/**
 * A Superset dashboard export (v1.0.0) with native filters of every type — value with a
 * pre-filter and search, a value filter cascading under it that selects its first value, a
 * numerical range, a time range, a time grain, a time column and a divider — and a legacy
 * filter_box chart with its filter_scopes and default_filters. Its datasets, database and
 * charts are the tabs bundle's (same SQLite data).
 */
export const FILTERS_UUIDS = {
  dashboard: '5b1d7e52-1a4b-4c6d-9e8f-0a1b2c3d4e04',
  filterBox: '5b1d7e52-1a4b-4c6d-9e8f-0a1b2c3d4210',
} as const;

/** The filter box chart, numbered 210 in the source instance. */
export const FILTER_BOX_ID = 210;
export const FILTER_BOX_PARAMS = {
  datasource: '11__table',
  viz_type: 'filter_box',
  slice_id: FILTER_BOX_ID,
  filter_configs: [
    {
      asc: true,
      clearable: true,
      column: 'origin',
      key: 'k1',
      label: 'Origin',
      multiple: true,
      searchAllOptions: false,
    },
    {
      asc: false,
      clearable: false,
      column: 'carrier',
      defaultValue: 'AA',
      key: 'k2',
      label: 'Carrier',
      multiple: false,
      metric: 'count',
    },
  ],
  date_filter: true,
  time_range: 'No filter',
  granularity_sqla: 'day',
  show_sqla_time_column: true,
  show_sqla_time_granularity: true,
  instant_filtering: false,
  adhoc_filters: [],
};

/** The dashboard's charts: three of the tabs bundle and the filter box. */
const DASHBOARD_CHARTS = [201, 203, 205];

const target = (column?: string) => ({
  datasetUuid: TABS_UUIDS.flights,
  ...(column !== undefined && { column: { name: column } }),
});
const everywhere = { rootPath: ['ROOT_ID'], excluded: [] as number[] };
const nativeFilter = (id: string, filterType: string, extra: Record<string, unknown>) => ({
  id,
  name: id.replace('NATIVE_FILTER-', ''),
  type: 'NATIVE_FILTER',
  filterType,
  description: '',
  cascadeParentIds: [],
  scope: everywhere,
  chartsInScope: DASHBOARD_CHARTS,
  tabsInScope: [],
  controlValues: { enableEmptyFilter: false },
  defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
  ...extra,
});

/** native_filter_configuration as Superset 5 exports it (targets by datasetUuid). */
export const NATIVE_FILTERS = [
  nativeFilter('NATIVE_FILTER-origin', 'filter_select', {
    targets: [target('origin')],
    controlValues: {
      enableEmptyFilter: false,
      defaultToFirstItem: false,
      multiSelect: true,
      searchAllOptions: true,
      inverseSelection: false,
      sortAscending: true,
      creatable: true,
    },
    adhoc_filters: [
      {
        clause: 'WHERE',
        comparator: '100',
        expressionType: 'SIMPLE',
        operator: '>=',
        subject: 'distance',
        filterOptionName: 'f1',
      },
    ],
    time_range: 'No filter',
    granularity_sqla: 'day',
    sortMetric: null,
    defaultDataMask: {
      extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['SEA'] }] },
      filterState: { value: ['SEA'], label: 'SEA' },
      ownState: {},
    },
    scope: { rootPath: ['ROOT_ID'], excluded: [201] },
    chartsInScope: [203, 205],
  }),
  nativeFilter('NATIVE_FILTER-carrier', 'filter_select', {
    targets: [target('carrier')],
    cascadeParentIds: ['NATIVE_FILTER-origin'],
    controlValues: { enableEmptyFilter: true, defaultToFirstItem: true, multiSelect: false, sortAscending: false },
    requiredFirst: true,
    sortMetric: 'count',
  }),
  nativeFilter('NATIVE_FILTER-delay', 'filter_range', {
    targets: [target('delay')],
    controlValues: { enableEmptyFilter: false },
    defaultDataMask: {
      extraFormData: {
        filters: [
          { col: 'delay', op: '>=', val: 5 },
          { col: 'delay', op: '<=', val: 30 },
        ],
      },
      filterState: { value: [5, 30], label: '5 ≤ x ≤ 30' },
    },
  }),
  nativeFilter('NATIVE_FILTER-period', 'filter_time', {
    targets: [{}],
    defaultDataMask: {
      extraFormData: { time_range: '2024-03-01 : 2024-03-06' },
      filterState: { value: '2024-03-01 : 2024-03-06' },
    },
  }),
  nativeFilter('NATIVE_FILTER-grain', 'filter_timegrain', { targets: [target()] }),
  nativeFilter('NATIVE_FILTER-timecol', 'filter_timecolumn', { targets: [target()] }),
  { id: 'NATIVE_FILTER_DIVIDER-more', type: 'DIVIDER', title: 'More', description: 'Time settings', scope: everywhere },
];

const chartNode = (id: number, uuid: string) => ({
  children: [],
  id: `CHART-${id}`,
  meta: { chartId: id, height: 50, width: 3, uuid },
  parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
  type: 'CHART',
});

const dashboardFile = () => {
  const uuidOf = (id: number): string => TABS_CHARTS.find((c) => c.id === id)?.uuid ?? '';
  const ids = [...DASHBOARD_CHARTS, FILTER_BOX_ID];
  return {
    dashboard_title: 'Filters (Superset)',
    description: null,
    css: '',
    slug: 'superset-filters',
    published: true,
    uuid: FILTERS_UUIDS.dashboard,
    position: {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { children: ['GRID_ID'], id: 'ROOT_ID', type: 'ROOT' },
      GRID_ID: { children: ['ROW-1'], id: 'GRID_ID', parents: ['ROOT_ID'], type: 'GRID' },
      HEADER_ID: { id: 'HEADER_ID', meta: { text: 'Filters (Superset)' }, type: 'HEADER' },
      'ROW-1': {
        children: ids.map((id) => `CHART-${id}`),
        id: 'ROW-1',
        meta: { background: 'BACKGROUND_TRANSPARENT' },
        parents: ['ROOT_ID', 'GRID_ID'],
        type: 'ROW',
      },
      ...Object.fromEntries(DASHBOARD_CHARTS.map((id) => [`CHART-${id}`, chartNode(id, uuidOf(id))])),
      [`CHART-${FILTER_BOX_ID}`]: chartNode(FILTER_BOX_ID, FILTERS_UUIDS.filterBox),
    },
    metadata: {
      native_filter_configuration: NATIVE_FILTERS,
      chart_configuration: {},
      cross_filters_enabled: true,
      filter_bar_orientation: 'HORIZONTAL',
      filter_scopes: {
        [String(FILTER_BOX_ID)]: {
          origin: { scope: ['ROOT_ID'], immune: [205] },
          __time_range: { scope: ['ROOT_ID'], immune: [] },
        },
      },
      default_filters: JSON.stringify({ [String(FILTER_BOX_ID)]: { origin: ['SFO'] } }),
      expanded_slices: {},
      timed_refresh_immune_slices: [],
      color_scheme: 'supersetColors',
      label_colors: {},
      shared_label_colors: [],
      refresh_frequency: 0,
    },
    version: '1.0.0',
  };
};

/** The export zipped under its root folder, ready for POST /api/v1/dashboard/import/. */
export const supersetFiltersZip = (sqlitePath: string): Uint8Array => {
  const files = Object.fromEntries(
    Object.entries(supersetTabsFiles(sqlitePath)).filter(([path]) => !path.startsWith('dashboards/')),
  );
  files['dashboards/Filters_41.yaml'] = stringify(dashboardFile());
  files[`charts/Legacy_filters_${FILTER_BOX_ID}.yaml`] = stringify({
    slice_name: 'Legacy filters',
    description: null,
    certified_by: null,
    certification_details: null,
    viz_type: 'filter_box',
    params: FILTER_BOX_PARAMS,
    query_context: null,
    cache_timeout: null,
    uuid: FILTERS_UUIDS.filterBox,
    version: '1.0.0',
    dataset_uuid: TABS_UUIDS.flights,
  });
  const tree: Record<string, Uint8Array> = {};
  for (const [path, body] of Object.entries(files)) tree[`dashboard_export_20250610T080000/${path}`] = strToU8(body);
  return zipSync(tree);
};
