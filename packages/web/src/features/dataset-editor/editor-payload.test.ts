import { DatasetUpdateSchema } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { buildDatasetUpdate, datasetUpdatePath } from './editor-payload';
import { addCalculatedColumn, toEditorState, updateColumn, updateMetric, updateSettings } from './editor-state';
import { datasetDetail } from '../../../test-support/features/dataset-editor/fixtures';

describe('buildDatasetUpdate', () => {
  it('sends the edited fields in a body the server schema accepts', () => {
    let state = toEditorState(datasetDetail({ owners: [{ id: 1, first_name: 'A', last_name: 'B' }] }));
    state = updateMetric(state, 'metric-21', { verbose_name: 'Flights', certified_by: 'Ops' });
    state = updateSettings(state, { cache_timeout: '60', description: ' ', owners: [1, 4], extra: '{"x":1}' });
    const body = buildDatasetUpdate(state);
    expect(DatasetUpdateSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ cache_timeout: 60, description: null, owners: [1, 4], main_dttm_col: 'date' });
    expect(JSON.parse(body.extra ?? '')).toEqual({ x: 1 });
    expect(body.sql).toBeUndefined();
    expect(body.metrics?.[0]).toMatchObject({ id: 21, metric_name: 'count', verbose_name: 'Flights' });
    expect(JSON.parse(body.metrics?.[0]?.extra ?? '')).toEqual({
      certification: { certified_by: 'Ops', details: null },
    });
    expect(body.metrics?.[1]?.extra).toBeNull();
  });

  it('sends physical columns without an expression and calculated ones with theirs', () => {
    let state = addCalculatedColumn(toEditorState(datasetDetail()), 'calc');
    const key = state.columns.at(-1)?.key ?? '';
    state = updateColumn(state, key, { expression: 'a + b', type: 'INT' });
    state = updateColumn(state, 'column-12', { certified_by: 'Data', python_date_format: '' });
    const columns = buildDatasetUpdate(state).columns ?? [];
    expect(columns[1]).toMatchObject({ id: 12, expression: null, type_generic: 1, python_date_format: null });
    expect(JSON.parse(columns[1]?.extra ?? '')).toEqual({ certification: { certified_by: 'Data', details: null } });
    expect(columns[2]).toMatchObject({ id: 13, expression: 'delay > 15' });
    expect(columns[3]).toEqual(expect.objectContaining({ column_name: 'calc', expression: 'a + b', type: 'INT' }));
    expect(columns[3]).not.toHaveProperty('id');
    expect(columns[3]).not.toHaveProperty('type_generic');
  });

  it('sends SQL for virtual datasets and keeps certification at the top level too', () => {
    const state = updateSettings(toEditorState(datasetDetail({ kind: 'virtual', sql: 'SELECT 1', extra: '{}' })), {
      sql: 'SELECT 2',
      certified_by: 'Ops',
      warning_markdown: 'Beta',
    });
    const body = buildDatasetUpdate(state);
    expect(body).toMatchObject({ sql: 'SELECT 2', certified_by: 'Ops', warning_markdown: 'Beta' });
    expect(JSON.parse(body.extra ?? '')).toEqual({
      certification: { certified_by: 'Ops', details: null },
      warning_markdown: 'Beta',
    });
    expect(buildDatasetUpdate(toEditorState(datasetDetail({ extra: '{}' }))).extra).toBe('{}');
    expect(buildDatasetUpdate(toEditorState(datasetDetail())).extra).toBeNull();
  });

  it('keeps column ids on the server', () => {
    expect(datasetUpdatePath(7)).toBe('/api/v1/dataset/7?override_columns=false');
  });
});
