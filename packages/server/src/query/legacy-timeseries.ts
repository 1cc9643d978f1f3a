import { DTTM_ALIAS, type AdhocColumn, type QueryColumn, type QueryObject } from '@tessera/core';
import { granularityOf } from './time-filters.js';

const isBaseAxis = (c: QueryColumn): boolean => typeof c === 'object' && c.columnType === 'BASE_AXIS';

const withoutAlias = (cols: readonly QueryColumn[] | null | undefined): QueryColumn[] =>
  (cols ?? []).filter((c) => c !== DTTM_ALIAS);

/**
 * Superset's legacy time-series query, as charts saved before generic chart axes (Superset < 4)
 * send it: no x-axis column, `granularity` naming the time column and `is_timeseries` (or the
 * pseudo column `__timestamp` among the columns, QueryObject's `_set_is_timeseries`). Superset's
 * get_sqla_query drops `__timestamp` from the columns and selects the time column, truncated to
 * the time grain, first, labelled `__timestamp` and grouped by: here that column is the query's
 * x-axis, so the pivot on `__timestamp` finds it. Series limits keep applying to the other columns.
 */
export const applyLegacyTimeseries = (q: QueryObject): QueryObject => {
  const named = q.columns.includes(DTTM_ALIAS) || (q.groupby ?? []).includes(DTTM_ALIAS);
  if (!named && !q.is_timeseries) return q;
  const columns = withoutAlias(q.columns);
  const groupby = q.groupby ? withoutAlias(q.groupby) : q.groupby;
  const stripped: QueryObject = { ...q, columns, groupby };
  const granularity = granularityOf(q);
  const isTimeseries = q.is_timeseries ?? named;
  // A query that already has an x-axis (Superset 4's shape) gets no second time column.
  if (!granularity || !isTimeseries || columns.some(isBaseAxis)) return stripped;
  const base = columns.length > 0 ? columns : (groupby ?? []);
  const axis: AdhocColumn = {
    sqlExpression: granularity,
    label: DTTM_ALIAS,
    columnType: 'BASE_AXIS',
    expressionType: 'SQL',
    ...(q.extras.time_grain_sqla ? { timeGrain: q.extras.time_grain_sqla } : {}),
  };
  return {
    ...stripped,
    columns: [axis, ...base],
    groupby: null,
    series_columns: q.series_columns ?? (base.length > 0 ? base : null),
  };
};
