import { DEFAULT_NUMBER_FORMAT, type ChartDatasourceMeta } from '@tessera/core';

/** The datasource fields (Superset's `datasource.data`) charts need. */
export interface DatasourceMetaSource {
  verbose_map: Record<string, string>;
  column_formats: Record<string, string>;
}

export const datasourceMetaOf = (source: DatasourceMetaSource): ChartDatasourceMeta => ({
  verboseMap: source.verbose_map,
  columnFormats: source.column_formats,
});

const cache = new WeakMap<DatasourceMetaSource, ChartDatasourceMeta>();

/** The same meta object for the same (immutable) datasource, so chart props stay memoised. */
export const chartDatasourceMeta = (
  source: DatasourceMetaSource | null | undefined,
): ChartDatasourceMeta | undefined => {
  if (source === null || source === undefined) return undefined;
  const cached = cache.get(source);
  if (cached !== undefined) return cached;
  const meta = datasourceMetaOf(source);
  cache.set(source, meta);
  return meta;
};

// Own keys only: a column named 'constructor' must not pick up Object.prototype.
const lookup = (map: Record<string, string> | undefined, key: string): string | undefined =>
  map !== undefined && Object.hasOwn(map, key) ? map[key] : undefined;

/** A column's or metric's display name: its verbose name when the dataset gives one. */
export const verboseNameOf = (meta: ChartDatasourceMeta | undefined, name: string): string => {
  const verbose = lookup(meta?.verboseMap, name);
  return verbose === undefined || verbose === '' ? name : verbose;
};

/** A saved metric's d3 format, if it has one. */
export const columnFormatOf = (meta: ChartDatasourceMeta | undefined, name: string): string | undefined => {
  const format = lookup(meta?.columnFormats, name);
  return format === undefined || format === '' ? undefined : format;
};

/** Whether the chosen number format is the control default (unset or SMART_NUMBER). */
export const isDefaultNumberFormat = (format: string | null | undefined): boolean =>
  format === undefined || format === null || format === '' || format === DEFAULT_NUMBER_FORMAT;

/**
 * The number format for values of the given metrics: the chosen one, unless it is the default
 * and exactly one metric has a saved format (Superset's column_formats fallback).
 */
export const metricNumberFormat = (
  chosen: string | null | undefined,
  metrics: readonly string[],
  meta: ChartDatasourceMeta | undefined,
): string | null | undefined => {
  if (!isDefaultNumberFormat(chosen) || metrics.length !== 1) return chosen;
  return columnFormatOf(meta, metrics[0] ?? '') ?? chosen;
};
