import { describe, expect, it } from 'vitest';
import { runPostProcessing, type PostProcessingOperation } from './index.js';
import { expectRowsClose, frameOf, namesOf } from '../../../test-support/post-processing-frames.js';

// Expected values are what Superset's pandas implementation returns for the same input.
const orders = frameOf({ region: 'string', sales: 'number', qty: 'number' }, [
  ['north', 4, 1],
  ['south', 1, 2],
  ['north', null, 3],
  ['north', 10, 4],
  [null, 7, 5],
  ['south', 3, 6],
  ['south', 3, 7],
  ['north', 5, 8],
  ['north', 6, 9],
  ['north', 40, 1],
  ['south', -20, 2],
]);
const run = (...ops: PostProcessingOperation[]) => runPostProcessing(orders, ops);

describe('aggregate', () => {
  const aggregates = {
    mean: { operator: 'mean', column: 'sales' },
    average: { operator: 'average', column: 'sales' },
    sum: { operator: 'sum', column: 'sales' },
    median: { operator: 'median', column: 'sales' },
    nanmedian: { operator: 'nanmedian', column: 'sales' },
    count: { operator: 'count', column: 'sales' },
    std: { operator: 'std', column: 'sales' },
    var1: { operator: 'var', column: 'sales', options: { ddof: 1 } },
    p75: { operator: 'nanpercentile', column: 'sales', options: { q: 75 } },
    argmax: { operator: 'argmax', column: 'sales' },
    qty: { operator: 'max' },
  };

  it('groups sorted, null keys dropped, numpy semantics per operator', async () => {
    const out = await run({ operation: 'aggregate', options: { groupby: ['region'], aggregates } });
    expect(namesOf(out)).toEqual(['region', ...Object.keys(aggregates)]);
    expectRowsClose(out.rows, [
      ['north', 13, null, 65, null, 6, 6, 13.65283853270081, 233, 10, 5, 9],
      ['south', -3.25, -3.25, -13, 2, 2, 4, 9.705024471890836, 125.58333333333333, 3, 1, 7],
    ]);
  });

  it('aggregates everything into one row without groupby', async () => {
    const out = await run({
      operation: 'aggregate',
      options: {
        groupby: [],
        aggregates: { total: { operator: 'sum', column: 'sales' }, n: { operator: 'count', column: 'qty' } },
      },
    });
    expect(out).toEqual({
      columns: [
        { name: 'total', type: 'number' },
        { name: 'n', type: 'number' },
      ],
      rows: [[59, 11]],
    });
  });

  it('refuses operators that do not reduce, or need an argument', async () => {
    await expect(
      run({
        operation: 'aggregate',
        options: { groupby: [], aggregates: { c: { operator: 'cumsum', column: 'sales' } } },
      }),
    ).rejects.toThrow('aggregate: options.aggregates.c.operator cumsum returns one value per row, not one per group');
    await expect(
      run({
        operation: 'aggregate',
        options: { groupby: [], aggregates: { p: { operator: 'percentile', column: 'sales' } } },
      }),
    ).rejects.toThrow('aggregate: options.aggregates.p.options.q must be a number between 0 and 100');
    await expect(
      run({
        operation: 'aggregate',
        options: { groupby: [], aggregates: { p: { operator: 'mean', column: 'region' } } },
      }),
    ).rejects.toThrow('aggregate: options.aggregates.p (mean) needs a numeric column; "region" is string');
    await expect(run({ operation: 'aggregate', options: { aggregates: {} } })).rejects.toThrow(
      'aggregate: options.groupby is required',
    );
  });
});

