import type { DatasetColumn, DatasetDetail, DatasetMetric } from '@tessera/core';
import { extraEditorText, readExtraFields } from './certification';

export interface MetricDraft {
  /** Stable React key: the id for stored metrics, a generated one for new metrics. */
  key: string;
  id?: number;
  uuid?: string;
  metric_name: string;
  verbose_name: string;
  expression: string;
  d3format: string;
  warning_text: string;
  description: string;
  certified_by: string;
  certification_details: string;
  metric_type: string | null;
  currency: string | null;
  extra: string | null;
}

export interface ColumnDraft {
  key: string;
  id?: number;
  uuid?: string;
  column_name: string;
  verbose_name: string;
  description: string;
  expression: string;
  type: string;
  type_generic: number | null;
  is_dttm: boolean;
  filterable: boolean;
  groupby: boolean;
  is_active: boolean;
  python_date_format: string;
  advanced_data_type: string | null;
  certified_by: string;
  certification_details: string;
  /** Not edited here, carried so saving does not drop it from `extra`. */
  warning_markdown: string;
  extra: string | null;
  /** A SQL expression defined on the dataset rather than a column of the source. */
  calculated: boolean;
}

export interface EditorState {
  id: number;
  table_name: string;
  kind: 'physical' | 'virtual';
  is_managed_externally: boolean;
  sql: string;
  description: string;
  default_endpoint: string;
  /** Kept as typed so a half-typed value can be reported instead of silently dropped. */
  cache_timeout: string;
  certified_by: string;
  certification_details: string;
  warning_markdown: string;
  /** JSON text of the `extra` keys that have no field of their own. */
  extra: string;
  /** Whether the dataset had an `extra` at all, so an untouched empty one stays null. */
  had_extra: boolean;
  owners: number[];
  main_dttm_col: string | null;
  metrics: MetricDraft[];
  columns: ColumnDraft[];
}

export type MetricPatch = Partial<Omit<MetricDraft, 'key' | 'id' | 'uuid'>>;
export type ColumnPatch = Partial<Omit<ColumnDraft, 'key' | 'id' | 'uuid' | 'calculated'>>;
export type SettingsPatch = Partial<
  Pick<
    EditorState,
    | 'sql'
    | 'description'
    | 'default_endpoint'
    | 'cache_timeout'
    | 'certified_by'
    | 'certification_details'
    | 'warning_markdown'
    | 'extra'
    | 'owners'
  >
>;

const orText = (value: string | null | undefined): string => value ?? '';

const toMetricDraft = (metric: DatasetMetric, index: number): MetricDraft => {
  const fromExtra = readExtraFields(metric.extra);
  return {
    key: metric.id === undefined ? `metric-${index}` : `metric-${metric.id}`,
    ...(metric.id !== undefined && { id: metric.id }),
    ...(metric.uuid !== undefined && { uuid: metric.uuid }),
    metric_name: metric.metric_name,
    verbose_name: orText(metric.verbose_name),
    expression: metric.expression,
    d3format: orText(metric.d3format),
    warning_text: metric.warning_text ?? fromExtra.warning_markdown,
    description: orText(metric.description),
    certified_by: metric.certified_by ?? fromExtra.certified_by,
    certification_details: metric.certification_details ?? fromExtra.certification_details,
    metric_type: metric.metric_type,
    currency: metric.currency,
    extra: metric.extra,
  };
};

const toColumnDraft = (column: DatasetColumn, index: number): ColumnDraft => {
  const fromExtra = readExtraFields(column.extra);
  return {
    key: column.id === undefined ? `column-${index}` : `column-${column.id}`,
    ...(column.id !== undefined && { id: column.id }),
    ...(column.uuid !== undefined && { uuid: column.uuid }),
    column_name: column.column_name,
    verbose_name: orText(column.verbose_name),
    description: orText(column.description),
    expression: orText(column.expression),
    type: orText(column.type),
    type_generic: column.type_generic,
    is_dttm: column.is_dttm,
    filterable: column.filterable,
    groupby: column.groupby,
    is_active: column.is_active,
    python_date_format: orText(column.python_date_format),
    advanced_data_type: column.advanced_data_type,
    certified_by: fromExtra.certified_by,
    certification_details: fromExtra.certification_details,
    warning_markdown: fromExtra.warning_markdown,
    extra: column.extra,
    calculated: column.expression !== null && column.expression.trim() !== '',
  };
};

