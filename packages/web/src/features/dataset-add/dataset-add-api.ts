import {
  encodeRisonUri,
  type DatabaseListItem,
  type DatabaseTable,
  type DatasetCreate,
  type DatasetDetail,
  type DatasetListItem,
  type DatasetSqlPreview,
  type DatasetSqlPreviewResult,
  type TableMetadata,
} from '@tessera/core';
import { api } from '../../api/client';
import { fetchAll, type ListResponse } from '../../api/resources';

/** A physical dataset already registered on a table of the chosen schema. */
export type ExistingDataset = Pick<DatasetListItem, 'id' | 'table_name'>;

/**
 * Superset's AddDataset reads the physical datasets of the schema the same way: the dataset
 * list filtered by database, schema and 'no SQL'.
 */
export const existingDatasetsPath = (databaseId: number, schema: string): string =>
  `/api/v1/dataset/?q=${encodeRisonUri({
    columns: ['id', 'table_name'],
    filters: [
      { col: 'database', opr: 'rel_o_m', value: databaseId },
      { col: 'schema', opr: 'eq', value: schema },
      { col: 'sql', opr: 'dataset_is_null_or_empty', value: true },
    ],
    page_size: 100,
  })}`;

export const tablesPath = (databaseId: number, schema: string): string =>
  `/api/v1/database/${databaseId}/tables/?q=${encodeRisonUri({ schema_name: schema })}`;

export const tableMetadataPath = (databaseId: number, table: string, schema: string): string =>
  `/api/v1/database/${databaseId}/table_metadata/?${new URLSearchParams({ name: table, schema }).toString()}`;

/** The calls of the '+ Dataset' page, with Superset's paths and payloads. */
export const datasetAddApi = {
  databases: (signal?: AbortSignal) => fetchAll<DatabaseListItem>('/api/v1/database/', signal),
  schemas: (databaseId: number, signal?: AbortSignal) =>
    api.get<{ result: string[] }>(`/api/v1/database/${databaseId}/schemas/`, signal).then((a) => a.result),
  tables: (databaseId: number, schema: string, signal?: AbortSignal) =>
    api.get<{ count: number; result: DatabaseTable[] }>(tablesPath(databaseId, schema), signal).then((a) => a.result),
  tableMetadata: (databaseId: number, table: string, schema: string, signal?: AbortSignal) =>
    api.get<TableMetadata>(tableMetadataPath(databaseId, table, schema), signal),
  existingDatasets: (databaseId: number, schema: string, signal?: AbortSignal) =>
    api.get<ListResponse<ExistingDataset>>(existingDatasetsPath(databaseId, schema), signal).then((a) => a.result),
  create: (body: DatasetCreate) =>
    api.post<{ id: number; result: DatasetDetail }>('/api/v1/dataset/', body).then((a) => a.result),
  sqlPreview: (body: DatasetSqlPreview) => api.post<DatasetSqlPreviewResult>('/api/v1/dataset/sql_preview/', body),
};

/** TanStack Query keys of the page. */
export const datasetAddKeys = {
  databases: ['dataset-add', 'databases'] as const,
  schemas: (databaseId: number) => ['dataset-add', 'schemas', databaseId] as const,
  tables: (databaseId: number, schema: string) => ['dataset-add', 'tables', databaseId, schema] as const,
  existing: (databaseId: number, schema: string) => ['dataset-add', 'existing', databaseId, schema] as const,
  metadata: (databaseId: number, schema: string, table: string) =>
    ['dataset-add', 'metadata', databaseId, schema, table] as const,
};
