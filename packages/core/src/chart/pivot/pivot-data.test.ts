import { describe, expect, it } from 'vitest';
import type { AggregateFunction } from './aggregators.js';
import { groupKey, type PivotAxisEntry } from './pivot-axis.js';
import { buildPivot, type PivotAxisOptions, type PivotOptions } from './pivot-data.js';

const RECORDS = [
  { region: 'East', state: 'NY', year: 2020, sales: 10, orders: 1 },
  { region: 'East', state: 'NY', year: 2021, sales: 20, orders: 2 },
  { region: 'East', state: 'MA', year: 2020, sales: 5, orders: 1 },
  { region: 'West', state: 'CA', year: 2020, sales: 40, orders: 4 },
  { region: 'West', state: 'CA', year: 2021, sales: 25, orders: 5 },
];

const axis = (columns: string[], extra: Partial<PivotAxisOptions> = {}): PivotAxisOptions => ({
  columns,
  order: 'key_a_to_z',
  subtotals: false,
  subtotalsFirst: false,
  total: false,
  collapsed: new Set(),
  ...extra,
});

const options = (extra: Partial<PivotOptions> = {}): PivotOptions => ({
  rows: axis(['region', 'state']),
  cols: axis(['year']),
  metrics: ['sales'],
  aggregateFunction: 'Sum',
  metricsOnRows: false,
  metricsFirst: true,
  ...extra,
});

const name = (e: PivotAxisEntry): string => `${e.kind}:${e.path.join('/')}${e.metric === null ? '' : `#${e.metric}`}`;

const grid = (extra: Partial<PivotOptions>) => {
  const model = buildPivot(RECORDS, options(extra));
  return model.rows.map((row) => [name(row), ...model.cols.map((col) => model.value(row, col))]);
};

