import type { DatasetColumnPut, DatasetMetricPut, DatasetUpdate } from '@tessera/core';
import { writeExtra } from './certification';
import type { ColumnDraft, EditorState, MetricDraft } from './editor-state';

const nullIfBlank = (value: string): string | null => (value.trim() === '' ? null : value);

const identity = (item: { id?: number; uuid?: string }) => ({
  ...(item.id !== undefined && { id: item.id }),
  ...(item.uuid !== undefined && { uuid: item.uuid }),
});

export const metricPayload = (metric: MetricDraft): DatasetMetricPut => ({
  ...identity(metric),
  metric_name: metric.metric_name.trim(),
  expression: metric.expression,
  verbose_name: nullIfBlank(metric.verbose_name),
  description: nullIfBlank(metric.description),
  d3format: nullIfBlank(metric.d3format),
  warning_text: nullIfBlank(metric.warning_text),
  certified_by: nullIfBlank(metric.certified_by),
  certification_details: nullIfBlank(metric.certification_details),
  metric_type: metric.metric_type,
  currency: metric.currency,
  // Superset's clients read a metric's certification and warning from `extra` (spec 02 §7).
  extra: writeExtra(metric.extra, {
    certified_by: metric.certified_by,
    certification_details: metric.certification_details,
    warning_markdown: metric.warning_text,
  }),
});

export const columnPayload = (column: ColumnDraft): DatasetColumnPut => ({
  ...identity(column),
  column_name: column.column_name.trim(),
  verbose_name: nullIfBlank(column.verbose_name),
  description: nullIfBlank(column.description),
  expression: column.calculated ? column.expression : null,
  type: nullIfBlank(column.type),
  // A calculated column's type may have been retyped here; the server derives the generic type then.
  ...(!column.calculated && { type_generic: column.type_generic }),
  is_dttm: column.is_dttm,
  filterable: column.filterable,
  groupby: column.groupby,
  is_active: column.is_active,
  python_date_format: nullIfBlank(column.python_date_format),
  advanced_data_type: column.advanced_data_type,
  extra: writeExtra(column.extra, {
    certified_by: column.certified_by,
    certification_details: column.certification_details,
    warning_markdown: column.warning_markdown,
  }),
});

const datasetExtra = (state: EditorState): string | null => {
  const base = state.extra.trim() !== '' ? state.extra : state.had_extra ? '{}' : null;
  return writeExtra(base, {
    certified_by: state.certified_by,
    certification_details: state.certification_details,
    warning_markdown: state.warning_markdown,
  });
};

const cacheTimeout = (value: string): number | null => (value.trim() === '' ? null : Number.parseInt(value, 10));

/** The body of `PUT /api/v1/dataset/{id}` for a validated editor state. */
export const buildDatasetUpdate = (state: EditorState): DatasetUpdate => ({
  ...(state.kind === 'virtual' && { sql: state.sql }),
  description: nullIfBlank(state.description),
  default_endpoint: nullIfBlank(state.default_endpoint),
  cache_timeout: cacheTimeout(state.cache_timeout),
  main_dttm_col: state.main_dttm_col,
  certified_by: nullIfBlank(state.certified_by),
  certification_details: nullIfBlank(state.certification_details),
  warning_markdown: nullIfBlank(state.warning_markdown),
  extra: datasetExtra(state),
  owners: [...state.owners],
  metrics: state.metrics.map(metricPayload),
  columns: state.columns.map(columnPayload),
});

/** Columns keep their ids, so the update must not replace them all. */
export const datasetUpdatePath = (id: number): string => `/api/v1/dataset/${id}?override_columns=false`;
