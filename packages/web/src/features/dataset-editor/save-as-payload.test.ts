import { DatasetCreateSchema, DatasetUpdateSchema } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import {
  buildOverwriteUpdate,
  buildVirtualDatasetCreate,
  canSubmitSaveAs,
  overwriteCandidates,
  overwriteListQuery,
} from './save-as-payload';
import { datasetRow } from '../../../test-support/features/dataset-editor/fixtures';

const source = { sql: 'SELECT 1 AS x', databaseId: 2, schema: 'main' };

describe('save as dataset payloads', () => {
  it('creates a virtual dataset with a trimmed name', () => {
    const body = buildVirtualDatasetCreate(source, '  My query ');
    expect(body).toEqual({ database: 2, schema: 'main', table_name: 'My query', sql: 'SELECT 1 AS x' });
    expect(DatasetCreateSchema.safeParse(body).success).toBe(true);
  });

  it('carries template parameters as JSON text and drops empty ones', () => {
    expect(buildVirtualDatasetCreate({ ...source, templateParams: { a: 1 } }, 'q').template_params).toBe('{"a":1}');
    expect(buildVirtualDatasetCreate({ ...source, templateParams: '{"b":2}' }, 'q').template_params).toBe('{"b":2}');
    expect(buildVirtualDatasetCreate({ ...source, templateParams: '' }, 'q')).not.toHaveProperty('template_params');
    expect(buildVirtualDatasetCreate({ ...source, templateParams: {} }, 'q')).not.toHaveProperty('template_params');
  });

  it('overwrites the query, schema and parameters of an existing dataset', () => {
    const body = buildOverwriteUpdate({ ...source, schema: null, templateParams: '{"c":3}' });
    expect(body).toEqual({ sql: 'SELECT 1 AS x', schema: null, database_id: 2, template_params: '{"c":3}' });
    expect(DatasetUpdateSchema.safeParse(body).success).toBe(true);
  });

  it('needs a name to save and a dataset to overwrite', () => {
    expect(canSubmitSaveAs('new', ' ', null)).toBe(false);
    expect(canSubmitSaveAs('new', 'x', null)).toBe(true);
    expect(canSubmitSaveAs('overwrite', 'x', null)).toBe(false);
    expect(canSubmitSaveAs('overwrite', '', 4)).toBe(true);
  });

  it('offers virtual datasets matching the search for overwriting', () => {
    expect(overwriteListQuery('sal')).toMatchObject({ filters: [{ col: 'table_name', opr: 'ct', value: 'sal' }] });
    const rows = [datasetRow(1, 'a'), datasetRow(2, 'b', { kind: 'virtual', sql: 'SELECT 1' })];
    expect(overwriteCandidates(rows).map((r) => r.id)).toEqual([2]);
  });
});
