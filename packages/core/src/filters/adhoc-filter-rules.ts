import { NO_TIME_RANGE } from '../time/time-range.js';
import { newAdhocFilter, withSubject, type AdhocFilterValue } from './adhoc-filter-state.js';
import type { DatasourceColumn, DatasourceMetric } from './column-kind.js';

/** A dataset column or saved metric dropped on the filter control. */
export type FilterDropItem =
  { kind: 'column'; column: DatasourceColumn } | { kind: 'metric'; metric: DatasourceMetric };

/** Columns the dataset marks as not filterable are not offered (Superset's `filterable`). */
export const acceptsFilterDrop = (item: FilterDropItem): boolean =>
  item.kind === 'metric' || item.column.filterable !== false;

/**
 * Spec 03 §4 drops: a column makes a WHERE filter (a temporal one a time-range filter, any other
 * IN, as Superset's UX beta does); a saved metric makes a HAVING filter `metric > 0`.
 */
export const filterFromDrop = (item: FilterDropItem): AdhocFilterValue => {
  const base = newAdhocFilter();
  if (item.kind === 'column') return withSubject(base, { kind: 'column', name: item.column.column_name }, item.column);
  const { metric_name: name, expression } = item.metric;
  return {
    ...base,
    expressionType: 'SQL',
    clause: 'HAVING',
    subject: name,
    operatorId: 'GREATER_THAN',
    operator: '>',
    comparator: 0,
    // The metric's own expression: HAVING cannot name a saved metric in SQL.
    sqlExpression: `${expression.trim() === '' ? name : expression.trim()} > 0`,
  };
};

/** Superset's `canDelete`: true allows the removal, a message vetoes it. */
export type CanDeleteFilter = (filter: AdhocFilterValue, filters: readonly AdhocFilterValue[]) => true | string;

/** What removing a filter comes to; 'last-time-range' is the veto the web words as Superset does. */
export type FilterRemoval =
  | { kind: 'remove'; filters: AdhocFilterValue[] }
  | { kind: 'clear'; filters: AdhocFilterValue[] }
  | { kind: 'veto'; message: string }
  | { kind: 'last-time-range' };

const isTemporalRange = (filter: AdhocFilterValue): boolean =>
  filter.expressionType === 'SIMPLE' && filter.operatorId === 'TEMPORAL_RANGE';

/**
 * Removing filter `index`. With a `canDelete` rule, the rule decides. Otherwise Superset's rule for
 * the last time-range filter, which dashboards' time filters rely on: a set one is cleared to
 * 'No filter' first, an empty one cannot be removed.
 */
export const planFilterRemoval = (
  filters: readonly AdhocFilterValue[],
  index: number,
  canDelete?: CanDeleteFilter,
): FilterRemoval => {
  const target = filters[index];
  const removed: FilterRemoval = { kind: 'remove', filters: filters.filter((_, i) => i !== index) };
  if (target === undefined) return { kind: 'remove', filters: [...filters] };
  if (canDelete !== undefined) {
    const verdict = canDelete(target, filters);
    return verdict === true ? removed : { kind: 'veto', message: verdict };
  }
  if (!isTemporalRange(target) || filters.filter(isTemporalRange).length > 1) return removed;
  const range = typeof target.comparator === 'string' ? target.comparator.trim() : '';
  if (range !== '' && range !== NO_TIME_RANGE) {
    const cleared: AdhocFilterValue = { ...target, comparator: NO_TIME_RANGE };
    return { kind: 'clear', filters: filters.map((filter, i) => (i === index ? cleared : filter)) };
  }
  return { kind: 'last-time-range' };
};
