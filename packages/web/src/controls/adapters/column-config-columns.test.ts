import { describe, expect, it } from 'vitest';
import { testDatasource } from '../../../test-support/controls/datasource-fixture';
import { columnsFromFormData } from './column-config-columns';

const base = { viz_type: 'table', datasource: '3__table' };
const ds = testDatasource();

describe('columnsFromFormData', () => {
  it('lists dimensions with their dataset types, then metrics and percentage metrics as numbers', () => {
    const formData = {
      ...base,
      groupby: ['origin', 'date', { sqlExpression: 'UPPER(origin)', label: 'Upper' }],
      metrics: ['count', { expressionType: 'SIMPLE', column: { column_name: 'delay' }, aggregate: 'SUM' }],
      percent_metrics: ['count'],
    };
    expect(columnsFromFormData(formData, ds)).toEqual([
      { key: 'origin', label: 'origin', dataType: 1 },
      { key: 'date', label: 'date', dataType: 2 },
      { key: 'Upper', label: 'Upper', dataType: undefined },
      { key: 'count', label: 'count', dataType: 0 },
      { key: 'SUM(delay)', label: 'SUM(delay)', dataType: 0 },
      { key: '%count', label: '%count', dataType: 0 },
    ]);
  });

  it('lists the raw columns in raw mode', () => {
    const formData = { ...base, query_mode: 'raw', all_columns: ['delay'], metrics: ['count'] };
    expect(columnsFromFormData(formData, ds)).toEqual([{ key: 'delay', label: 'delay', dataType: 0 }]);
  });
});
