import type { QueryContextInput, QueryMetric } from '../query/query-object.js';
import { buildQueryContext, metricsOf } from './build-query-context.js';
import { latLongColumns, readLatLongConfig, type LatLongConfig } from './geo-controls.js';
import type { FormData } from './plugin.js';

type QueryFilterInput = { col: string; op: 'IS NOT NULL' };

/**
 * The query side of Superset's deck.gl layers, shared by the web's map plugins and the server's
 * example charts (their saved query_context), so both ask the engine the same question.
 */

/**
 * The form data's `spatial` value (Superset's SpatialControl, read by the lat/long rules), or null
 * when it names no usable column. A value without a type is Superset's default, lat/long columns.
 */
export const readSpatial = (value: unknown): LatLongConfig | null => {
  const typed =
    typeof value === 'object' && value !== null && !('type' in value) ? { ...value, type: 'latlong' } : value;
  const config = readLatLongConfig(typed);
  return config === null || latLongColumns(config).length === 0 ? null : config;
};

/** The columns a spatial value reads (Superset's process_spatial_query_obj): lon and lat, or the one combined column. */
export const spatialColumns = (spatial: LatLongConfig | null): string[] =>
  spatial === null ? [] : latLongColumns(spatial);

/** Superset's filter_nulls: rows whose spatial columns are null are left out by the query. */
export const spatialNullFilters = (columns: readonly string[]): QueryFilterInput[] =>
  columns.map((col) => ({ col, op: 'IS NOT NULL' }));

export interface DeckQuery {
  /** Columns the layer needs (spatial columns first); grouped by when there are metrics. */
  columns: readonly string[];
  metrics?: readonly QueryMetric[];
  /** The columns whose nulls `filter_nulls` leaves out (the spatial ones). */
  nullable?: readonly string[];
}

const unique = (columns: readonly string[]): string[] => [...new Set(columns.filter((c) => c !== ''))];

/** A string form-data value, or '' when unset. */
export const deckString = (formData: FormData, key: string): string => {
  const value = formData[key];
  return typeof value === 'string' ? value : '';
};

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
