import type { TypeGeneric } from '@tessera/core';

export interface QueryDatasetColumn {
  name: string;
  expression: string | null;
  isDttm: boolean;
  typeGeneric: TypeGeneric | null;
  /** How a time column stored as text or numbers holds its instants (Superset's python_date_format). */
  pythonDateFormat?: string | null;
  /** Superset's advanced data type key ('internet_address', 'port'): filters on it are translated. */
  advancedDataType?: string | null;
}

/** What the compiler needs to know of a dataset. */
export interface QueryDataset {
  id: number;
  tableName: string;
  schema: string | null;
  sql: string | null;
  mainDttmCol: string | null;
  columns: ReadonlyMap<string, QueryDatasetColumn>;
  metrics: ReadonlyMap<string, string>;
  /** Superset's fetch_values_predicate: narrows the values a filter offers (apply_fetch_values_predicate). */
  fetchValuesPredicate?: string | null;
}

export interface TimeBounds {
  since: Date | null;
  until: Date | null;
}

export interface CompiledQuery {
  sql: string;
  /** Output column labels in SELECT order. */
  labels: string[];
  dimensionLabels: string[];
  metricLabels: string[];
  appliedFilters: { column: string }[];
  rejectedFilters: { column: string; reason: 'not_in_datasource' | 'no_temporal_column' }[];
  fromDttm: number | null;
  toDttm: number | null;
}
