import type { Dataset, DatasetCreate, DatasetUpdate } from '@tessera/core';
import { tableNameFilters, type DatasetListQuery } from './swap-query';

export type SaveAsMode = 'new' | 'overwrite';

/** What the SQL datasource being saved is made of. */
export interface SaveAsSource {
  sql: string;
  databaseId: number;
  schema: string | null;
  /** Jinja parameters, as the JSON text SQL Lab keeps or as an object. */
  templateParams?: string | Readonly<Record<string, unknown>> | null;
}

const templateParamsText = (value: SaveAsSource['templateParams']): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return Object.keys(value).length === 0 ? null : JSON.stringify(value);
  return value.trim() === '' ? null : value;
};

/** `POST /api/v1/dataset/`: a virtual dataset over the query. */
export const buildVirtualDatasetCreate = (source: SaveAsSource, name: string): DatasetCreate => {
  const params = templateParamsText(source.templateParams);
  return {
    database: source.databaseId,
    schema: source.schema,
    table_name: name.trim(),
    sql: source.sql,
    ...(params !== null && { template_params: params }),
  };
};

/** `PUT /api/v1/dataset/{id}`: the chosen dataset takes the query; the database must stay the same. */
export const buildOverwriteUpdate = (source: SaveAsSource): DatasetUpdate => {
  const params = templateParamsText(source.templateParams);
  return {
    sql: source.sql,
    schema: source.schema,
    database_id: source.databaseId,
    ...(params !== null && { template_params: params }),
  };
};

export const canSubmitSaveAs = (mode: SaveAsMode, name: string, overwriteId: number | null): boolean =>
  mode === 'new' ? name.trim() !== '' : overwriteId !== null;

/** Datasets to offer for overwriting, newest first; only virtual ones hold a query. */
export const overwriteListQuery = (search: string): DatasetListQuery => ({
  filters: tableNameFilters(search),
  order_column: 'changed_on',
  order_direction: 'desc',
  page: 0,
  page_size: 100,
});

export const overwriteCandidates = (rows: readonly Dataset[]): Dataset[] =>
  rows.filter((row) => row.kind === 'virtual');
