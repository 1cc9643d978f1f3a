import { describe, expect, it } from 'vitest';
import { buildQueryObject, CommonFormDataSchema } from './build-query-object.js';

describe('buildQueryObject', () => {
  it('maps adhoc filters, time range and grouping like Superset', () => {
    const fd = CommonFormDataSchema.parse({
      datasource: '3__table',
      viz_type: 'table',
      groupby: ['origin'],
      metrics: ['count'],
      adhoc_filters: [
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'origin', operator: 'IN', comparator: ['SEA'] },
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'delay > 0' },
        { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'COUNT(*) > 2' },
      ],
      granularity_sqla: 'date',
      time_range: 'Last week',
      row_limit: '100',
    });
    expect(buildQueryObject(fd)).toMatchObject({
      columns: ['origin'],
      metrics: ['count'],
      filters: [
        { col: 'origin', op: 'IN', val: ['SEA'] },
        { col: 'date', op: 'TEMPORAL_RANGE', val: 'Last week' },
      ],
      extras: { where: '(delay > 0)', having: '(COUNT(*) > 2)' },
      row_limit: 100,
    });
  });
});
