import type { DatabaseTable, DatasetCreate } from '@tessera/core';
import type { ExistingDataset } from './dataset-add-api';

/** What the left panel has chosen: each choice clears the ones below it, as Superset's TableSelector does. */
export interface SourceSelection {
  databaseId: number | null;
  schema: string | null;
  table: string | null;
}

export const EMPTY_SELECTION: SourceSelection = { databaseId: null, schema: null, table: null };

export const withDatabase = (selection: SourceSelection, databaseId: number | null): SourceSelection =>
  databaseId === selection.databaseId ? selection : { databaseId, schema: null, table: null };

export const withSchema = (selection: SourceSelection, schema: string | null): SourceSelection =>
  schema === selection.schema ? selection : { ...selection, schema, table: null };

export const withTable = (selection: SourceSelection, table: string | null): SourceSelection => ({
  ...selection,
  table,
});

/** The schema a fresh database choice starts on: the only one, else the engine's usual default when offered. */
export const defaultSchema = (schemas: readonly string[]): string | null => {
  if (schemas.length === 1) return schemas[0] ?? null;
  return ['main', 'public'].find((name) => schemas.includes(name)) ?? null;
};

/** Tables whose name contains the search text, ignoring case (Superset's table search). */
export const filterTables = (tables: readonly DatabaseTable[], search: string): DatabaseTable[] => {
  const needle = search.trim().toLowerCase();
  return needle === '' ? [...tables] : tables.filter((table) => table.value.toLowerCase().includes(needle));
};

/** The dataset already registered on `table`, which Superset shows instead of creating a second one. */
export const datasetOnTable = (existing: readonly ExistingDataset[], table: string | null): ExistingDataset | null =>
  table === null ? null : (existing.find((dataset) => dataset.table_name === table) ?? null);

/** POST /api/v1/dataset/ for the chosen table; null until a table is chosen. */
export const physicalDatasetPayload = (selection: SourceSelection): DatasetCreate | null =>
  selection.databaseId === null || selection.schema === null || selection.table === null
    ? null
    : { database: selection.databaseId, schema: selection.schema, table_name: selection.table };

/** POST /api/v1/dataset/ for a virtual dataset; null while a field is missing. */
export const virtualDatasetPayload = (
  selection: Pick<SourceSelection, 'databaseId' | 'schema'>,
  name: string,
  sql: string,
): DatasetCreate | null =>
  selection.databaseId === null || name.trim() === '' || sql.trim() === ''
    ? null
    : { database: selection.databaseId, schema: selection.schema, table_name: name.trim(), sql };

/** Explore on a dataset, optionally with a chart type, in the URL form explore reads. */
export const exploreDatasetUrl = (datasetId: number, vizType?: string): string => {
  const params = new URLSearchParams({ datasource_type: 'table', datasource_id: String(datasetId) });
  if (vizType !== undefined) params.set('viz_type', vizType);
  return `/explore/?${params.toString()}`;
};

/** The database preselected by `?database=<id>` (the link after connecting a database). */
export const databaseFromUrl = (raw: string | null): number | null => {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * The table path's choice read from `?database=&schema=&table=`: kept in the URL so a reload, Back
 * from explore or a re-render of the page keeps it (Superset keeps db/schema in its dataset-add reducer).
 */
export const selectionFromParams = (params: URLSearchParams): SourceSelection => {
  const databaseId = databaseFromUrl(params.get('database'));
  const schema = databaseId === null ? null : params.get('schema') || null;
  const table = schema === null ? null : params.get('table') || null;
  return { databaseId, schema, table };
};

/** `params` with the choice written into it, other parameters (such as `source`) kept. */
export const paramsWithSelection = (params: URLSearchParams, selection: SourceSelection): URLSearchParams => {
  const next = new URLSearchParams(params);
  const entries: [string, string | null][] = [
    ['database', selection.databaseId === null ? null : String(selection.databaseId)],
    ['schema', selection.schema],
    ['table', selection.table],
  ];
  for (const [key, value] of entries) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
};
