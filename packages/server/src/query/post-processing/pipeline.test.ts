import { describe, expect, it } from 'vitest';
import {
  PostProcessingError,
  postProcessingOptionSchemas,
  runPostProcessing,
  type PostProcessingOperation,
} from './index.js';
import { expectRowsClose, frameOf, namesOf } from '../../../test-support/post-processing-frames.js';

const DAY = 86_400_000;
const d = (n: number): number => Date.UTC(2020, 0, 1) + n * DAY;

describe('the ECharts time-series pipeline', () => {
  // A query with time comparison: the server joined the shifted metric as "SUM(num)__1 year ago".
  const input = frameOf(
    { __timestamp: 'temporal', country: 'string', 'SUM(num)': 'number', 'SUM(num)__1 year ago': 'number' },
    [
      [d(5), 'DE', 8, 4],
      [d(5), 'FR, Paris', 3, 0],
      [d(5), 'US', 18, 12],
      [d(4), 'FR, Paris', 9, 6],
      [d(4), 'US', 15, 14],
      [d(2), 'DE', 4, 8],
      [d(2), 'FR, Paris', 7, 5],
      [d(2), 'US', null, 11],
      [d(1), 'DE', 4, 2],
      [d(1), 'FR, Paris', null, 5],
      [d(1), 'US', 12, 10],
      [d(0), 'FR, Paris', 5, 5],
      [d(0), 'US', 10, 8],
    ],
  );
  const metrics = { 'SUM(num)': 'SUM(num)', 'SUM(num)__1 year ago': 'SUM(num)__1 year ago' };
  const pipeline: PostProcessingOperation[] = [
    {
      operation: 'pivot',
      options: {
        index: ['__timestamp'],
        columns: ['country'],
        aggregates: { 'SUM(num)': { operator: 'mean' }, 'SUM(num)__1 year ago': { operator: 'mean' } },
        drop_missing_columns: false,
      },
    },
    { operation: 'rolling', options: { rolling_type: 'sum', window: 2, min_periods: 1, columns: metrics } },
    {
      operation: 'compare',
      options: {
        source_columns: ['SUM(num)'],
        compare_columns: ['SUM(num)__1 year ago'],
        compare_type: 'percentage',
        drop_original_columns: true,
      },
    },
    { operation: 'resample', options: { rule: '1D', method: 'asfreq', fill_value: 0 } },
    {
      operation: 'rename',
      options: { columns: { 'percentage__SUM(num)__SUM(num)__1 year ago': 'pct' }, level: 0, inplace: true },
    },
    { operation: 'contribution', options: { orientation: 'row' } },
    { operation: 'sort', options: { is_sort_index: true, ascending: false } },
    { operation: 'flatten' },
  ];

  it('gives exactly what Superset (pandas) gives', async () => {
    const out = await runPostProcessing(input, pipeline);
    expect(out.columns).toEqual([
      { name: '__timestamp', type: 'temporal' },
      { name: 'pct, DE', type: 'number' },
      { name: 'pct, FR\\, Paris', type: 'number' },
      { name: 'pct, US', type: 'number' },
    ]);
    expectRowsClose(out.rows, [
      [d(5), 0.44068394147717255, 0.44068394147717255, 0.11863211704565485],
      [d(4), 1.122334455667789, -1.02020202020202, 0.8978675645342312],
      [d(3), null, null, null],
      [d(2), 0.21537798836958866, 0.32306698255438293, 0.4615550290760284],
      [d(1), 1.3846579894765993, -0.6923289947382997, 0.3076710052617004],
      [d(0), 0, 0, 1],
    ]);
  });

  it('copes with hostile column names and values', async () => {
    const hostile = {
      ts: 'we"ird ts',
      series: '"; DROP TABLE t1; --',
      metric: 'it\'s "SUM"(x)',
      other: 'Sales',
      clash: 'sales',
    };
    const frame = frameOf(
      {
        [hostile.ts]: 'temporal',
        [hostile.series]: 'string',
        [hostile.metric]: 'number',
        [hostile.other]: 'number',
        [hostile.clash]: 'number',
      },
      [
        [d(0), 'O\'Brien "Ltd"', 1, 10, 100],
        [d(0), null, 2, 20, 200],
        [d(2), 'O\'Brien "Ltd"', 3, 30, 300],
      ],
    );
    const out = await runPostProcessing(frame, [
      {
        operation: 'pivot',
        options: {
          index: [hostile.ts],
          columns: [hostile.series],
          aggregates: { [hostile.metric]: { operator: 'sum' }, [hostile.clash]: { operator: 'max' } },
          column_fill_value: "'); DROP TABLE x; --",
        },
      },
      { operation: 'resample', options: { rule: '1D', method: 'ffill' } },
      { operation: 'rename', options: { columns: { [hostile.clash]: 'lower' }, level: 0 } },
      { operation: 'flatten' },
      { operation: 'sort', options: { by: `lower, O'Brien "Ltd"`, ascending: false } },
    ]);
    expect(namesOf(out)).toEqual([
      hostile.ts,
      `it's "SUM"(x), '); DROP TABLE x; --`,
      `it's "SUM"(x), O'Brien "Ltd"`,
      `lower, '); DROP TABLE x; --`,
      `lower, O'Brien "Ltd"`,
    ]);
    expect(out.rows).toEqual([
      [d(2), 2, 3, 200, 300],
      [d(0), 2, 1, 200, 100],
      [d(1), 2, 1, 200, 100],
    ]);
  });

  it('returns an empty result as it is, as Superset skips post-processing then, but still validates', async () => {
    const empty = { ...input, rows: [] };
    expect(await runPostProcessing(empty, pipeline)).toBe(empty);
    await expect(runPostProcessing(empty, [{ operation: 'pivot', options: { index: [] } }])).rejects.toThrow(
      'pivot: options.index must have at least one column',
    );
  });

  it('carries on when a step leaves no rows', async () => {
    const noTime = { ...input, rows: input.rows.map((r) => [null, ...r.slice(1)]) };
    const out = await runPostProcessing(noTime, [
      {
        operation: 'pivot',
        options: { index: ['__timestamp'], aggregates: { 'SUM(num)': { operator: 'sum' } } },
      },
      { operation: 'rolling', options: { rolling_type: 'mean', window: 3, columns: { 'SUM(num)': 'SUM(num)' } } },
      { operation: 'resample', options: { rule: '1D', method: 'asfreq', fill_value: 0 } },
      { operation: 'contribution', options: {} },
      { operation: 'flatten' },
    ]);
    expect(out).toEqual({
      columns: [
        { name: '__timestamp', type: 'temporal' },
        { name: 'SUM(num)', type: 'number' },
      ],
      rows: [],
    });
  });

  it('runs on 50,000 rows in well under a second or two', async () => {
    const series = Array.from({ length: 25 }, (_, i) => `country ${i}`);
    const rows = Array.from({ length: 50_000 }, (_, i) => [
      d(Math.floor(i / 25)),
      series[i % 25],
      i % 97,
      i % 13 === 0 ? null : i % 89,
    ]);
    const started = performance.now();
    const out = await runPostProcessing({ ...input, rows }, pipeline);
    const elapsed = performance.now() - started;
    console.info(`full pipeline on 50,000 rows: ${elapsed.toFixed(0)} ms`);
    expect(out.rows).toHaveLength(2000);
    expect(out.columns).toHaveLength(26);
    expect(elapsed).toBeLessThan(5000);
  });
});

