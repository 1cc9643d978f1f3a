import type { DatasourceColumn, DatasourceMetric } from '../src/filters/column-kind.js';

/** Test data: dataset columns and metrics in the shape explore receives them. */

export const testColumn = (name: string, extra: Partial<DatasourceColumn> = {}): DatasourceColumn => ({
  id: 1,
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

export const testMetric = (name: string, extra: Partial<DatasourceMetric> = {}): DatasourceMetric => ({
  id: 1,
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
