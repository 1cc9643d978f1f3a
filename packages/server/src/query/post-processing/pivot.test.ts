import { describe, expect, it } from 'vitest';
import { runPostProcessing, type ColumnType, type Frame, type PostProcessingOperation } from './index.js';

const DAY = 86_400_000;
const frame = (columns: Record<string, ColumnType>, rows: unknown[][]): Frame => ({
  columns: Object.entries(columns).map(([name, type]) => ({ name, type })),
  rows,
});
const names = (f: Frame): string[] => f.columns.map((c) => c.name);
const pivot = (options: Record<string, unknown>): PostProcessingOperation => ({ operation: 'pivot', options });
const flatten: PostProcessingOperation = { operation: 'flatten' };

describe('pivot', () => {
  const sales = frame({ ds: 'temporal', c: 'string', m1: 'number', m2: 'number' }, [
    [0, 'b', 1, 10],
    [0, 'a', 2, null],
    [DAY, 'a', 3, 30],
    [DAY, 'c', null, null],
  ]);

  it('without columns names outputs by metric, sorted as pandas sorts them, index ascending', async () => {
    const out = await runPostProcessing(sales, [
      pivot({ index: ['ds'], aggregates: { m2: { operator: 'sum' }, m1: { operator: 'mean' } } }),
      flatten,
    ]);
    expect(out).toEqual({
      columns: [
        { name: 'ds', type: 'temporal' },
        { name: 'm1', type: 'number' },
        { name: 'm2', type: 'number' },
      ],
      rows: [
        [0, 1.5, 10],
        [DAY, 3, 30],
      ],
    });
  });

  it('drops empty series by default and keeps observed ones with drop_missing_columns false', async () => {
    const aggregates = { m2: { operator: 'mean' }, m1: { operator: 'mean' } };
    const dropped = await runPostProcessing(sales, [pivot({ index: ['ds'], columns: ['c'], aggregates }), flatten]);
    expect(names(dropped)).toEqual(['ds', 'm1, a', 'm1, b', 'm2, a', 'm2, b']);
    expect(dropped.rows).toEqual([
      [0, 2, 1, null, 10],
      [DAY, 3, null, 30, null],
    ]);
    const kept = await runPostProcessing(sales, [
      pivot({ index: ['ds'], columns: ['c'], aggregates, drop_missing_columns: false }),
      flatten,
    ]);
    expect(names(kept)).toEqual(['ds', 'm1, a', 'm1, b', 'm1, c', 'm2, a', 'm2, b', 'm2, c']);
    expect(kept.rows).toEqual([
      [0, 2, 1, null, null, 10, null],
      [DAY, 3, null, null, 30, null, null],
    ]);
  });

  it('fills missing cells with metric_fill_value', async () => {
    const out = await runPostProcessing(sales, [
      pivot({
        index: ['ds'],
        columns: ['c'],
        aggregates: { m1: { operator: 'mean' }, m2: { operator: 'mean' } },
        metric_fill_value: 0,
      }),
      flatten,
    ]);
    expect(names(out)).toEqual(['ds', 'm1, a', 'm1, b', 'm2, a', 'm2, b']);
    expect(out.rows).toEqual([
      [0, 2, 1, 0, 10],
      [DAY, 3, 0, 30, 0],
    ]);
  });

  it('puts series before metric with combine_value_with_metric', async () => {
    const out = await runPostProcessing(sales, [
      pivot({
        index: ['ds'],
        columns: ['c'],
        aggregates: { m2: { operator: 'mean' }, m1: { operator: 'mean' } },
        combine_value_with_metric: true,
      }),
      flatten,
    ]);
    expect(names(out)).toEqual(['ds', 'a, m1', 'a, m2', 'b, m1', 'b, m2']);
    expect(out.rows).toEqual([
      [0, 2, null, 1, 10],
      [DAY, 3, 30, null, null],
    ]);
  });

  it('labels null series "<NULL>" and prints numbers as pandas does (float when the column has nulls)', async () => {
    const input = frame({ ds: 'temporal', g: 'string', k: 'number', v: 'number' }, [
      [DAY, 'x', 1, 1.5],
      [0, 'y', 2, 2],
      [0, null, 1, 3],
      [0, 'x', null, 4],
      [DAY, 'x', 1, 5],
      [0, 'y', 2, null],
    ]);
    const out = await runPostProcessing(input, [
      pivot({ index: ['ds'], columns: ['g', 'k'], aggregates: { v: { operator: 'sum' } } }),
      flatten,
    ]);
    expect(names(out)).toEqual(['ds', 'v, <NULL>, 1.0', 'v, x, 1.0', 'v, x, <NULL>', 'v, y, 2.0']);
    expect(out.rows).toEqual([
      [0, 3, null, 4, 2],
      [DAY, null, 6.5, null, null],
    ]);
  });

  it('prints integral, temporal and boolean series values like str() in pandas', async () => {
    const input = frame({ ds: 'temporal', year: 'number', at: 'temporal', ok: 'boolean', v: 'number' }, [
      [0, 2003, Date.UTC(2003, 0, 1), true, 1],
      [0, 2004, Date.UTC(2003, 0, 1, 12, 30, 15, 250), false, 2],
    ]);
    const out = await runPostProcessing(input, [
      pivot({ index: ['ds'], columns: ['year', 'at', 'ok'], aggregates: { v: { operator: 'sum' } } }),
      flatten,
    ]);
    expect(names(out)).toEqual([
      'ds',
      'v, 2003, 2003-01-01 00:00:00, True',
      'v, 2004, 2003-01-01 12:30:15.250000, False',
    ]);
  });

  it('escapes commas in series names and drops a level renamed to null', async () => {
    const input = frame({ ds: 'temporal', country: 'string', 'SUM(x)': 'number' }, [
      [0, 'FR, Paris', 1],
      [0, 'US', 2],
    ]);
    const ops = [pivot({ index: ['ds'], columns: ['country'], aggregates: { 'SUM(x)': { operator: 'mean' } } })];
    const plain = await runPostProcessing(input, [...ops, flatten]);
    expect(names(plain)).toEqual(['ds', 'SUM(x), FR\\, Paris', 'SUM(x), US']);
    const renamed = await runPostProcessing(input, [
      ...ops,
      { operation: 'rename', options: { columns: { 'SUM(x)': null }, level: 0, inplace: true } },
      flatten,
    ]);
    expect(names(renamed)).toEqual(['ds', 'FR\\, Paris', 'US']);
  });

  it('restores a metric whose every series is empty so later steps can name it', async () => {
    const input = frame({ ds: 'temporal', c: 'string', m: 'number' }, [
      [0, 'C', null],
      [0, 'A', null],
      [DAY, 'B', null],
    ]);
    const out = await runPostProcessing(input, [
      pivot({ index: ['ds'], columns: ['c'], aggregates: { m: { operator: 'mean' } } }),
      flatten,
    ]);
    expect(names(out)).toEqual(['ds', 'm, C', 'm, A', 'm, B']);
    expect(out.rows).toEqual([]);
  });

  it('adds margins like pandas (incomplete rows left out of them)', async () => {
    const input = frame({ d: 'string', c: 'string', b: 'number', a: 'number' }, [
      ['x', 'p', 1, 10],
      ['x', 'q', 2, 20],
      ['y', 'p', 3, 30],
      ['y', 'q', 4, null],
      ['z', 'p', 5, 50],
    ]);
    const out = await runPostProcessing(input, [
      pivot({
        index: ['d'],
        columns: ['c'],
        aggregates: { b: { operator: 'sum' }, a: { operator: 'mean' } },
        marginal_distributions: true,
      }),
      flatten,
    ]);
    expect(names(out)).toEqual(['d', 'a, p', 'a, q', 'a, All', 'b, p', 'b, q', 'b, All']);
    expect(out.rows).toEqual([
      ['x', 10, 20, 15, 1, 2, 3],
      ['y', 30, null, 30, 3, 4, 3],
      ['z', 50, null, 50, 5, null, 5],
      ['All', 30, 20, 27.5, 9, 2, 11],
    ]);
  });

  it('aggregates duplicates with pandas semantics (median is null when a value is null)', async () => {
    const input = frame({ k: 'string', v: 'number' }, [
      ['a', 1],
      ['a', 3],
      ['b', 2],
      ['b', null],
    ]);
    const aggregates = { v: { operator: 'median' } };
    const kept = await runPostProcessing(input, [
      pivot({ index: ['k'], aggregates, drop_missing_columns: false }),
      flatten,
    ]);
    expect(kept.rows).toEqual([
      ['a', 2],
      ['b', null],
    ]);
    // With drop_missing_columns a row whose aggregates are all null goes, as in pandas.
    const dropped = await runPostProcessing(input, [pivot({ index: ['k'], aggregates }), flatten]);
    expect(dropped.rows).toEqual([['a', 2]]);
  });

  it('drops null index rows by default and keeps them (last) with drop_missing_columns false', async () => {
    const input = frame({ k: 'string', v: 'number' }, [
      [null, 1],
      ['a', 2],
    ]);
    const agg = { v: { operator: 'sum' } };
    expect((await runPostProcessing(input, [pivot({ index: ['k'], aggregates: agg }), flatten])).rows).toEqual([
      ['a', 2],
    ]);
    const kept = await runPostProcessing(input, [
      pivot({ index: ['k'], aggregates: agg, drop_missing_columns: false }),
      flatten,
    ]);
    expect(kept.rows).toEqual([
      ['a', 2],
      [null, 1],
    ]);
  });

  it('yields no rows, and only the index for pivoted columns, when every index value is null', async () => {
    const noIndex = frame({ ds: 'temporal', c: 'string', m: 'number' }, [
      [null, 'a', 1],
      [null, 'b', 2],
    ]);
    const out = await runPostProcessing(noIndex, [
      pivot({ index: ['ds'], columns: ['c'], aggregates: { m: { operator: 'sum' } } }),
      flatten,
    ]);
    expect(out).toEqual({ columns: [{ name: 'ds', type: 'temporal' }], rows: [] });
    const flat = await runPostProcessing(noIndex, [
      pivot({ index: ['ds'], aggregates: { m: { operator: 'sum' } } }),
      flatten,
    ]);
    expect(out.rows).toEqual([]);
    expect(names(flat)).toEqual(['ds', 'm']);
  });

  it('rejects bad options with the operation and option named', async () => {
    await expect(
      runPostProcessing(sales, [pivot({ index: [], aggregates: { m1: { operator: 'sum' } } })]),
    ).rejects.toThrow('pivot: options.index must have at least one column');
    await expect(runPostProcessing(sales, [pivot({ index: ['ds'], aggregates: {} })])).rejects.toThrow(
      'pivot: options.aggregates must have at least one aggregate',
    );
    await expect(
      runPostProcessing(sales, [pivot({ index: ['nope'], aggregates: { m1: { operator: 'sum' } } })]),
    ).rejects.toThrow('pivot: options.index[0] references a column that does not exist: "nope"');
    await expect(
      runPostProcessing(sales, [pivot({ index: ['ds'], aggregates: { m1: { operator: 'mode' } } })]),
    ).rejects.toThrow('pivot: options.aggregates.m1.operator is not a supported function: "mode"');
    await expect(
      runPostProcessing(sales, [
        pivot({ index: ['ds'], aggregates: { m1: { operator: 'sum' } }, marginal_distributions: true }),
      ]),
    ).rejects.toThrow('pivot: options.marginal_distributions needs string index columns; "ds" is temporal');
  });

  it('pivots 50,000 rows quickly', async () => {
    const series = Array.from({ length: 50 }, (_, i) => `series ${i}`);
    const rows = Array.from({ length: 50_000 }, (_, i) => [Math.floor(i / 50) * DAY, series[i % 50], i % 1000, i / 3]);
    const big = frame({ ds: 'temporal', country: 'string', 'SUM(x)': 'number', 'AVG(y)': 'number' }, rows);
    const started = performance.now();
    const out = await runPostProcessing(big, [
      pivot({
        index: ['ds'],
        columns: ['country'],
        aggregates: { 'SUM(x)': { operator: 'sum' }, 'AVG(y)': { operator: 'mean' } },
        drop_missing_columns: false,
      }),
      flatten,
    ]);
    const elapsed = performance.now() - started;
    console.info(`pivot of 50,000 rows into 1,000 x 100: ${elapsed.toFixed(0)} ms`);
    expect(out.rows).toHaveLength(1000);
    expect(out.columns).toHaveLength(101);
    expect(out.rows[0]?.slice(0, 3)).toEqual([0, 0, 1 / 3]);
    expect(elapsed).toBeLessThan(5000);
  });
});
