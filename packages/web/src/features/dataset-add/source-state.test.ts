import { decodeRison } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { existingDatasetsPath, tableMetadataPath, tablesPath } from './dataset-add-api';
import {
  EMPTY_SELECTION,
  paramsWithSelection,
  selectionFromParams,
  databaseFromUrl,
  datasetOnTable,
  defaultSchema,
  exploreDatasetUrl,
  filterTables,
  physicalDatasetPayload,
  virtualDatasetPayload,
  withDatabase,
  withSchema,
  withTable,
} from './source-state';

const tables = [
  { value: 'cars', type: 'table' as const, extra: null },
  { value: 'flights', type: 'table' as const, extra: null },
  { value: 'Flight_view', type: 'view' as const, extra: null },
];

describe('dataset source pickers', () => {
  it('clears the schema and table when the database changes, and the table when the schema changes', () => {
    const chosen = withTable(withSchema(withDatabase(EMPTY_SELECTION, 1), 'main'), 'cars');
    expect(chosen).toEqual({ databaseId: 1, schema: 'main', table: 'cars' });
    expect(withDatabase(chosen, 1)).toBe(chosen);
    expect(withDatabase(chosen, 2)).toEqual({ databaseId: 2, schema: null, table: null });
    expect(withSchema(chosen, 'main')).toBe(chosen);
    expect(withSchema(chosen, 'other')).toEqual({ databaseId: 1, schema: 'other', table: null });
  });

  it('starts on the only schema, else main or public', () => {
    expect(defaultSchema(['analytics'])).toBe('analytics');
    expect(defaultSchema(['information_schema', 'public'])).toBe('public');
    expect(defaultSchema(['a', 'b'])).toBe(null);
    expect(defaultSchema([])).toBe(null);
  });

  it('searches tables by name without case', () => {
    expect(filterTables(tables, ' FLIGHT ').map((t) => t.value)).toEqual(['flights', 'Flight_view']);
    expect(filterTables(tables, '')).toHaveLength(3);
    expect(filterTables(tables, 'zzz')).toEqual([]);
  });

  it('finds the dataset already on the chosen table', () => {
    const existing = [{ id: 7, table_name: 'flights' }];
    expect(datasetOnTable(existing, 'flights')).toEqual({ id: 7, table_name: 'flights' });
    expect(datasetOnTable(existing, 'cars')).toBe(null);
    expect(datasetOnTable(existing, null)).toBe(null);
  });

  it('builds the create payloads only when every field is there', () => {
    expect(physicalDatasetPayload({ databaseId: 1, schema: 'main', table: null })).toBe(null);
    expect(physicalDatasetPayload({ databaseId: 1, schema: 'main', table: 'cars' })).toEqual({
      database: 1,
      schema: 'main',
      table_name: 'cars',
    });
    expect(virtualDatasetPayload({ databaseId: 1, schema: null }, ' ', 'SELECT 1')).toBe(null);
    expect(virtualDatasetPayload({ databaseId: 1, schema: null }, 'x', '  ')).toBe(null);
    expect(virtualDatasetPayload({ databaseId: 1, schema: 'main' }, ' big cars ', 'SELECT 1')).toEqual({
      database: 1,
      schema: 'main',
      table_name: 'big cars',
      sql: 'SELECT 1',
    });
  });

  it('opens explore on the dataset, with a chart type when given', () => {
    expect(exploreDatasetUrl(5)).toBe('/explore/?datasource_type=table&datasource_id=5');
    expect(exploreDatasetUrl(5, 'pie')).toBe('/explore/?datasource_type=table&datasource_id=5&viz_type=pie');
  });

  it('reads a preselected database id from the URL', () => {
    expect(databaseFromUrl('3')).toBe(3);
    expect(databaseFromUrl('0')).toBe(null);
    expect(databaseFromUrl('x')).toBe(null);
    expect(databaseFromUrl(null)).toBe(null);
  });

  it("asks for Superset's paths", () => {
    expect(tablesPath(1, 'main')).toBe('/api/v1/database/1/tables/?q=(schema_name:main)');
    expect(tableMetadataPath(1, 'my table', 'main')).toBe(
      '/api/v1/database/1/table_metadata/?name=my+table&schema=main',
    );
    const q = decodeURIComponent(existingDatasetsPath(2, 'main').split('?q=')[1] ?? '');
    expect(decodeRison(q)).toMatchObject({
      filters: [
        { col: 'database', opr: 'rel_o_m', value: 2 },
        { col: 'schema', opr: 'eq', value: 'main' },
        { col: 'sql', opr: 'dataset_is_null_or_empty', value: true },
      ],
    });
  });
});

describe('the choice in the URL', () => {
  it('reads database, schema and table, ignoring a schema without a database or a bad id', () => {
    expect(selectionFromParams(new URLSearchParams('database=3&schema=main&table=cars'))).toEqual({
      databaseId: 3,
      schema: 'main',
      table: 'cars',
    });
    expect(selectionFromParams(new URLSearchParams('database=x&schema=main&table=cars'))).toEqual(EMPTY_SELECTION);
    expect(selectionFromParams(new URLSearchParams('database=3&table=cars'))).toEqual({
      databaseId: 3,
      schema: null,
      table: null,
    });
  });

  it('writes the choice beside the other parameters and drops what was cleared', () => {
    const params = new URLSearchParams('source=table&database=3&schema=main&table=cars');
    const next = paramsWithSelection(params, { databaseId: 4, schema: null, table: null });
    expect(next.toString()).toBe('source=table&database=4');
  });
});