export const toEditorState = (dataset: DatasetDetail): EditorState => {
  const fromExtra = readExtraFields(dataset.extra);
  return {
    id: dataset.id,
    table_name: dataset.table_name,
    kind: dataset.kind,
    is_managed_externally: dataset.is_managed_externally,
    sql: orText(dataset.sql),
    description: orText(dataset.description),
    default_endpoint: orText(dataset.default_endpoint),
    cache_timeout: dataset.cache_timeout === null ? '' : String(dataset.cache_timeout),
    certified_by: dataset.certified_by ?? fromExtra.certified_by,
    certification_details: dataset.certification_details ?? fromExtra.certification_details,
    warning_markdown: dataset.warning_markdown ?? fromExtra.warning_markdown,
    extra: extraEditorText(dataset.extra),
    had_extra: dataset.extra !== null,
    owners: dataset.owners.map((owner) => owner.id),
    main_dttm_col: dataset.main_dttm_col,
    metrics: dataset.metrics.map(toMetricDraft),
    columns: dataset.columns.map(toColumnDraft),
  };
};

/** `base`, or `base_2`, `base_3`... whichever no item uses yet. */
export const uniqueName = (base: string, taken: readonly string[]): string => {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}_${n}`)) n += 1;
  return `${base}_${n}`;
};

const newKey = (prefix: string, keys: readonly string[]): string => uniqueName(`${prefix}-new`, keys);

export const updateSettings = (state: EditorState, patch: SettingsPatch): EditorState => ({ ...state, ...patch });

export const addMetric = (state: EditorState, baseName: string): EditorState => {
  const draft: MetricDraft = {
    key: newKey(
      'metric',
      state.metrics.map((m) => m.key),
    ),
    metric_name: uniqueName(
      baseName,
      state.metrics.map((m) => m.metric_name),
    ),
    verbose_name: '',
    expression: '',
    d3format: '',
    warning_text: '',
    description: '',
    certified_by: '',
    certification_details: '',
    metric_type: null,
    currency: null,
    extra: null,
  };
  return { ...state, metrics: [...state.metrics, draft] };
};

export const updateMetric = (state: EditorState, key: string, patch: MetricPatch): EditorState => ({
  ...state,
  metrics: state.metrics.map((m) => (m.key === key ? { ...m, ...patch } : m)),
});

export const removeMetric = (state: EditorState, key: string): EditorState => ({
  ...state,
  metrics: state.metrics.filter((m) => m.key !== key),
});

export const addCalculatedColumn = (state: EditorState, baseName: string): EditorState => {
  const draft: ColumnDraft = {
    key: newKey(
      'column',
      state.columns.map((c) => c.key),
    ),
    column_name: uniqueName(
      baseName,
      state.columns.map((c) => c.column_name),
    ),
    verbose_name: '',
    description: '',
    expression: '',
    type: '',
    type_generic: null,
    is_dttm: false,
    filterable: true,
    groupby: true,
    is_active: true,
    python_date_format: '',
    advanced_data_type: null,
    certified_by: '',
    certification_details: '',
    warning_markdown: '',
    extra: null,
    calculated: true,
  };
  return { ...state, columns: [...state.columns, draft] };
};

/** Keeps the default time column pointing at a temporal column: renames follow, un-temporal clears it. */
export const updateColumn = (state: EditorState, key: string, patch: ColumnPatch): EditorState => {
  const current = state.columns.find((c) => c.key === key);
  if (current === undefined) return state;
  const next = { ...current, ...patch };
  const wasMain = state.main_dttm_col !== null && state.main_dttm_col === current.column_name;
  const main = !wasMain ? state.main_dttm_col : next.is_dttm ? next.column_name : null;
  return { ...state, main_dttm_col: main, columns: state.columns.map((c) => (c.key === key ? next : c)) };
};

/** Only calculated columns can go; the source's columns come back on the next sync anyway. */
export const removeColumn = (state: EditorState, key: string): EditorState => {
  const removed = state.columns.find((c) => c.key === key && c.calculated);
  if (removed === undefined) return state;
  return {
    ...state,
    main_dttm_col: state.main_dttm_col === removed.column_name ? null : state.main_dttm_col,
    columns: state.columns.filter((c) => c.key !== key),
  };
};

/** The default datetime column; only a temporal column can be it. */
export const setMainDttm = (state: EditorState, columnName: string | null): EditorState => {
  if (columnName === null) return { ...state, main_dttm_col: null };
  const column = state.columns.find((c) => c.column_name === columnName);
  return column?.is_dttm === true ? { ...state, main_dttm_col: columnName } : state;
};
