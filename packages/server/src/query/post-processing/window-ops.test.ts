import { describe, expect, it } from 'vitest';
import { runPostProcessing, type PostProcessingOperation } from './index.js';
import { expectRowsClose, frameOf, namesOf } from '../../../test-support/post-processing-frames.js';

// Expected values are what Superset's pandas implementation returns for the same input.
const series = frameOf({ ds: 'temporal', y: 'number', z: 'number' }, [
  [0, null, 1],
  [1, 3, 2],
  [2, 1, 4],
  [3, 4, 8],
  [4, null, 16],
  [5, 5, 32],
  [6, 9, 64],
]);
const run = (...ops: PostProcessingOperation[]) => runPostProcessing(series, ops);

describe('rolling', () => {
  it('sums in place and, as Superset does, drops the first min_periods - 1 rows', async () => {
    const out = await run({
      operation: 'rolling',
      options: { rolling_type: 'sum', window: 3, min_periods: 2, columns: { y: 'y' } },
    });
    expect(namesOf(out)).toEqual(['ds', 'y', 'z']);
    expect(out.rows).toEqual([
      [1, null, 2],
      [2, 4, 4],
      [3, 8, 8],
      [4, 5, 16],
      [5, 9, 32],
      [6, 14, 64],
    ]);
  });

  it('appends renamed results and centres the window like pandas', async () => {
    const out = await run({
      operation: 'rolling',
      options: { rolling_type: 'mean', window: 3, center: true, min_periods: 1, columns: { y: 'y_mean', z: 'z_mean' } },
    });
    expect(namesOf(out)).toEqual(['ds', 'y', 'z', 'y_mean', 'z_mean']);
    expectRowsClose(out.rows, [
      [0, null, 1, 3, 1.5],
      [1, 3, 2, 2, 2.3333333333333335],
      [2, 1, 4, 2.6666666666666665, 4.666666666666667],
      [3, 4, 8, 2.5, 9.333333333333334],
      [4, null, 16, 4.5, 18.666666666666668],
      [5, 5, 32, 7, 37.333333333333336],
      [6, 9, 64, 7, 48],
    ]);
  });

  it('needs a full window by default (sample std, nulls reduce the count)', async () => {
    const out = await run({
      operation: 'rolling',
      options: { rolling_type: 'std', window: 3, columns: { y: 'y', z: 'z' } },
    });
    expectRowsClose(out.rows, [
      [0, null, null],
      [1, null, null],
      [2, null, 1.5275252316519465],
      [3, 1.5275252316519468, 3.055050463303893],
      [4, null, 6.110100926607786],
      [5, null, 12.220201853215572],
      [6, null, 24.440403706431145],
    ]);
  });

  it('computes rolling medians and quantiles', async () => {
    const median = await run({
      operation: 'rolling',
      options: { rolling_type: 'median', window: 4, min_periods: 1, columns: { z: 'z' } },
    });
    expect(median.rows.map((r) => r[2])).toEqual([1, 1.5, 2, 3, 6, 12, 24]);
    const quantile = await run({
      operation: 'rolling',
      options: {
        rolling_type: 'quantile',
        window: 2,
        min_periods: 1,
        rolling_type_options: { quantile: 0.25 },
        columns: { z: 'q' },
      },
    });
    expect(quantile.rows.map((r) => r[3])).toEqual([1, 1.25, 2.5, 5, 10, 20, 40]);
  });

  it('rejects what pandas rejects', async () => {
    await expect(
      run({ operation: 'rolling', options: { rolling_type: 'sum', window: 0, columns: { y: 'y' } } }),
    ).rejects.toThrow('rolling: options.window must be >= 1');
    await expect(
      run({ operation: 'rolling', options: { rolling_type: 'sum', window: 2, min_periods: 3, columns: { y: 'y' } } }),
    ).rejects.toThrow('rolling: options.min_periods (3) must be <= options.window (2)');
    await expect(
      run({
        operation: 'rolling',
        options: { rolling_type: 'sum', window: 2, win_type: 'triang', columns: { y: 'y' } },
      }),
    ).rejects.toThrow('rolling: options.win_type is not supported (weighted windows)');
    await expect(
      run({ operation: 'rolling', options: { rolling_type: 'sum', window: 2, columns: { x: 'x' } } }),
    ).rejects.toThrow('rolling: options.columns.x references a column that does not exist: "x"');
  });
});

describe('cum', () => {
  it('accumulates skipping nulls, which stay null', async () => {
    const out = await run(
      { operation: 'cum', options: { operator: 'sum', columns: { y: 'y' } } },
      { operation: 'cum', options: { operator: 'max', columns: { z: 'z_max' } } },
    );
    expect(namesOf(out)).toEqual(['ds', 'y', 'z', 'z_max']);
    expect(out.rows.map((r) => [r[1], r[3]])).toEqual([
      [null, 1],
      [3, 2],
      [4, 4],
      [8, 8],
      [null, 16],
      [13, 32],
      [22, 64],
    ]);
    const prod = await run({ operation: 'cum', options: { operator: 'prod', columns: { y: 'y' } } });
    expect(prod.rows.map((r) => r[1])).toEqual([null, 3, 3, 12, null, 60, 540]);
  });
});

describe('diff', () => {
  it('differences rows, forwards and backwards', async () => {
    const back = await run({ operation: 'diff', options: { columns: { y: 'y', z: 'z' } } });
    expect(back.rows).toEqual([
      [0, null, null],
      [1, null, 1],
      [2, -2, 2],
      [3, 3, 4],
      [4, null, 8],
      [5, null, 16],
      [6, 4, 32],
    ]);
    const ahead = await run({ operation: 'diff', options: { columns: { z: 'dz' }, periods: -2 } });
    expect(ahead.rows.map((r) => r[3])).toEqual([-3, -6, -12, -24, -48, null, null]);
  });

  it('differences across the selected columns with axis 1', async () => {
    const out = await run({ operation: 'diff', options: { columns: { y: 'y', z: 'z' }, axis: 1 } });
    expect(out.rows.map((r) => [r[1], r[2]])).toEqual([
      [null, null],
      [null, -1],
      [null, 3],
      [null, 4],
      [null, null],
      [null, 27],
      [null, 55],
    ]);
  });
});
