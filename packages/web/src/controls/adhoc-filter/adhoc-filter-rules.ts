import { NO_TIME_RANGE } from '@tessera/core';
import { t } from '../../i18n';
import { replaceItem } from '../pills/list-ops';
import type { DragItem } from '../types';
import { newAdhocFilter, withSubject, type AdhocFilterValue } from './adhoc-filter-state';

/** Columns the dataset marks as not filterable are not offered (Superset's `filterable`). */
export const acceptsFilterDrop = (item: DragItem): boolean =>
  item.kind === 'metric' || item.column.filterable !== false;

/**
 * Spec 03 §4 drops: a column makes a WHERE filter (a temporal one a time-range filter, any other
 * IN, as Superset's UX beta does); a saved metric makes a HAVING filter `metric > 0`.
 */
export const filterFromDrop = (item: DragItem): AdhocFilterValue => {
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

export type RemovalOutcome =
  | { kind: 'remove'; filters: AdhocFilterValue[] }
  | { kind: 'clear'; filters: AdhocFilterValue[] }
  | { kind: 'veto'; message: string };

const isTemporalRange = (filter: AdhocFilterValue): boolean =>
  filter.expressionType === 'SIMPLE' && filter.operatorId === 'TEMPORAL_RANGE';

/**
 * Removing filter `index`. With a `canDelete` rule, the rule decides. Otherwise Superset's rule for
 * the last time-range filter, which dashboards' time filters rely on: a set one is cleared to
 * 'No filter' first, an empty one cannot be removed.
 */
export const removeFilter = (
  filters: readonly AdhocFilterValue[],
  index: number,
  canDelete?: CanDeleteFilter,
): RemovalOutcome => {
  const target = filters[index];
  const removed: RemovalOutcome = { kind: 'remove', filters: filters.filter((_, i) => i !== index) };
  if (target === undefined) return { kind: 'remove', filters: [...filters] };
  if (canDelete !== undefined) {
    const verdict = canDelete(target, filters);
    return verdict === true ? removed : { kind: 'veto', message: verdict };
  }
  if (!isTemporalRange(target) || filters.filter(isTemporalRange).length > 1) return removed;
  const range = typeof target.comparator === 'string' ? target.comparator.trim() : '';
  if (range !== '' && range !== NO_TIME_RANGE) {
    return { kind: 'clear', filters: replaceItem(filters, index, { ...target, comparator: NO_TIME_RANGE }) };
  }
  return {
    kind: 'veto',
    message: t("You cannot delete the last temporal filter as it's used for time range filters in dashboards."),
  };
};