describe('boxplot', () => {
  it('tukey whiskers: eight columns per metric, statistic-major, outliers as lists', async () => {
    const out = await run({
      operation: 'boxplot',
      options: { groupby: ['region'], metrics: ['sales', 'qty'], whisker_type: 'tukey' },
    });
    expect(namesOf(out)).toEqual([
      'region',
      ...['mean', 'median', 'max', 'min', 'q1', 'q3', 'count', 'outliers'].flatMap((s) => [`sales__${s}`, `qty__${s}`]),
    ]);
    expect(out.columns.at(-1)?.type).toBe('string');
    expectRowsClose(out.rows, [
      ['north', 13, 4.333333333333333, 6, 3.5, 10, 9, 4, 1, 5, 2, 10, 6, 6, 6, [40], []],
      ['south', -3.25, 4.25, 2, 4, 3, 7, -20, 2, -9.5, 2, 3, 6.5, 4, 4, [], []],
    ]);
  });

  it('percentile whiskers list values above the high whisker first', async () => {
    const out = await run({
      operation: 'boxplot',
      options: { groupby: ['region'], metrics: ['sales'], whisker_type: 'percentile', percentiles: [10, 90] },
    });
    expectRowsClose(out.rows, [
      ['north', 13, 6, 28.000000000000004, 4.4, 5, 10, 6, [40, 4]],
      ['south', -3.25, 2, 3, -13.7, -9.5, 3, 4, [-20]],
    ]);
  });

  it('min/max whiskers over the whole frame', async () => {
    const out = await run({ operation: 'boxplot', options: { metrics: ['sales'], whisker_type: 'min/max' } });
    expect(out.rows).toEqual([[5.9, 4.5, 40, -20, 3, 6.5, 11, []]]);
    await expect(
      run({ operation: 'boxplot', options: { metrics: ['sales'], whisker_type: 'percentile' } }),
    ).rejects.toThrow(
      'boxplot: options.percentiles must be two numbers [low, high] with low < high when whisker_type is percentile',
    );
  });
});

describe('histogram', () => {
  it('one count column per bin, labelled with Python float bounds', async () => {
    const out = await run({ operation: 'histogram', options: { column: 'sales', groupby: ['region'], bins: 4 } });
    expect(out).toEqual({
      columns: [
        { name: 'region', type: 'string' },
        { name: '-20.0 - -5.0', type: 'number' },
        { name: '-5.0 - 10.0', type: 'number' },
        { name: '10.0 - 25.0', type: 'number' },
        { name: '25.0 - 40.0', type: 'number' },
      ],
      rows: [
        ['north', 0, 3, 1, 1],
        ['south', 1, 3, 0, 0],
      ],
    });
  });

  it('cumulative and normalised over the whole table', async () => {
    const out = await run({
      operation: 'histogram',
      options: { column: 'sales', groupby: ['region'], bins: 4, cumulative: true, normalize: true },
    });
    expectRowsClose(out.rows, [
      ['north', 0, 0.12, 0.16, 0.2],
      ['south', 0.04, 0.16, 0.16, 0.16],
    ]);
  });

  it('without groupby, and widened by 0.5 when all values are equal', async () => {
    const out = await run({ operation: 'histogram', options: { column: 'qty', bins: 3 } });
    expect(namesOf(out)).toEqual([
      '1.0 - 3.6666666666666665',
      '3.6666666666666665 - 6.333333333333333',
      '6.333333333333333 - 9.0',
    ]);
    expect(out.rows).toEqual([[5, 3, 3]]);
    const flat = frameOf({ v: 'number' }, [[3], [3]]);
    const same = await runPostProcessing(flat, [{ operation: 'histogram', options: { column: 'v', bins: 3 } }]);
    expect(namesOf(same)).toEqual([
      '2.5 - 2.8333333333333335',
      '2.8333333333333335 - 3.1666666666666665',
      '3.1666666666666665 - 3.5',
    ]);
    expect(same.rows).toEqual([[0, 2, 0]]);
  });

  it('returns the frame emptied when the column has no values, and rejects bad bins', async () => {
    const empty = frameOf({ v: 'number' }, [[null]]);
    expect(await runPostProcessing(empty, [{ operation: 'histogram', options: { column: 'v' } }])).toEqual({
      columns: [{ name: 'v', type: 'number' }],
      rows: [],
    });
    await expect(run({ operation: 'histogram', options: { column: 'sales', bins: 0 } })).rejects.toThrow(
      'histogram: options.bins must be >= 1',
    );
  });
});

describe('rank', () => {
  it('adds a percentile rank per group; nulls and null groups get none', async () => {
    const out = await run({ operation: 'rank', options: { metric: 'sales', group_by: 'region' } });
    expect(namesOf(out)).toEqual(['region', 'sales', 'qty', 'rank']);
    expect(out.rows.map((r) => r[3])).toEqual([0.2, 0.5, null, 0.8, null, 0.875, 0.875, 0.4, 0.6, 1, 0.25]);
    const all = await run({ operation: 'rank', options: { metric: 'qty' } });
    expect(all.rows.map((r) => r[3])).toEqual([
      0.13636363636363635, 0.3181818181818182, 0.45454545454545453, 0.5454545454545454, 0.6363636363636364,
      0.7272727272727273, 0.8181818181818182, 0.9090909090909091, 1, 0.13636363636363635, 0.3181818181818182,
    ]);
  });
});
