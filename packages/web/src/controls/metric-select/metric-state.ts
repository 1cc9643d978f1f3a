import {
  AGGREGATES,
  columnKind,
  inferSimpleMetric,
  newOptionName,
  simpleMetricDefaultLabel,
  type AdhocMetric,
  type Aggregate,
} from '@tessera/core';
import { t } from '../../i18n';
import { allowsAdhocMetrics, findColumn, findMetric, metricDisplayName, type DatasetColumn } from '../dataset-items';
import { readValueList } from '../pills/list-ops';
import type { DragItem, ExploreDatasource } from '../types';

/** A chosen metric: a saved metric by name, or an adhoc one (Superset's shape). */
export type MetricValue = string | AdhocMetric;

/** The editor's tabs; the adhoc ones carry the expression type they produce. */
export type MetricTab = 'saved' | 'SIMPLE' | 'SQL';

type SimpleMetric = Extract<AdhocMetric, { expressionType: 'SIMPLE' }>;
export type MetricColumn = SimpleMetric['column'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export const isAggregate = (value: unknown): value is Aggregate => AGGREGATES.some((a) => a === value);

export const isAdhocMetric = (value: unknown): value is AdhocMetric => {
  if (!isObject(value)) return false;
  if (value.expressionType === 'SQL') return typeof value.sqlExpression === 'string' && value.sqlExpression !== '';
  return (
    value.expressionType === 'SIMPLE' &&
    isAggregate(value.aggregate) &&
    isObject(value.column) &&
    typeof value.column.column_name === 'string'
  );
};

export const isMetricValue = (value: unknown): value is MetricValue =>
  (typeof value === 'string' && value !== '') || isAdhocMetric(value);

export const readMetrics = (value: unknown): MetricValue[] => readValueList(value, isMetricValue);

/** The SQL a simple metric stands for; the Custom SQL tab starts from it. */
export const simpleMetricSql = (aggregate: Aggregate, columnName: string): string =>
  aggregate === 'COUNT_DISTINCT' ? `COUNT(DISTINCT ${columnName})` : `${aggregate}(${columnName})`;

// Superset shortens long SQL labels to 40 characters and an ellipsis.
const LABEL_LIMIT = 43;
export const sqlMetricLabel = (sql: string): string =>
  sql.length < LABEL_LIMIT ? sql : `${sql.slice(0, LABEL_LIMIT - 3)}...`;

/**
 * Superset's default label of an adhoc metric: `SUM(col)` over the column's verbose name when it
 * has one (core's simpleMetricDefaultLabel, Superset's getDefaultLabel), or its (shortened) SQL.
 */
export const defaultMetricLabel = (metric: AdhocMetric): string =>
  metric.expressionType === 'SIMPLE'
    ? simpleMetricDefaultLabel(metric.aggregate, metric.column)
    : sqlMetricLabel(metric.sqlExpression.trim());

/** The pill text: a saved metric's verbose name, an adhoc metric's label. */
export const metricValueLabel = (value: MetricValue, datasource: ExploreDatasource | null): string => {
  if (typeof value !== 'string') return value.label || defaultMetricLabel(value);
  const metric = findMetric(datasource, value);
  return metric ? metricDisplayName(metric) : value;
};

/** Spec 03 §5/§8: saved metrics or simple-metric columns the dataset lacks may not work. */
export const metricWarning = (value: MetricValue, datasource: ExploreDatasource | null): string | null => {
  if (datasource === null) return null;
  const missing =
    typeof value === 'string'
      ? !findMetric(datasource, value)
      : value.expressionType === 'SIMPLE' && !findColumn(datasource, value.column.column_name);
  return missing ? t('This column might be incompatible with current dataset') : null;
};

/** Spec 03 §4 (the UX-beta default, used always): numbers sum, anything else counts distinct values. */
export const defaultAggregateFor = (column: DatasetColumn): Aggregate =>
  columnKind(column) === 'numeric' ? 'SUM' : 'COUNT_DISTINCT';

/** Columns drop as new adhoc metrics (when the dataset allows them); saved metrics drop once. */
export const acceptsMetricDrop = (
  item: DragItem,
  selected: readonly MetricValue[],
  datasource: ExploreDatasource | null,
): boolean =>
  item.kind === 'column' ? allowsAdhocMetrics(datasource) : !selected.some((v) => v === item.metric.metric_name);

/** What the metric popover edits before Save. */
export interface MetricDraft {
  tab: MetricTab;
  saved: string | null;
  column: MetricColumn | null;
  aggregate: Aggregate | null;
  sql: string;
  /** The typed label; used only when hasCustomLabel. */
  label: string;
  hasCustomLabel: boolean;
  optionName: string;
}

/**
 * Spec 02 §4: Saved when the dataset has saved metrics and the metric is new or saved;
 * otherwise the metric's own type (a new one without saved metrics is Simple).
 */
export const defaultMetricTab = (value: MetricValue | null, datasource: ExploreDatasource | null): MetricTab => {
  if (!allowsAdhocMetrics(datasource)) return 'saved';
  if (value !== null && typeof value !== 'string') return value.expressionType;
  return (datasource?.metrics.length ?? 0) > 0 ? 'saved' : 'SIMPLE';
};

/** The draft for a value (null: new); a column dropped from the dataset panel prefills a Simple metric. */
export const metricDraft = (
  value: MetricValue | null,
  datasource: ExploreDatasource | null,
  dropped?: DatasetColumn,
): MetricDraft => {
  const draft: MetricDraft = {
    tab: defaultMetricTab(value, datasource),
    saved: null,
    column: null,
    aggregate: null,
    sql: '',
    label: '',
    hasCustomLabel: false,
    optionName: newOptionName('metric'),
  };
  if (dropped) return { ...draft, tab: 'SIMPLE', column: dropped, aggregate: defaultAggregateFor(dropped) };
  if (value === null) return draft;
  if (typeof value === 'string') return { ...draft, saved: value };
  const custom = {
    label: value.hasCustomLabel ? (value.label ?? '') : '',
    hasCustomLabel: value.hasCustomLabel === true,
  };
  const optionName = value.optionName ?? draft.optionName;
  if (value.expressionType === 'SQL') return { ...draft, ...custom, optionName, sql: value.sqlExpression };
  const { column, aggregate } = value;
  return { ...draft, ...custom, optionName, column, aggregate, sql: simpleMetricSql(aggregate, column.column_name) };
};

/**
 * Changing tab. The Custom SQL tab starts from the simple metric's SQL when it has none yet; the
 * Simple tab recovers the aggregate and column from SQL such as `AVG(price)` when the column is
 * one of `columns` (core's inferSimpleMetric, Superset's AdhocMetric inference).
 */
export const switchMetricTab = (
  draft: MetricDraft,
  tab: MetricTab,
  columns: readonly DatasetColumn[] = [],
): MetricDraft => {
  const { column, aggregate } = draft;
  if (tab === 'SQL' && draft.sql.trim() === '' && column && aggregate) {
    return { ...draft, tab, sql: simpleMetricSql(aggregate, column.column_name) };
  }
  const sql = draft.sql.trim();
  const unchanged = column !== null && aggregate !== null && sql === simpleMetricSql(aggregate, column.column_name);
  if (tab === 'SIMPLE' && sql !== '' && !unchanged) {
    const inferred = inferSimpleMetric(sql, columns);
    if (inferred !== null) return { ...draft, tab, column: inferred.column, aggregate: inferred.aggregate };
  }
  return { ...draft, tab };
};

/** Spec 02 §5: clearing the label reverts to the default one. */
export const renameMetricDraft = (draft: MetricDraft, label: string): MetricDraft => ({
  ...draft,
  label,
  hasCustomLabel: label.trim() !== '',
});

const adhocFromDraft = (draft: MetricDraft): AdhocMetric | null => {
  const { column, aggregate, optionName } = draft;
  const sql = draft.sql.trim();
  const base =
    draft.tab === 'SIMPLE'
      ? column && aggregate
        ? ({ expressionType: 'SIMPLE', column, aggregate } as const)
        : null
      : sql !== ''
        ? ({ expressionType: 'SQL', sqlExpression: sql } as const)
        : null;
  if (base === null) return null;
  const label = draft.hasCustomLabel ? draft.label : defaultMetricLabel(base);
  return { ...base, label, hasCustomLabel: draft.hasCustomLabel, optionName };
};

/** The metric the draft stands for on its tab; null while incomplete (a simple one needs column and aggregate). */
export const metricFromDraft = (draft: MetricDraft): MetricValue | null =>
  draft.tab === 'saved' ? draft.saved : adhocFromDraft(draft);

/** The popover title: the custom label, else the default label of what is chosen. */
export const metricDraftTitle = (draft: MetricDraft, datasource: ExploreDatasource | null): string => {
  const metric = metricFromDraft(draft);
  if (draft.tab !== 'saved' && draft.hasCustomLabel) return draft.label;
  return metric === null ? '' : metricValueLabel(metric, datasource);
};

export const sameMetric = (a: MetricValue | null, b: MetricValue | null): boolean => {
  if (a === null || b === null || typeof a === 'string' || typeof b === 'string') return a === b;
  if (a.expressionType !== b.expressionType || a.label !== b.label || !!a.hasCustomLabel !== !!b.hasCustomLabel) {
    return false;
  }
  if (a.expressionType === 'SQL' || b.expressionType === 'SQL') {
    return a.expressionType === 'SQL' && b.expressionType === 'SQL' && a.sqlExpression === b.sqlExpression;
  }
  return a.aggregate === b.aggregate && a.column.column_name === b.column.column_name;
};

/** Spec 02 §4: Save needs a valid metric that differs from the one being edited. */
export const canSaveMetric = (
  draft: MetricDraft,
  original: MetricValue | null,
  datasource: ExploreDatasource | null,
): boolean => {
  const next = metricFromDraft(draft);
  const allowed = draft.tab === 'saved' || allowsAdhocMetrics(datasource);
  return next !== null && allowed && !sameMetric(next, original);
};
