import { strToU8, zipSync } from 'fflate';

/** uuids of the hand-written Superset 4.x dashboard export below. */
export const SUPERSET_UUIDS = {
  database: '5c1e6f0e-3b7a-4a0b-9b5e-2f1d0c9a8b71',
  dataset: '0f7d3c2a-9e41-4b8c-a6d5-1e2f3a4b5c6d',
  chart: 'c8b2a1f0-7e6d-4c5b-9a8f-0e1d2c3b4a59',
  dashboard: 'd4e5f6a7-b8c9-4d0e-8f1a-2b3c4d5e6f70',
} as const;

const U = SUPERSET_UUIDS;

/** The files as Superset 4.1 writes them for one dashboard, under its `dashboard_export_<stamp>/` root. */
export const supersetDashboardFiles = (): Record<string, string> => ({
  'metadata.yaml': `version: 1.0.0
type: Dashboard
timestamp: '2024-11-05T09:12:44.517395+00:00'
`,
  'databases/Warehouse.yaml': `database_name: Warehouse
sqlalchemy_uri: postgresql://analyst:XXXXXXXXXX@warehouse.example.com:5432/sales
cache_timeout: null
expose_in_sqllab: true
allow_run_async: false
allow_ctas: false
allow_cvas: false
allow_dml: false
allow_csv_upload: false
extra:
  metadata_params: {}
  engine_params: {}
  metadata_cache_timeout: {}
  schemas_allowed_for_file_upload: []
impersonate_user: false
uuid: ${U.database}
version: 1.0.0
`,
  'datasets/Warehouse/orders.yaml': `table_name: orders
main_dttm_col: ordered_at
description: null
default_endpoint: null
offset: 0
cache_timeout: null
schema: public
sql: null
params: null
template_params: null
filter_select_enabled: true
fetch_values_predicate: null
extra: null
normalize_columns: false
always_filter_main_dttm: false
uuid: ${U.dataset}
metrics:
- metric_name: count
  verbose_name: COUNT(*)
  metric_type: count
  expression: COUNT(*)
  description: null
  d3format: null
  currency: null
  extra:
    warning_markdown: ''
  warning_text: null
- metric_name: revenue
  verbose_name: Revenue
  metric_type: null
  expression: SUM(amount)
  description: Gross revenue
  d3format: $,.2f
  currency: null
  extra: {}
  warning_text: null
columns:
- column_name: ordered_at
  verbose_name: null
  is_dttm: true
  is_active: true
  type: TIMESTAMP WITHOUT TIME ZONE
  advanced_data_type: null
  groupby: true
  filterable: true
  expression: null
  description: null
  python_date_format: null
  extra: {}
- column_name: region
  verbose_name: Region
  is_dttm: false
  is_active: true
  type: VARCHAR(32)
  advanced_data_type: null
  groupby: true
  filterable: true
  expression: null
  description: null
  python_date_format: null
  extra: {}
version: 1.0.0
database_uuid: ${U.database}
`,
  'charts/Revenue_by_region_42.yaml': `slice_name: Revenue by region
description: null
certified_by: null
certification_details: null
viz_type: pie
params:
  datasource: 17__table
  viz_type: pie
  slice_id: 42
  groupby:
  - region
  metric: revenue
  adhoc_filters: []
  row_limit: 100
  color_scheme: supersetColors
  extra_form_data: {}
  dashboards:
  - 7
query_context: '{"datasource":{"id":17,"type":"table"},"force":false,"queries":[{"columns":["region"],"metrics":["revenue"],"row_limit":100}],"form_data":{"datasource":"17__table","viz_type":"pie","slice_id":42},"result_format":"json","result_type":"full"}'
cache_timeout: null
uuid: ${U.chart}
version: 1.0.0
dataset_uuid: ${U.dataset}
`,
  'dashboards/Sales_7.yaml': `dashboard_title: Sales
description: null
css: ''
slug: sales
certified_by: ''
certification_details: ''
published: true
uuid: ${U.dashboard}
position:
  CHART-explore-42-1:
    children: []
    id: CHART-explore-42-1
    meta:
      chartId: 42
      height: 50
      sliceName: Revenue by region
      uuid: ${U.chart}
      width: 4
    parents:
    - ROOT_ID
    - GRID_ID
    - ROW-N-1
    type: CHART
  DASHBOARD_VERSION_KEY: v2
  GRID_ID:
    children:
    - ROW-N-1
    id: GRID_ID
    parents:
    - ROOT_ID
    type: GRID
  HEADER_ID:
    id: HEADER_ID
    meta:
      text: Sales
    type: HEADER
  ROOT_ID:
    children:
    - GRID_ID
    id: ROOT_ID
    type: ROOT
  ROW-N-1:
    children:
    - CHART-explore-42-1
    id: ROW-N-1
    meta:
      background: BACKGROUND_TRANSPARENT
    parents:
    - ROOT_ID
    - GRID_ID
    type: ROW
metadata:
  chart_configuration:
    '42':
      id: 42
      crossFilters:
        scope: global
        chartsInScope: []
  global_chart_configuration:
    scope:
      rootPath:
      - ROOT_ID
      excluded: []
    chartsInScope:
    - 42
  color_scheme: ''
  refresh_frequency: 0
  expanded_slices: {}
  label_colors: {}
  timed_refresh_immune_slices: []
  cross_filters_enabled: true
  native_filter_configuration:
  - id: NATIVE_FILTER-r1
    controlValues:
      enableEmptyFilter: false
      multiSelect: true
    name: Region
    filterType: filter_select
    targets:
    - column:
        name: region
      datasetUuid: ${U.dataset}
    defaultDataMask:
      extraFormData: {}
      filterState: {}
    cascadeParentIds: []
    scope:
      rootPath:
      - ROOT_ID
      excluded: []
    type: NATIVE_FILTER
    description: ''
    chartsInScope:
    - 42
    tabsInScope: []
  shared_label_colors: []
  color_scheme_domain: []
version: 1.0.0
`,
});

/** Zips files under a Superset-style root folder; `override` replaces or adds files (undefined removes one). */
export const supersetZip = (override: Record<string, string | undefined> = {}): Uint8Array => {
  const files: Record<string, string | undefined> = { ...supersetDashboardFiles(), ...override };
  const tree: Record<string, Uint8Array> = {};
  for (const [path, body] of Object.entries(files)) {
    if (body !== undefined) tree[`dashboard_export_20241105T091244/${path}`] = strToU8(body);
  }
  return zipSync(tree);
};
