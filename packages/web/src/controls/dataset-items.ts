import { parseJsonObject, type ColumnKind } from '@tessera/core';
import type { ExploreDatasource } from './types';

/** Reads of the explore dataset shared by the column, metric and filter pickers. */

export type DatasetColumn = ExploreDatasource['columns'][number];
export type DatasetMetric = ExploreDatasource['metrics'][number];

/** A short glyph for the column type, as the dataset panel and the pickers show it. */
export const COLUMN_GLYPHS: Record<ColumnKind, string> = {
  numeric: '#',
  string: 'Abc',
  temporal: '◷',
  boolean: 'T/F',
};

export const columnDisplayName = (column: Pick<DatasetColumn, 'column_name' | 'verbose_name'>): string =>
  column.verbose_name || column.column_name;

export const metricDisplayName = (metric: Pick<DatasetMetric, 'metric_name' | 'verbose_name'>): string =>
  metric.verbose_name || metric.metric_name;

export interface Certification {
  certifiedBy: string;
  details: string | null;
}

/** Certification of a column or metric; Superset also keeps it inside `extra`, read as a fallback. */
export const certificationOf = (
  item: Pick<DatasetColumn, 'certified_by' | 'certification_details' | 'extra'>,
): Certification | null => {
  if (item.certified_by) return { certifiedBy: item.certified_by, details: item.certification_details };
  const cert = parseJsonObject(item.extra).certification;
  if (typeof cert !== 'object' || cert === null) return null;
  const { certified_by: by, details } = cert as Record<string, unknown>;
  return typeof by === 'string' && by !== ''
    ? { certifiedBy: by, details: typeof details === 'string' ? details : null }
    : null;
};

/** Spec 02 §5: a dataset whose `extra` sets `disallow_adhoc_metrics` only offers its saved metrics. */
export const allowsAdhocMetrics = (datasource: ExploreDatasource | null): boolean =>
  parseJsonObject(datasource?.extra).disallow_adhoc_metrics !== true;

export const findColumn = (datasource: ExploreDatasource | null, name: string): DatasetColumn | undefined =>
  datasource?.columns.find((c) => c.column_name === name);

export const findMetric = (datasource: ExploreDatasource | null, name: string): DatasetMetric | undefined =>
  datasource?.metrics.find((m) => m.metric_name === name);

/** Case-insensitive match of a search text against any of the given names. */
export const matchesSearch = (search: string, ...names: (string | null | undefined)[]): boolean => {
  const needle = search.trim().toLowerCase();
  return needle === '' || names.some((n) => n?.toLowerCase().includes(needle));
};
