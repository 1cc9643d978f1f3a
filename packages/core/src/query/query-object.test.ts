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

describe("query objects as Superset's schema loads them", () => {
  it('takes adhoc columns with unset fields null and explore keys beside the expression', () => {
    const column = {
      sqlExpression: 'UPPER(origin)',
      label: 'Origin',
      expressionType: 'SQL',
      columnType: null,
      timeGrain: null,
      hasCustomLabel: true,
      optionName: '_col_Origin',
      isColumnReference: false,
      datasourceWarning: false,
    };
    const q = QueryObjectSchema.parse({ columns: [column], series_columns: [column], metrics: ['count'] });
    expect(q.columns).toEqual([
      { sqlExpression: 'UPPER(origin)', label: 'Origin', expressionType: 'SQL', columnType: null, timeGrain: null },
    ]);
  });

  it('takes filters with isExtra and grain null, null values and the operator in any case', () => {
    const q = QueryObjectSchema.parse({
      filters: [
        { col: 'origin', op: 'in', val: ['SEA'], isExtra: null, grain: null },
        { col: 'origin', op: 'IS NOT NULL', val: null, isExtra: false },
        { col: 'name', op: 'not like', val: 'A%' },
      ],
    });
    expect(q.filters.map((f) => f.op)).toEqual(['IN', 'IS NOT NULL', 'NOT LIKE']);
  });

  it('reads null lists, extras and flags as their defaults, and drops unknown keys', () => {
    const q = QueryObjectSchema.parse({
      columns: null,
      filters: null,
      extras: null,
      orderby: null,
      order_desc: null,
      row_offset: null,
      series_limit: null,
      is_rowcount: null,
      is_timeseries: null,
      time_offsets: null,
      post_processing: null,
      annotation_layers: null,
      url_params: null,
      applied_time_extras: {},
      custom_params: {},
      custom_form_data: {},
      time_shift: null,
      metrics: ['count'],
    });
    expect(q).toMatchObject({ columns: [], filters: [], extras: {}, orderby: [], order_desc: true, row_offset: 0 });
    expect(q).not.toHaveProperty('applied_time_extras');
  });

  it('moves the deprecated top-level where and having into extras unless extras has its own', () => {
    expect(QueryObjectSchema.parse({ where: 'delay > 0', having: 'COUNT(*) > 1' }).extras).toEqual({
      where: 'delay > 0',
      having: 'COUNT(*) > 1',
    });
    expect(QueryObjectSchema.parse({ where: 'a', extras: { where: 'b' } }).extras.where).toBe('b');
  });

  it("reads {label} as the saved metric it names and Superset 1's columnName as the column", () => {
    const q = QueryObjectSchema.parse({
      metrics: [
        { label: 'count' },
        { expressionType: 'SIMPLE', aggregate: 'SUM', column: { columnName: 'delay' }, label: 'Delay' },
      ],
    });
    expect(q.metrics?.[0]).toBe('count');
    expect(q.metrics?.[1]).toMatchObject({ column: { column_name: 'delay' } });
  });

  it('stays strict where it must: operators, aggregates, expressions, and adhoc metrics are not labels', () => {
    expect(QueryObjectSchema.safeParse({ filters: [{ col: 'a', op: 'REGEXP', val: 'x' }] }).success).toBe(false);
    expect(
      QueryMetricSchema.safeParse({ expressionType: 'SIMPLE', aggregate: null, column: { column_name: 'x' } }).success,
    ).toBe(false);
    expect(QueryMetricSchema.safeParse({ expressionType: 'SQL', sqlExpression: null, label: 'x' }).success).toBe(false);
    expect(QueryObjectSchema.safeParse({ columns: [{ label: 'x', sqlExpression: '' }] }).success).toBe(false);
    expect(QueryObjectSchema.safeParse({ row_limit: -1 }).success).toBe(false);
  });
});
