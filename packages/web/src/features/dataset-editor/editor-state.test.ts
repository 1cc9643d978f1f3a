import { describe, expect, it } from 'vitest';
import {
  addCalculatedColumn,
  addMetric,
  removeColumn,
  removeMetric,
  setMainDttm,
  toEditorState,
  uniqueName,
  updateColumn,
  updateMetric,
} from './editor-state';
import { datasetDetail, metric } from '../../../test-support/features/dataset-editor/fixtures';

describe('toEditorState', () => {
  it('splits physical and calculated columns and reads certification from extra', () => {
    const state = toEditorState(
      datasetDetail({
        extra: JSON.stringify({ certification: { certified_by: 'Ops', details: 'ok' }, foo: 1 }),
        certified_by: null,
        metrics: [metric('m', { id: 3, extra: '{"warning_markdown":"careful"}' })],
      }),
    );
    expect(state.columns.map((c) => [c.column_name, c.calculated])).toEqual([
      ['date', false],
      ['origin', false],
      ['late', true],
    ]);
    expect(state.certified_by).toBe('Ops');
    expect(state.certification_details).toBe('ok');
    expect(JSON.parse(state.extra)).toEqual({ foo: 1 });
    expect(state.metrics[0]).toMatchObject({ key: 'metric-3', warning_text: 'careful' });
    expect(state.owners).toEqual([1]);
  });
});

describe('editor updates', () => {
  it('adds metrics with unique names and removes them', () => {
    let state = addMetric(toEditorState(datasetDetail()), 'count');
    state = addMetric(state, 'count');
    expect(state.metrics.map((m) => m.metric_name)).toEqual(['count', 'avg_delay', 'count_2', 'count_3']);
    const added = state.metrics[2]?.key ?? '';
    expect(added).toBe('metric-new');
    state = updateMetric(state, added, { verbose_name: 'Count too' });
    expect(state.metrics[2]?.verbose_name).toBe('Count too');
    expect(removeMetric(state, added).metrics).toHaveLength(3);
  });

  it('keeps the default datetime column in step with renames and the temporal flag', () => {
    const state = toEditorState(datasetDetail());
    const renamed = updateColumn(state, 'column-11', { column_name: 'day' });
    expect(renamed.main_dttm_col).toBe('day');
    expect(updateColumn(state, 'column-11', { is_dttm: false }).main_dttm_col).toBeNull();
    expect(updateColumn(state, 'column-12', { verbose_name: 'Origin' }).main_dttm_col).toBe('date');
    expect(updateColumn(state, 'nope', { verbose_name: 'x' })).toBe(state);
  });

  it('only sets a temporal column as the default datetime', () => {
    const state = toEditorState(datasetDetail());
    expect(setMainDttm(state, 'origin').main_dttm_col).toBe('date');
    expect(setMainDttm(state, null).main_dttm_col).toBeNull();
    const temporal = updateColumn(state, 'column-12', { is_dttm: true });
    expect(setMainDttm(temporal, 'origin').main_dttm_col).toBe('origin');
  });

  it('adds and removes calculated columns but never a physical one', () => {
    let state = addCalculatedColumn(toEditorState(datasetDetail()), 'origin');
    const added = state.columns.at(-1);
    expect(added).toMatchObject({ column_name: 'origin_2', calculated: true, expression: '' });
    expect(removeColumn(state, 'column-12')).toBe(state);
    state = removeColumn(state, added?.key ?? '');
    expect(state.columns).toHaveLength(3);
  });

  it('clears the default datetime when its calculated column is removed', () => {
    let state = addCalculatedColumn(toEditorState(datasetDetail()), 'ts');
    const key = state.columns.at(-1)?.key ?? '';
    state = setMainDttm(updateColumn(state, key, { is_dttm: true }), 'ts');
    expect(state.main_dttm_col).toBe('ts');
    expect(removeColumn(state, key).main_dttm_col).toBeNull();
  });

  it('finds a free name', () => {
    expect(uniqueName('a', [])).toBe('a');
    expect(uniqueName('a', ['a', 'a_2'])).toBe('a_3');
  });
});
