import { QueryObjectSchema } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Dialect } from '../engines/types.js';
import { compileQuery, type CompileOptions } from './compile-query.js';
import { applyTimeFilters, outerTimeRange, processedTimeRange } from './time-filters.js';
import type { QueryDataset } from './types.js';

const ansi: Dialect = {
  quoteIdentifier: (n) => `"${n}"`,
  literal: (v) => (typeof v === 'string' ? `'${v}'` : String(v)),
  timeGrainExpression: (grain, expr) => `GRAIN_${grain}(${expr})`,
  limit: (sql, limit) => `${sql} LIMIT ${limit}`,
  timestampLiteral: (d) => `TS '${d.toISOString().slice(0, 10)}'`,
  ilike: (e, p) => `${e} ILIKE ${p}`,
  parseTemporal: (e, f) => `PARSE(${e}, '${f}')`,
};

const column = (name: string, isDttm: boolean) =>
  [name, { name, expression: null, isDttm, typeGeneric: isDttm ? 2 : 1 }] as const;

const sales: QueryDataset = {
  id: 1,
  tableName: 'sales',
  schema: null,
  sql: null,
  mainDttmCol: 'order_date',
  columns: new Map([column('order_date', true), column('ship_date', true), column('region', false)]),
  metrics: new Map([['count', 'COUNT(*)']]),
};

/** Each expression resolves to its own year, so the SQL shows which one a filter got. */
const years: Record<string, number> = { 'Last year': 2024, 'Last week': 2023, '2004-01-01 : 2005-01-01': 2004 };
const opts: CompileOptions = {
  dialect: ansi,
  defaultRowLimit: 100,
  maxRowLimit: 100,
  resolveRange: (e) => {
    const y = years[e];
    return y === undefined
      ? { since: null, until: null }
      : { since: new Date(Date.UTC(y, 0, 1)), until: new Date(Date.UTC(y + 1, 0, 1)) };
  },
  rlsPredicate: null,
};

const q = (input: z.input<typeof QueryObjectSchema>) => QueryObjectSchema.parse(input);
const axis = {
  label: 'order_date',
  sqlExpression: 'order_date',
  columnType: 'BASE_AXIS',
  expressionType: 'SQL',
} as const;
const range = (col: string, val: string) => ({ col, op: 'TEMPORAL_RANGE' as const, val });

describe("Superset's _apply_filters: a query's time_range", () => {
  it("replaces every TEMPORAL_RANGE filter's value, 'No filter' or not", () => {
    const out = applyTimeFilters(
      q({
        metrics: ['count'],
        filters: [
          range('order_date', 'No filter'),
          range('ship_date', 'Last week'),
          { col: 'region', op: '==', val: 'EU' },
        ],
        time_range: 'Last year',
      }),
      sales,
    );
    expect(out.query.filters).toEqual([
      range('order_date', 'Last year'),
      range('ship_date', 'Last year'),
      { col: 'region', op: '==', val: 'EU' },
    ]);
    expect(out.granularityRange).toBeNull();
  });

  it('leaves the filters alone without a time_range', () => {
    const query = q({ metrics: ['count'], filters: [range('order_date', 'Last week')] });
    expect(applyTimeFilters(query, sales).query).toEqual(query);
  });

  it('filters a chart saved with No filter by the dashboard range in SQL', () => {
    const out = compileQuery(
      q({ columns: [axis], metrics: ['count'], filters: [range('order_date', 'No filter')], time_range: 'Last year' }),
      sales,
      opts,
    );
    expect(out.sql).toContain(`WHERE ("order_date" >= TS '2024-01-01' AND "order_date" < TS '2025-01-01')`);
    expect(out.fromDttm).toBe(Date.UTC(2024, 0, 1));
  });
});

describe("Superset's _apply_granularity: a query's time column", () => {
  it('swaps a temporal x-axis and the pivot index for it and filters it by time_range', () => {
    const out = compileQuery(
      q({
        columns: [axis, 'region'],
        metrics: ['count'],
        filters: [range('order_date', 'Last week')],
        granularity: 'ship_date',
        time_range: 'Last year',
        post_processing: [{ operation: 'pivot', options: { index: ['order_date'], columns: ['region'] } }],
      }),
      sales,
      opts,
    );
    expect(out.sql).toBe(
      `SELECT "ship_date" AS "ship_date", "region" AS "region", COUNT(*) AS "count" FROM "sales" ` +
        `WHERE ("ship_date" >= TS '2024-01-01' AND "ship_date" < TS '2025-01-01') ` +
        `GROUP BY "ship_date", "region" ORDER BY "count" DESC LIMIT 100`,
    );
    const { query } = applyTimeFilters(
      q({
        columns: [axis],
        granularity: 'ship_date',
        post_processing: [{ operation: 'pivot', options: { index: ['x'] } }],
      }),
      sales,
    );
    expect(query.post_processing).toEqual([{ operation: 'pivot', options: { index: ['ship_date'] } }]);
  });

  it('without a temporal x-axis drops the granularity filter, or else the first TEMPORAL_RANGE one', () => {
    const own = applyTimeFilters(
      q({
        metrics: ['count'],
        filters: [range('order_date', 'Last week'), range('ship_date', 'Last week')],
        granularity: 'ship_date',
      }),
      sales,
    );
    expect(own.query.filters).toEqual([range('order_date', 'Last week')]);
    const first = applyTimeFilters(
      q({ metrics: ['count'], filters: [range('order_date', 'Last week')], granularity_sqla: 'ship_date' }),
      sales,
    );
    expect(first.query.filters).toEqual([]);
    // The range the factory read before the filter went: the dropped filter's own.
    expect(first.granularityRange).toBe('Last week');
  });
});

describe('time ranges read from a query object', () => {
  it('processedTimeRange: time_range, else the x-axis filter, else the first temporal filter', () => {
    expect(processedTimeRange(q({ time_range: 'Last year', filters: [range('order_date', 'Last week')] }))).toBe(
      'Last year',
    );
    expect(
      processedTimeRange(
        q({
          columns: [axis],
          filters: [range('ship_date', '2004-01-01 : 2005-01-01'), range('order_date', 'Last week')],
        }),
      ),
    ).toBe('Last week');
    expect(processedTimeRange(q({ filters: [range('ship_date', 'Last week')] }))).toBe('Last week');
    expect(processedTimeRange(q({}))).toBe('No filter');
  });

  it('outerTimeRange: time_range, else the last TEMPORAL_RANGE filter', () => {
    expect(outerTimeRange(q({ columns: [axis], filters: [range('order_date', 'Last week')] }))).toBe('Last week');
    expect(outerTimeRange(q({ filters: [range('ship_date', 'Last year'), range('order_date', 'Last week')] }))).toBe(
      'Last week',
    );
    expect(outerTimeRange(q({ filters: [{ col: 'region', op: '==', val: 'EU' }] }))).toBeNull();
    expect(outerTimeRange(q({ time_range: 'Last year', filters: [range('order_date', 'Last week')] }))).toBe(
      'Last year',
    );
  });
});
