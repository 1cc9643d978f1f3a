import { buildQueryContext, metricsOf, type FormData, type QueryContextInput, type QueryMetric } from '@tessera/core';
import { spatialNullFilters } from './spatial';

export interface DeckQuery {
  /** Columns the layer needs (spatial columns first); grouped by when there are metrics. */
  columns: readonly string[];
  metrics?: readonly QueryMetric[];
  /** The columns whose nulls `filter_nulls` leaves out (the spatial ones). */
  nullable?: readonly string[];
}

const unique = (columns: readonly string[]): string[] => [...new Set(columns.filter((c) => c !== ''))];

/** Superset's `js_columns` and the tooltip's extra columns, kept on each row for tooltips. */
export const extraColumns = (formData: FormData): string[] => {
  const js = Array.isArray(formData['js_columns']) ? formData['js_columns'] : [];
  return js.filter((c): c is string => typeof c === 'string');
};

/** A metric control's single metric (the `size` of aggregation layers), or none. */
export const metricOf = (value: unknown): QueryMetric | undefined => metricsOf([value])[0];

/**
 * The deck layers' query (Superset's deck.gl buildQuery): no time series, the form data's filters
 * and row limit, the layer's columns, its metrics when it has any (then the rows are grouped by
 * the columns), biggest first, and with `filter_nulls` no row without a position.
 */
export const buildDeckQuery = (formData: FormData, query: DeckQuery): QueryContextInput =>
  buildQueryContext(formData, (base) => {
    const metrics = [...(query.metrics ?? [])];
    const filterNulls = formData['filter_nulls'] !== false;
    return [
      {
        ...base,
        columns: unique(query.columns),
        metrics,
        orderby: metrics[0] === undefined ? [] : [[metrics[0], false]],
        is_timeseries: false,
        filters: [...(base.filters ?? []), ...(filterNulls ? spatialNullFilters(unique(query.nullable ?? [])) : [])],
      },
    ];
  });
