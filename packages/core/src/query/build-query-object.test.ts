import { describe, expect, it } from 'vitest';
import { buildQueryObject, CommonFormDataSchema, parseDatasourceKey, simpleHavingSql } from './build-query-object.js';

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

describe('simple HAVING filters', () => {
  const having = (operator: string, comparator: unknown) =>
    buildQueryObject({
      datasource: '1__table',
      viz_type: 'table',
      metrics: ['count'],
      adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'HAVING', subject: 'COUNT(*)', operator, comparator }],
    });

  it('become SQL in extras.having, not row filters', () => {
    const q = having('>', 10);
    expect(q.filters).toEqual([]);
    expect(q.extras.having).toBe('(COUNT(*) > 10)');
    expect(having('==', '5').extras.having).toBe('(COUNT(*) = 5)');
    expect(having('IN', [1, 2]).extras.having).toBe('(COUNT(*) IN (1, 2))');
    expect(having('IS NOT NULL', undefined).extras.having).toBe('(COUNT(*) IS NOT NULL)');
  });

  it("quote text with doubled quotes and skip comparators that don't fit", () => {
    expect(simpleHavingSql('MAX(name)', '!=', "O'Hare")).toBe("MAX(name) <> 'O''Hare'");
    expect(having('>', { nested: true }).extras.having).toBeUndefined();
  });
});

describe('parseDatasourceKey', () => {
  it('reads Superset\'s "<id>__<type>" key', () => {
    expect(parseDatasourceKey('12__table')).toEqual({ id: 12, type: 'table' });
    expect(parseDatasourceKey('7')).toEqual({ id: 7, type: 'table' });
  });

  it('answers no dataset, not a crash, for a chart whose saved params lack datasource', () => {
    expect(Number.isNaN(parseDatasourceKey(undefined).id)).toBe(true);
    expect(Number.isNaN(parseDatasourceKey(null).id)).toBe(true);
  });
});
