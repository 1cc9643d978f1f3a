import { describe, expect, it } from 'vitest';
import { runPostProcessing, type PostProcessingOperation } from './index.js';
import { expectRowsClose, frameOf, namesOf } from '../../../test-support/post-processing-frames.js';

const input = frameOf({ ds: 'temporal', a: 'number', b: 'number', label: 'string' }, [
  [0, 1, 3, 'x'],
  [1, 2, 0, 'y'],
  [2, null, 5, 'z'],
  [3, 2.5, 7.5, 'w'],
]);
const run = (...ops: PostProcessingOperation[]) => runPostProcessing(input, ops);

describe('compare', () => {
  it('names results <type>__<source>__<compare>; percentage rounds to 4 places, division by zero is null', async () => {
    const out = await run({
      operation: 'compare',
      options: { source_columns: ['a'], compare_columns: ['b'], compare_type: 'percentage' },
    });
    expect(namesOf(out)).toEqual(['ds', 'a', 'b', 'label', 'percentage__a__b']);
    expect(out.rows.map((r) => r[4])).toEqual([-0.6667, null, null, -0.6667]);
  });

  it('drops the originals on request and rounds ratios to the given precision', async () => {
    const out = await run({
      operation: 'compare',
      options: {
        source_columns: ['a', 'b'],
        compare_columns: ['b', 'a'],
        compare_type: 'ratio',
        precision: 2,
        drop_original_columns: true,
      },
    });
    expect(out).toEqual({
      columns: [
        { name: 'ds', type: 'temporal' },
        { name: 'label', type: 'string' },
        { name: 'ratio__a__b', type: 'number' },
        { name: 'ratio__b__a', type: 'number' },
      ],
      rows: [
        [0, 'x', 0.33, 3],
        [1, 'y', null, 0],
        [2, 'z', null, null],
        [3, 'w', 0.33, 3],
      ],
    });
  });

  it('rounds half to even like numpy', async () => {
    const halves = frameOf({ s: 'number', c: 'number' }, [
      [1.125, 1],
      [1.135, 1],
      [2.5, 1],
    ]);
    const out = await runPostProcessing(halves, [
      {
        operation: 'compare',
        options: { source_columns: ['s'], compare_columns: ['c'], compare_type: 'ratio', precision: 2 },
      },
    ]);
    expect(out.rows.map((r) => r[2])).toEqual([1.12, 1.14, 2.5]);
  });

  it('subtracts without rounding and validates its lists', async () => {
    const out = await run({
      operation: 'compare',
      options: { source_columns: ['a'], compare_columns: ['b'], compare_type: 'difference' },
    });
    expect(out.rows.map((r) => r[4])).toEqual([-2, 2, null, -5]);
    await expect(
      run({ operation: 'compare', options: { source_columns: ['a'], compare_columns: [], compare_type: 'ratio' } }),
    ).rejects.toThrow('compare: options.compare_columns must have the same length as options.source_columns');
    await expect(
      run({ operation: 'compare', options: { source_columns: ['a'], compare_columns: ['b'], compare_type: 'delta' } }),
    ).rejects.toThrow('compare: options.compare_type must be one of: "difference", "percentage", "ratio"');
  });
});

describe('contribution', () => {
  it('column orientation: share of the column total, nulls counted as 0, non-numeric columns untouched', async () => {
    const out = await run({ operation: 'contribution', options: {} });
    expect(namesOf(out)).toEqual(['ds', 'a', 'b', 'label']);
    expectRowsClose(out.rows, [
      [0, 0.18181818181818182, 0.1935483870967742, 'x'],
      [1, 0.36363636363636365, 0, 'y'],
      [2, 0, 0.3225806451612903, 'z'],
      [3, 0.45454545454545453, 0.4838709677419355, 'w'],
    ]);
  });

  it('row orientation: share of the row total, null cells stay null', async () => {
    const out = await run({ operation: 'contribution', options: { orientation: 'row' } });
    expect(out.rows).toEqual([
      [0, 0.25, 0.75, 'x'],
      [1, 1, 0, 'y'],
      [2, null, 1, 'z'],
      [3, 0.25, 0.75, 'w'],
    ]);
  });

  it('writes selected columns under new names', async () => {
    const column = await run({ operation: 'contribution', options: { columns: ['b'], rename_columns: ['b %'] } });
    expect(namesOf(column)).toEqual(['ds', 'a', 'b', 'label', 'b %']);
    expectRowsClose(
      column.rows.map((r) => [r[2], r[4]]),
      [
        [3, 0.1935483870967742],
        [0, 0],
        [5, 0.3225806451612903],
        [7.5, 0.4838709677419355],
      ],
    );
    const row = await run({
      operation: 'contribution',
      options: { orientation: 'row', columns: ['a', 'b'], rename_columns: ['a %', 'b %'] },
    });
    expect(row.rows.map((r) => r.slice(4))).toEqual([
      [0.25, 0.75],
      [1, 0],
      [null, 1],
      [0.25, 0.75],
    ]);
  });

  it('takes row totals per time shift', async () => {
    const shifted = frameOf({ m: 'number', n: 'number', 'm__1 year ago': 'number', 'n__1 year ago': 'number' }, [
      [1, 3, 2, 2],
    ]);
    const out = await runPostProcessing(shifted, [
      { operation: 'contribution', options: { orientation: 'row', time_shifts: ['1 year ago'] } },
    ]);
    expect(out.rows).toEqual([[0.25, 0.75, 0.5, 0.5]]);
  });

  it('rejects non-numeric or mismatched selections', async () => {
    await expect(run({ operation: 'contribution', options: { columns: ['label'] } })).rejects.toThrow(
      'contribution: options.columns[0] is not numeric: "label"',
    );
    await expect(
      run({ operation: 'contribution', options: { columns: ['a'], rename_columns: ['x', 'y'] } }),
    ).rejects.toThrow('contribution: options.rename_columns must have the same length as options.columns');
  });
});
