import type { Dataset, DatasetColumn, DatasetDetail, DatasetMetric, LegacyDatasource } from '@tessera/core';
import { testDatasource } from '../../controls/datasource-fixture';

export const column = (name: string, extra: Partial<DatasetColumn> = {}): DatasetColumn => ({
  id: undefined,
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
  extra: null,
  advanced_data_type: null,
  ...extra,
});

export const metric = (name: string, extra: Partial<DatasetMetric> = {}): DatasetMetric => ({
  metric_name: name,
  verbose_name: null,
  description: null,
  expression: 'COUNT(*)',
  metric_type: null,
  d3format: null,
  currency: null,
  warning_text: null,
  certified_by: null,
  certification_details: null,
  extra: null,
  ...extra,
});

export const datasetRow = (id: number, name: string, extra: Partial<Dataset> = {}): Dataset => ({
  id,
  uuid: `uuid-${id}`,
  table_name: name,
  schema: 'main',
  catalog: null,
  sql: null,
  kind: 'physical',
  description: null,
  main_dttm_col: null,
  cache_timeout: null,
  certified_by: null,
  certification_details: null,
  warning_markdown: null,
  extra: null,
  is_managed_externally: false,
  database: { id: 1, database_name: 'examples', backend: 'duckdb' },
  owners: [{ id: 1, first_name: 'Ada', last_name: 'Lovelace' }],
  changed_on: null,
  created_on: null,
  row_count: null,
  ...extra,
});

export const datasetDetail = (extra: Partial<DatasetDetail> = {}): DatasetDetail => ({
  ...datasetRow(7, 'flights'),
  datasource_type: 'table',
  template_params: null,
  fetch_values_predicate: null,
  default_endpoint: null,
  external_url: null,
  filter_select_enabled: true,
  normalize_columns: false,
  always_filter_main_dttm: false,
  offset: 0,
  main_dttm_col: 'date',
  columns: [
    column('date', { id: 11, type: 'TIMESTAMP', type_generic: 2, is_dttm: true }),
    column('origin', { id: 12 }),
    column('late', { id: 13, expression: 'delay > 15', type: 'BOOLEAN', type_generic: 3 }),
  ],
  metrics: [metric('count', { id: 21 }), metric('avg_delay', { id: 22, expression: 'AVG(delay)' })],
  ...extra,
});

/** What `GET /datasource/get/table/{id}/` answers, without columns or metrics. */
export const legacyDatasource = (id: number, name: string): LegacyDatasource =>
  testDatasource({
    id,
    uid: `${id}__table`,
    datasource_name: name,
    name,
    table_name: name,
    main_dttm_col: null,
    edit_url: `/tablemodelview/edit/${id}`,
    perm: `[examples].[${name}](id:${id})`,
    columns: [],
    metrics: [],
  });
