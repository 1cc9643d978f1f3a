import { labelOfColumn, NO_TIME_RANGE, type AdhocColumn, type QueryFilter, type QueryObject } from '@tessera/core';
import type { QueryDataset } from './types.js';

/** A query object after Superset's time normalisation, and the range its time column takes. */
export interface TimeFilteredQuery {
  query: QueryObject;
  /**
   * The expression `granularity` is filtered by (Superset's from_dttm/to_dttm), read before the
   * temporal filter it replaces is dropped; null when the query has no granularity.
   */
  granularityRange: string | null;
}

const isTemporalRange = (f: QueryFilter): boolean => f.op === 'TEMPORAL_RANGE';

const isBaseAxis = (c: QueryObject['columns'][number]): c is AdhocColumn =>
  typeof c === 'object' && c.columnType === 'BASE_AXIS';

/** Superset's get_x_axis_label: the label of the BASE_AXIS column, if any. */
export const xAxisLabelOf = (q: QueryObject): string | undefined => {
  const axis = q.columns.find(isBaseAxis);
  return axis ? labelOfColumn(axis) : undefined;
};

/** QueryObject renames the deprecated granularity_sqla to granularity. */
export const granularityOf = (q: QueryObject): string | null => q.granularity || q.granularity_sqla || null;

/**
 * Superset's QueryObjectFactory._process_time_range: the query's time_range, or else the value
 * of its TEMPORAL_RANGE filter on the x-axis, or of its first one, or 'No filter'.
 */
export const processedTimeRange = (q: QueryObject): string => {
  if (q.time_range !== null && q.time_range !== undefined) return q.time_range;
  const temporal = q.filters.filter(isTemporalRange);
  const axis = xAxisLabelOf(q);
  const match = temporal.find((f) => f.col === axis) ?? temporal[0];
  return typeof match?.val === 'string' ? match.val : NO_TIME_RANGE;
};

/**
 * The range time comparison shifts (Superset 4.1+'s get_since_until_from_query_object):
 * time_range when set, else the last TEMPORAL_RANGE filter's value; null when neither is there.
 */
export const outerTimeRange = (q: QueryObject): string | null => {
  if (q.time_range) return q.time_range;
  const last = q.filters.filter((f) => isTemporalRange(f) && typeof f.val === 'string').at(-1);
  return typeof last?.val === 'string' ? last.val : null;
};

/**
 * Superset's QueryContextFactory._apply_granularity: with a granularity (a dashboard's time
 * column), a temporal x-axis becomes that column (pivot index too) and the x-axis filter, or
 * else the granularity's or first TEMPORAL_RANGE filter, is dropped for the granularity's own.
 */
const applyGranularity = (q: QueryObject, ds: QueryDataset, granularity: string): QueryObject => {
  const temporal = new Set([...ds.columns.values()].filter((c) => c.isDttm).map((c) => c.name));
  const axis = q.columns.find(isBaseAxis);
  let next = q;
  let toRemove: string | undefined;
  if (axis && temporal.has(axis.sqlExpression)) {
    toRemove = axis.sqlExpression;
    next = {
      ...q,
      columns: q.columns.map((c) => (c === axis ? { ...axis, sqlExpression: granularity, label: granularity } : c)),
      post_processing: q.post_processing.map((step) =>
        step?.operation === 'pivot' ? { ...step, options: { ...step.options, index: [granularity] } } : step,
      ),
    };
  }
  if (toRemove === undefined) {
    const cols = q.filters
      .filter(isTemporalRange)
      .map((f) => (typeof f.col === 'string' ? f.col : f.col.sqlExpression));
    toRemove = cols.includes(granularity) ? granularity : cols[0];
  }
  // Superset compares the filter's `col` with the name, so only filters on a named column go.
  return toRemove === undefined ? next : { ...next, filters: next.filters.filter((f) => f.col !== toRemove) };
};

/**
 * Superset's QueryContextFactory._apply_filters: a query's time_range (a dashboard time filter,
 * a report, a native filter's extra_form_data) replaces the value of every TEMPORAL_RANGE
 * filter, whatever the filter held, 'No filter' included.
 */
const applyTimeRange = (q: QueryObject): QueryObject => {
  const range = q.time_range;
  if (!range) return q;
  return { ...q, filters: q.filters.map((f) => (isTemporalRange(f) ? { ...f, val: range } : f)) };
};

/** Superset's _process_query_object time steps, in its order: granularity, then time_range. */
export const applyTimeFilters = (q: QueryObject, ds: QueryDataset): TimeFilteredQuery => {
  const granularity = granularityOf(q);
  if (!granularity) return { query: applyTimeRange(q), granularityRange: null };
  // The factory resolves from_dttm/to_dttm before the query object is processed.
  const granularityRange = processedTimeRange(q);
  return { query: applyTimeRange(applyGranularity(q, ds, granularity)), granularityRange };
};
