import type { RuleField } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { testColumn, testDatasource } from '../../../test-support/controls/datasource-fixture';
import { formattingColumnOptions, visibleErrors } from './conditional-formatting-fields';

describe('conditional formatting fields', () => {
  it('shows errors only for fields that were left', () => {
    const rule = { column: null, colorScheme: 'green', operator: '< x <', targetValueLeft: 5, targetValueRight: 1 };
    expect(visibleErrors(rule, new Set<RuleField>())).toEqual({});
    expect(visibleErrors(rule, new Set<RuleField>(['column', 'targetValueRight']))).toEqual({
      column: 'Required',
      targetValueRight: 'This value should be greater than the left target value',
    });
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