describe('buildPivot', () => {
  it('puts each query row in its cell, in key order', () => {
    expect(grid({})).toEqual([
      ['value:East/MA', 5, null],
      ['value:East/NY', 10, 20],
      ['value:West/CA', 40, 25],
    ]);
  });

  it('adds subtotals below their group and the total last (Superset: subtotal position Bottom)', () => {
    const rows = axis(['region', 'state'], { subtotals: true, total: true });
    const cols = axis(['year'], { total: true });
    expect(grid({ rows, cols })).toEqual([
      ['value:East/MA', 5, null, 5],
      ['value:East/NY', 10, 20, 30],
      ['subtotal:East', 15, 20, 35],
      ['value:West/CA', 40, 25, 65],
      ['subtotal:West', 40, 25, 65],
      ['total:', 55, 45, 100],
    ]);
  });

  it('puts subtotals and the total first when the position is Top', () => {
    const rows = axis(['region', 'state'], { subtotals: true, subtotalsFirst: true, total: true });
    expect(grid({ rows }).map(([label]) => label)).toEqual([
      'total:',
      'subtotal:East',
      'value:East/MA',
      'value:East/NY',
      'subtotal:West',
      'value:West/CA',
    ]);
  });

  it('folds a collapsed group into one entry with its aggregate', () => {
    const rows = axis(['region', 'state'], { collapsed: new Set([groupKey(['East'])]) });
    expect(grid({ rows })).toEqual([
      ['value:East', 15, 20],
      ['value:West/CA', 40, 25],
    ]);
  });

  it('orders groups by value, descending', () => {
    const rows = axis(['region', 'state'], { order: 'value_z_to_a' });
    expect(grid({ rows }).map(([label]) => label)).toEqual(['value:West/CA', 'value:East/NY', 'value:East/MA']);
  });

  it('lays metrics outermost (combineMetric off) with a total per metric, never across metrics', () => {
    const cols = axis(['year'], { total: true });
    const model = buildPivot(RECORDS, options({ metrics: ['sales', 'orders'], cols }));
    expect(model.cols.map(name)).toEqual([
      'value:2020#0',
      'value:2021#0',
      'total:#0',
      'value:2020#1',
      'value:2021#1',
      'total:#1',
    ]);
    const ny = model.rows[1] as PivotAxisEntry;
    expect(model.cols.map((c) => model.value(ny, c))).toEqual([10, 20, 30, 1, 2, 3]);
  });

  it('splits each entry by metric when they are combined (innermost), and puts them on rows', () => {
    const model = buildPivot(
      RECORDS,
      options({ metrics: ['sales', 'orders'], metricsOnRows: true, metricsFirst: false, rows: axis(['region']) }),
    );
    expect(model.rows.map(name)).toEqual(['value:East#0', 'value:East#1', 'value:West#0', 'value:West#1']);
    expect(model.rows.map((r) => model.value(r, model.cols[0] as PivotAxisEntry))).toEqual([15, 2, 40, 4]);
  });

  it.each<[AggregateFunction, unknown[]]>([
    ['Count', [2, 1, 3]],
    ['Average', [7.5, 20, 35 / 3]],
    ['Median', [7.5, 20, 10]],
    ['Minimum', [5, 20, 5]],
    ['Maximum', [10, 20, 20]],
    ['First', [10, 20, 10]],
    ['Last', [5, 20, 5]],
    ['Count Unique Values', [2, 1, 3]],
    ['Sample Variance', [12.5, null, 175 / 3]],
    ['Sample Standard Deviation', [Math.sqrt(12.5), null, Math.sqrt(175 / 3)]],
  ])('aggregates with %s (2020, 2021 and the row total of East)', (aggregateFunction, expected) => {
    const model = buildPivot(
      RECORDS,
      options({ aggregateFunction, rows: axis(['region']), cols: axis(['year'], { total: true }) }),
    );
    const east = model.rows[0] as PivotAxisEntry;
    const values = model.cols.map((c) => model.value(east, c));
    expected.forEach((v, i) => (typeof v === 'number' ? expect(values[i]).toBeCloseTo(v) : expect(values[i]).toBe(v)));
  });

  it('lists unique values as text', () => {
    const model = buildPivot(
      RECORDS,
      options({ aggregateFunction: 'List Unique Values', rows: axis(['region']), cols: axis([]) }),
    );
    expect(model.value(model.rows[0] as PivotAxisEntry, model.cols[0] as PivotAxisEntry)).toBe('10, 20, 5');
  });

  it.each<[AggregateFunction, number[]]>([
    ['Sum as Fraction of Total', [15 / 100, 20 / 100, 35 / 100]],
    ['Sum as Fraction of Rows', [15 / 35, 20 / 35, 1]],
    ['Sum as Fraction of Columns', [15 / 55, 20 / 45, 35 / 100]],
    ['Count as Fraction of Total', [2 / 5, 1 / 5, 3 / 5]],
  ])('%s divides by the matching total', (aggregateFunction, expected) => {
    const model = buildPivot(
      RECORDS,
      options({ aggregateFunction, rows: axis(['region']), cols: axis(['year'], { total: true }) }),
    );
    const east = model.rows[0] as PivotAxisEntry;
    model.cols.forEach((c, i) => expect(model.value(east, c)).toBeCloseTo(expected[i] as number));
  });

  it('with no grouping on an axis, has one entry there', () => {
    const model = buildPivot(RECORDS, options({ rows: axis([]), cols: axis([]) }));
    expect(model.value(model.rows[0] as PivotAxisEntry, model.cols[0] as PivotAxisEntry)).toBe(100);
  });

  it('pivots 50,000 cells quickly enough for a browser frame budget', () => {
    const records = Array.from({ length: 50_000 }, (_, i) => ({
      r: `r${Math.floor(i / 100)}`,
      c: `c${i % 100}`,
      v: i,
    }));
    const started = Date.now();
    const model = buildPivot(records, options({ rows: axis(['r']), cols: axis(['c']), metrics: ['v'] }));
    expect(model.rows.length * model.cols.length).toBe(50_000);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
