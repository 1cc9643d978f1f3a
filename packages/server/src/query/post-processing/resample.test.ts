import { describe, expect, it } from 'vitest';
import { runPostProcessing, type PostProcessingOperation } from './index.js';
import { frameOf, namesOf } from '../../../test-support/post-processing-frames.js';

const DAY = 86_400_000;
const day = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);
const resample = (options: Record<string, unknown>): PostProcessingOperation => ({ operation: 'resample', options });

// Superset's own fixtures (timeseries_df, timeseries_with_gap_df) and expectations.
const timeseries = frameOf({ ds: 'temporal', label: 'string', y: 'number' }, [
  [day('2019-01-01'), 'x', 1],
  [day('2019-01-02'), 'y', 2],
  [day('2019-01-05'), 'z', 3],
  [day('2019-01-07'), 'q', 4],
]);
const withGap = { ...timeseries, rows: timeseries.rows.map((r) => (r[1] === 'z' ? [r[0], 'z', null] : r)) };
const week = ['01', '02', '03', '04', '05', '06', '07'].map((d) => day(`2019-01-${d}`));

describe('resample', () => {
  it('ffill fills the grid from the last row at or before each label', async () => {
    const out = await runPostProcessing(timeseries, [resample({ rule: '1D', method: 'ffill' })]);
    expect(out.rows).toEqual([
      [week[0], 'x', 1],
      [week[1], 'y', 2],
      [week[2], 'y', 2],
      [week[3], 'y', 2],
      [week[4], 'z', 3],
      [week[5], 'z', 3],
      [week[6], 'q', 4],
    ]);
  });

  it('ffill also fills nulls already in the data', async () => {
    const out = await runPostProcessing(withGap, [resample({ rule: '1D', method: 'ffill' })]);
    expect(out.rows.map((r) => r[2])).toEqual([1, 2, 2, 2, 2, 2, 4]);
    const back = await runPostProcessing(withGap, [resample({ rule: '1D', method: 'bfill' })]);
    expect(back.rows.map((r) => r[2])).toEqual([1, 2, 4, 4, 4, 4, 4]);
  });

  it('zero-fills numeric columns (asfreq with fill_value), text stays null', async () => {
    const out = await runPostProcessing(withGap, [resample({ rule: '1D', method: 'asfreq', fill_value: 0 })]);
    expect(out.rows).toEqual([
      [week[0], 'x', 1],
      [week[1], 'y', 2],
      [week[2], null, 0],
      [week[3], null, 0],
      [week[4], 'z', 0],
      [week[5], null, 0],
      [week[6], 'q', 4],
    ]);
  });

  it('fills the gaps of every pivoted series', async () => {
    const input = frameOf({ __timestamp: 'temporal', city: 'string', val: 'number' }, [
      [day('2022-01-13'), 'Chicago', 6],
      [day('2022-01-13'), 'LA', 5],
      [day('2022-01-13'), 'NY', 4],
      [day('2022-01-11'), 'Chicago', 3],
      [day('2022-01-11'), 'LA', 2],
      [day('2022-01-11'), 'NY', 1],
    ]);
    const out = await runPostProcessing(input, [
      {
        operation: 'pivot',
        options: { index: ['__timestamp'], columns: ['city'], aggregates: { val: { operator: 'sum' } } },
      },
      resample({ rule: '1D', method: 'asfreq', fill_value: 0 }),
      { operation: 'flatten' },
    ]);
    expect(namesOf(out)).toEqual(['__timestamp', 'val, Chicago', 'val, LA', 'val, NY']);
    expect(out.rows).toEqual([
      [day('2022-01-11'), 3, 2, 1],
      [day('2022-01-12'), 0, 0, 0],
      [day('2022-01-13'), 6, 5, 4],
    ]);
  });

  it('interpolates numbers linearly and leaves text null', async () => {
    const input = frameOf({ ds: 'temporal', label: 'string', y: 'number' }, [
      [day('2019-01-01'), 'a', 1],
      [day('2019-01-05'), 'e', 5],
      [day('2019-01-08'), 'j', 8],
    ]);
    const out = await runPostProcessing(input, [resample({ rule: '1D', method: 'linear' })]);
    expect(out.rows.map((r) => r[1])).toEqual(['a', null, null, null, 'e', null, null, 'j']);
    expect(out.rows.map((r) => r[2])).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  describe('calendar rules on irregular timestamps (values checked against pandas)', () => {
    const start = day('2019-01-01');
    const input = frameOf({ ds: 'temporal', v: 'number' }, [
      [start + 5 * DAY + 3_600_000, 1],
      [start + 20 * DAY, 2],
      [start + 31 * DAY, 4],
      [start + 70 * DAY, 8],
    ]);
    const run = (rule: string, method: string) =>
      runPostProcessing(input, [
        { operation: 'pivot', options: { index: ['ds'], aggregates: { v: { operator: 'sum' } } } },
        resample({ rule, method }),
        { operation: 'flatten' },
      ]);

    it('MS sums into month starts', async () => {
      expect((await run('MS', 'sum')).rows).toEqual([
        [day('2019-01-01'), 3],
        [day('2019-02-01'), 4],
        [day('2019-03-01'), 8],
      ]);
    });

    it('M labels month ends', async () => {
      expect((await run('M', 'mean')).rows).toEqual([
        [day('2019-01-31'), 1.5],
        [day('2019-02-28'), 4],
        [day('2019-03-31'), 8],
      ]);
    });

    it('W bins weeks ending on Sunday; empty bins sum to 0', async () => {
      const out = await run('W', 'sum');
      expect(out.rows[0]).toEqual([day('2019-01-06'), 1]);
      expect(out.rows[3]).toEqual([day('2019-01-27'), 2]);
      expect(out.rows.map((r) => r[1])).toEqual([1, 0, 0, 2, 4, 0, 0, 0, 0, 0, 8]);
    });

    it('ffill at month starts takes the last value at or before each label', async () => {
      expect((await run('MS', 'ffill')).rows).toEqual([
        [day('2019-01-01'), null],
        [day('2019-02-01'), 4],
        [day('2019-03-01'), 4],
      ]);
    });

    it('fixed rules anchor at midnight of the first day; asfreq keeps only exact matches', async () => {
      const out = await run('12H', 'asfreq');
      expect(out.rows[0]).toEqual([day('2019-01-06'), null]);
      expect(out.rows.find((r) => r[0] === start + 20 * DAY)).toEqual([start + 20 * DAY, 2]);
      expect(out.rows).toHaveLength(131);
    });
  });

  it('leaves an empty frame alone', async () => {
    const empty = frameOf({ ds: 'temporal', v: 'number' }, []);
    expect(await runPostProcessing(empty, [resample({ rule: '1D', method: 'asfreq', fill_value: 0 })])).toEqual(empty);
  });

  it('rejects what it cannot do', async () => {
    const dup = frameOf({ ds: 'temporal', v: 'number' }, [
      [0, 1],
      [0, 2],
    ]);
    await expect(runPostProcessing(dup, [resample({ rule: '1D', method: 'asfreq' })])).rejects.toThrow(
      'resample: method asfreq needs unique timestamps; "ds" has duplicates',
    );
    await expect(runPostProcessing(timeseries, [resample({ rule: '1B', method: 'asfreq' })])).rejects.toThrow(
      'resample: options.rule is not a supported pandas offset: "1B"',
    );
    await expect(runPostProcessing(timeseries, [resample({ rule: '1D', method: 'nearest' })])).rejects.toThrow(
      'resample: options.method must be one of',
    );
    const month = frameOf({ ds: 'temporal', v: 'number' }, [
      [0, 1],
      [30 * DAY, 2],
    ]);
    await expect(runPostProcessing(month, [resample({ rule: '1s', method: 'asfreq' })])).rejects.toThrow(
      'resample: rule "1s" would produce 2592001 rows (limit 1000000)',
    );
    await expect(runPostProcessing(timeseries, [resample({ rule: '1D', method: 'sum' })])).rejects.toThrow(
      'resample: method sum needs numeric columns; "label" is string',
    );
    const text = frameOf({ label: 'string', ds: 'temporal' }, [['a', 0]]);
    await expect(runPostProcessing(text, [resample({ rule: '1D', method: 'asfreq' })])).rejects.toThrow(
      'resample: needs a temporal index (the pivot index, or else the first column)',
    );
  });
});