describe('runPostProcessing', () => {
  const small = frameOf({ k: 'string', v: 'number' }, [
    ['a', 1],
    ['b', 2],
  ]);

  it('returns the frame untouched when there is nothing to do, skipping null steps', async () => {
    expect(await runPostProcessing(small, [])).toBe(small);
    const out = await runPostProcessing(small, [null, { operation: 'sort', options: { by: 'v', ascending: false } }]);
    expect(out.rows).toEqual([
      ['b', 2],
      ['a', 1],
    ]);
  });

  it('rejects unknown operations, prophet and geohash included, before doing any work', async () => {
    for (const op of ['prophet', 'geohash_decode', 'geohash_encode', 'geodetic_parse', 'nope']) {
      await expect(runPostProcessing(small, [{ operation: op, options: {} }])).rejects.toThrow(
        new PostProcessingError(`Unsupported post-processing operation: ${op}`),
      );
    }
    await expect(
      runPostProcessing(small, [{ operation: 'sort', options: { by: 'v' } }, { operation: 'prophet' }]),
    ).rejects.toThrow(PostProcessingError);
  });

  it('validates option types and the frame itself', async () => {
    await expect(runPostProcessing(small, [{ operation: 'histogram', options: { column: 3 } }])).rejects.toThrow(
      'histogram: options.column must be a string',
    );
    await expect(
      runPostProcessing(small, [{ operation: 'cum', options: { operator: 'avg', columns: {} } }]),
    ).rejects.toThrow('cum: options.operator must be one of: "sum", "prod", "min", "max"');
    await expect(
      runPostProcessing({ ...small, rows: [['a']] }, [{ operation: 'sort', options: { by: 'v' } }]),
    ).rejects.toThrow('frame: rows[0] must be an array of 2 values');
  });

  it('documents every operation with a schema', () => {
    expect(Object.keys(postProcessingOptionSchemas).sort()).toEqual([
      'aggregate',
      'boxplot',
      'compare',
      'contribution',
      'cum',
      'diff',
      'flatten',
      'histogram',
      'pivot',
      'rank',
      'rename',
      'resample',
      'rolling',
      'select',
      'sort',
    ]);
  });

  it('stops when the signal is aborted', async () => {
    const aborted = new AbortController();
    aborted.abort(new Error('client went away'));
    await expect(runPostProcessing(small, [{ operation: 'flatten' }], { signal: aborted.signal })).rejects.toThrow(
      'client went away',
    );
    const later = new AbortController();
    const rows = Array.from({ length: 50_000 }, (_, i) => [`k${i % 5000}`, i]);
    const running = runPostProcessing(
      { ...small, rows },
      [
        { operation: 'rank', options: { metric: 'v', group_by: 'k' } },
        { operation: 'sort', options: { by: 'rank' } },
        { operation: 'cum', options: { operator: 'sum', columns: { v: 'v' } } },
      ],
      { signal: later.signal },
    );
    later.abort(new Error('timeout'));
    await expect(running).rejects.toThrow('timeout');
  });

  it('serves concurrent calls from one instance without mixing them up', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        runPostProcessing(
          frameOf({ k: 'string', v: 'number' }, [
            ['a', n],
            ['a', 1],
            ['b', n * 2],
          ]),
          [{ operation: 'aggregate', options: { groupby: ['k'], aggregates: { v: { operator: 'sum' } } } }],
        ),
      ),
    );
    results.forEach((out, n) => {
      expect(out.rows).toEqual([
        ['a', n + 1],
        ['b', n * 2],
      ]);
    });
  });
});
