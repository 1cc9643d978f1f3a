import { describe, expect, it } from 'vitest';
import { column, makeDatasource, testPanel } from '../../../../test-support/features/explore/fixtures';
import {
  defaultTemporalColumn,
  hasDatasourceWarning,
  withCompatibleValues,
  withTemporalDefaults,
} from './datasource-compat';

const fd = (extra: Record<string, unknown>) => ({ viz_type: 'bar', datasource: '7__table', ...extra });
const simpleMetric = (col: string) => ({ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: col } });

describe('values compatible with the dataset', () => {
  const ds = makeDatasource();

  it('drops saved metrics and column names the dataset no longer has', () => {
    const out = withCompatibleValues(testPanel, fd({ metrics: ['count', 'gone'], groupby: ['origin', 'old'] }), ds);
    expect(out['metrics']).toEqual(['count']);
    expect(out['groupby']).toEqual(['origin']);
  });

  it('falls back to the default when nothing is left, and for a single value', () => {
    const out = withCompatibleValues(testPanel, fd({ groupby: ['old'], x_axis: 'old', metrics: ['gone'] }), ds);
    expect(out['groupby']).toEqual([]);
    expect(out['x_axis']).toBe(null);
    expect(out['metrics']).toEqual([]);
  });

  it('keeps adhoc metrics and filters on missing columns with a warning, and clears a stale one', () => {
    const out = withCompatibleValues(
      testPanel,
      fd({
        metrics: [simpleMetric('delay'), simpleMetric('gone'), { expressionType: 'SQL', sqlExpression: 'SUM(x)' }],
        adhoc_filters: [
          { expressionType: 'SIMPLE', subject: 'gone', operator: '==', comparator: 1 },
          { expressionType: 'SIMPLE', subject: 'origin', operator: '==', comparator: 'SEA', datasourceWarning: true },
        ],
      }),
      ds,
    );
    expect(out['metrics']).toEqual([
      simpleMetric('delay'),
      { ...simpleMetric('gone'), datasourceWarning: true },
      { expressionType: 'SQL', sqlExpression: 'SUM(x)' },
    ]);
    expect(out['adhoc_filters']).toEqual([
      { expressionType: 'SIMPLE', subject: 'gone', operator: '==', comparator: 1, datasourceWarning: true },
      { expressionType: 'SIMPLE', subject: 'origin', operator: '==', comparator: 'SEA' },
    ]);
    expect(hasDatasourceWarning(out['metrics'])).toBe(true);
    expect(hasDatasourceWarning(out['groupby'])).toBe(false);
  });

  it('keeps adhoc columns, leaves other controls alone, and does nothing without a dataset', () => {
    const adhoc = { sqlExpression: 'upper(origin)', label: 'O', expressionType: 'SQL' };
    const input = fd({ groupby: [adhoc], row_limit: 5, unknown_key: 'x' });
    expect(withCompatibleValues(testPanel, input, ds)).toEqual(input);
    const missing = fd({ metrics: ['gone'] });
    expect(withCompatibleValues(testPanel, missing, null)).toBe(missing);
  });
});

describe('time columns from the dataset', () => {
  const ds = makeDatasource();

  it('prefers the main datetime column, else the first temporal one', () => {
    expect(defaultTemporalColumn(ds)).toBe('departure_time');
    const other = makeDatasource({
      main_dttm_col: 'origin',
      columns: [column('origin'), column('ds', { is_dttm: true }), column('ts', { is_dttm: true })],
    });
    expect(defaultTemporalColumn(other)).toBe('ds');
    expect(defaultTemporalColumn(makeDatasource({ columns: [column('origin')] }))).toBe(null);
  });

  it('fills an unset x-axis and keeps a chosen one', () => {
    expect(withTemporalDefaults(testPanel, fd({ x_axis: null }), ds)['x_axis']).toBe('departure_time');
    expect(withTemporalDefaults(testPanel, fd({}), ds)['x_axis']).toBe('departure_time');
    expect(withTemporalDefaults(testPanel, fd({ x_axis: 'origin' }), ds)['x_axis']).toBe('origin');
    expect(withTemporalDefaults(testPanel, fd({ x_axis: null }), null)['x_axis']).toBe(null);
  });

  it('replaces a time column that is not temporal in the dataset', () => {
    const panel = {
      sections: [
        { label: 'q', controlSetRows: [[{ name: 'granularity_sqla', type: 'SelectControl', label: 'Time' }]] },
      ],
    };
    expect(withTemporalDefaults(panel, fd({ granularity_sqla: 'origin' }), ds)['granularity_sqla']).toBe(
      'departure_time',
    );
    expect(withTemporalDefaults(panel, fd({ granularity_sqla: 'departure_time' }), ds)['granularity_sqla']).toBe(
      'departure_time',
    );
    expect(withTemporalDefaults(panel, fd({}), makeDatasource({ columns: [] }))['granularity_sqla']).toBe(null);
    expect('x_axis' in withTemporalDefaults(panel, fd({}), ds)).toBe(false);
  });
});
