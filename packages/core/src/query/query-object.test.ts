import { describe, expect, it } from 'vitest';
import { QueryMetricSchema, QueryObjectSchema } from './query-object.js';

describe('query object metrics', () => {
  it('takes adhoc metrics as Superset stores them: unused keys null, extra keys ignored', () => {
    const sql = {
      expressionType: 'SQL',
      sqlExpression: 'SUM(delay)',
      column: null,
      aggregate: null,
      label: 'Total delay',
      hasCustomLabel: false,
      optionName: 'metric_1',
      datasourceWarning: false,
    };
    const simple = {
      expressionType: 'SIMPLE',
      sqlExpression: null,
      column: { column_name: 'delay', type: 'INTEGER', id: 3 },
      aggregate: 'AVG',
      label: null,
      hasCustomLabel: null,
      optionName: null,
      isNew: false,
    };
    expect(QueryMetricSchema.parse(sql)).toEqual({
      expressionType: 'SQL',
      sqlExpression: 'SUM(delay)',
      label: 'Total delay',
      hasCustomLabel: false,
      optionName: 'metric_1',
    });
    expect(QueryMetricSchema.safeParse(simple).success).toBe(true);
    expect(QueryObjectSchema.safeParse({ metrics: ['count', sql, simple] }).success).toBe(true);
  });

  it('still refuses a metric without its expression or with an unknown aggregate', () => {
    expect(QueryMetricSchema.safeParse({ expressionType: 'SQL', sqlExpression: null }).success).toBe(false);
    expect(
      QueryMetricSchema.safeParse({ expressionType: 'SIMPLE', aggregate: 'MEDIAN', column: { column_name: 'x' } })
        .success,
    ).toBe(false);
  });
});
