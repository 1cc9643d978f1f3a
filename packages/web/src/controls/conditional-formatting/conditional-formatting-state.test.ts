import { describe, expect, it } from 'vitest';
import { testColumn, testDatasource } from '../testing/datasource-fixture';
import {
  cleanRule,
  formattingColumnOptions,
  newRule,
  ruleLabel,
  targetFields,
  visibleErrors,
  type RuleField,
} from './conditional-formatting-state';

const label = (column: string): string => column.toUpperCase();

describe('conditional formatting rules', () => {
  it('starts green with operator None', () => {
    expect(newRule()).toEqual({ column: null, colorScheme: 'green', operator: 'None' });
  });

  it('asks for the targets the operator needs', () => {
    expect(targetFields('None')).toEqual([]);
    expect(targetFields('>')).toEqual(['targetValue']);
    expect(targetFields('≤ x <')).toEqual(['targetValueLeft', 'targetValueRight']);
    expect(targetFields('between')).toEqual(['targetValueLeft', 'targetValueRight']);
    expect(targetFields(undefined)).toEqual([]);
  });

  it('shows errors only for fields that were left', () => {
    const rule = { column: null, colorScheme: 'green', operator: '< x <', targetValueLeft: 5, targetValueRight: 1 };
    expect(visibleErrors(rule, new Set<RuleField>())).toEqual({});
    expect(visibleErrors(rule, new Set<RuleField>(['column', 'targetValueRight']))).toEqual({
      column: 'Required',
      targetValueRight: 'This value should be greater than the left target value',
    });
  });

  it('saves numbers and drops targets the operator does not use', () => {
    expect(
      cleanRule({ column: 'count', colorScheme: 'red', operator: '>=', targetValue: '10', targetValueLeft: 1 }),
    ).toEqual({
      column: 'count',
      colorScheme: 'red',
      operator: '≥',
      targetValue: 10,
    });
    expect(cleanRule({ column: 'c', colorScheme: 'red', operator: 'None', targetValue: 3 })).toEqual({
      column: 'c',
      colorScheme: 'red',
      operator: 'None',
    });
  });

  it('labels rules as Superset does', () => {
    expect(ruleLabel({ column: 'count', operator: '>', targetValue: 10 }, label)).toBe('COUNT > 10');
    expect(ruleLabel({ column: 'count', operator: 'None' }, label)).toBe('COUNT');
    expect(ruleLabel({ column: 'count', operator: '≤ x <', targetValueLeft: 1, targetValueRight: 5 }, label)).toBe(
      '1 ≤ COUNT < 5',
    );
  });
});

describe('formattingColumnOptions', () => {
  const datasource = testDatasource({
    columns: [testColumn('origin'), testColumn('delay', { type: 'INTEGER', type_generic: 0 })],
    verbose_map: { count: 'Count' },
  });

  it('lists metrics, percent metrics and numeric dimensions', () => {
    const formData = {
      viz_type: 'table',
      datasource: '3__table',
      metrics: ['count', { expressionType: 'SQL', sqlExpression: 'SUM(x)', label: 'total' }],
      percent_metrics: ['count'],
      groupby: ['origin', 'delay'],
    };
    expect(formattingColumnOptions(formData, datasource, [{ column: 'old' }])).toEqual([
      { value: 'count', label: 'Count' },
      { value: 'total', label: 'total' },
      { value: '%count', label: '%count' },
      { value: 'delay', label: 'delay' },
      { value: 'old', label: 'old' },
    ]);
  });

  it('lists numeric raw columns in raw mode', () => {
    const formData = { viz_type: 'table', datasource: '3__table', query_mode: 'raw', all_columns: ['origin', 'delay'] };
    expect(formattingColumnOptions(formData, datasource, [])).toEqual([{ value: 'delay', label: 'delay' }]);
  });
});
