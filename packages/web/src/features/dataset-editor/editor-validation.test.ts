import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/current-locale';
import { addCalculatedColumn, toEditorState, updateColumn, updateMetric, updateSettings } from './editor-state';
import { issuesByTab, validateEditorState } from './editor-validation';
import { datasetDetail } from '../../../test-support/features/dataset-editor/fixtures';

const messages = (state: ReturnType<typeof toEditorState>) => validateEditorState(state, t).map((i) => i.message);

describe('validateEditorState', () => {
  it('accepts a dataset as loaded', () => {
    expect(validateEditorState(toEditorState(datasetDetail()), t)).toEqual([]);
  });

  it('reports duplicated metric and column names', () => {
    let state = toEditorState(datasetDetail());
    state = updateMetric(state, 'metric-22', { metric_name: ' count ' });
    state = updateColumn(state, 'column-13', { column_name: 'origin' });
    const issues = validateEditorState(state, t);
    expect(issues.map((i) => i.message)).toEqual([
      'Metric name [count] is duplicated',
      'Column name [origin] is duplicated',
    ]);
    expect(issues[1]?.tab).toBe('columns');
  });

  it('needs names and expressions', () => {
    let state = toEditorState(datasetDetail());
    state = updateMetric(state, 'metric-21', { metric_name: '', expression: ' ' });
    state = addCalculatedColumn(state, 'calc');
    expect(messages(state)).toEqual([
      'Metric name cannot be empty',
      'Metric [] requires an expression',
      'Calculated column [calc] requires an expression',
    ]);
    expect(issuesByTab(validateEditorState(state, t))).toEqual({ settings: 0, metrics: 2, columns: 0, calculated: 1 });
  });

  it('checks settings: integer cache timeout, JSON object extra, SQL of a virtual dataset', () => {
    let state = toEditorState(datasetDetail({ kind: 'virtual', sql: 'SELECT 1' }));
    state = updateSettings(state, { cache_timeout: '1.5', extra: '[1]', sql: '  ' });
    expect(messages(state)).toEqual([
      'Cache timeout is expected to be an integer',
      'Extra must be a JSON object',
      'SQL cannot be empty',
    ]);
    expect(messages(updateSettings(state, { cache_timeout: '-1', extra: '{"a":1}', sql: 'SELECT 2' }))).toEqual([]);
  });

  it('checks the datetime format of columns', () => {
    const state = updateColumn(toEditorState(datasetDetail()), 'column-12', { python_date_format: '%Q' });
    expect(messages(state)).toEqual(['origin: Invalid date/timestamp format']);
    expect(messages(updateColumn(state, 'column-12', { python_date_format: '%Y-%m-%d' }))).toEqual([]);
  });
});
